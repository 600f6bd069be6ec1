package com.example.orders;

import java.io.Serializable;

/** One line of an {@link OrderDto}, as release 2.0 has it. */
public class OrderLine implements Serializable {

  private static final long serialVersionUID = 1L;

  /** Called sku in 1.0: renamed in 1.1 (declared to the kit in the POM's renames). */
  private String productCode;

  /** A count in 1.x; a free text ("3 boxes") in 2.0: an incompatible change of the field's type. */
  private String quantity;

  public OrderLine() {}

  public OrderLine(String productCode, String quantity) {
    this.productCode = productCode;
    this.quantity = quantity;
  }

  public String getProductCode() {
    return productCode;
  }

  public void setProductCode(String productCode) {
    this.productCode = productCode;
  }

  public String getQuantity() {
    return quantity;
  }

  public void setQuantity(String quantity) {
    this.quantity = quantity;
  }
}
