package com.example.orders;

import java.io.Serializable;

/** One line of an {@link OrderDto}, as release 1.1 has it. */
public class OrderLine implements Serializable {

  private static final long serialVersionUID = 1L;

  /** Called sku in 1.0: renamed in 1.1 (declared to the kit in the POM's renames). */
  private String productCode;

  private long quantity;

  public OrderLine() {}

  public OrderLine(String productCode, long quantity) {
    this.productCode = productCode;
    this.quantity = quantity;
  }

  public String getProductCode() {
    return productCode;
  }

  public void setProductCode(String productCode) {
    this.productCode = productCode;
  }

  public long getQuantity() {
    return quantity;
  }

  public void setQuantity(long quantity) {
    this.quantity = quantity;
  }
}
