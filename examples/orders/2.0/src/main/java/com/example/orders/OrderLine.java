package com.example.orders;

import java.io.Serializable;

/** One line of an {@link OrderDto}, as release 2.0 has it. */
public class OrderLine implements Serializable {

  private static final long serialVersionUID = 1L;

  private String sku;

  /** A count in 1.x; a free text ("3 boxes") in 2.0: an incompatible change of the field's type. */
  private String quantity;

  public OrderLine() {}

  public OrderLine(String sku, String quantity) {
    this.sku = sku;
    this.quantity = quantity;
  }

  public String getSku() {
    return sku;
  }

  public void setSku(String sku) {
    this.sku = sku;
  }

  public String getQuantity() {
    return quantity;
  }

  public void setQuantity(String quantity) {
    this.quantity = quantity;
  }
}
