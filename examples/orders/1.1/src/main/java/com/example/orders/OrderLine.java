package com.example.orders;

import java.io.Serializable;

/** One line of an {@link OrderDto}, as release 1.1 has it. */
public class OrderLine implements Serializable {

  private static final long serialVersionUID = 1L;

  private String sku;

  private long quantity;

  public OrderLine() {}

  public OrderLine(String sku, long quantity) {
    this.sku = sku;
    this.quantity = quantity;
  }

  public String getSku() {
    return sku;
  }

  public void setSku(String sku) {
    this.sku = sku;
  }

  public long getQuantity() {
    return quantity;
  }

  public void setQuantity(long quantity) {
    this.quantity = quantity;
  }
}
