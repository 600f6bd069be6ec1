package com.example.orders;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** An order as release 1.1 of the team's model has it. */
public class OrderDto implements Serializable {

  // Declared, so that Java serialization compares releases by this number and field by field
  // instead of by a hash of the class's whole shape: without it, adding a field (1.1) would
  // already make every 1.0 stream unreadable (InvalidClassException: local class incompatible).
  private static final long serialVersionUID = 1L;

  private long id;

  /** The order's reference as other systems know it. */
  private UUID reference;

  private String customer;
  private BigDecimal amount;
  private List<OrderLine> lines = new ArrayList<>();
  private OrderStatus status;

  /** Added in 1.1: a 1.0 reader skips it; a 1.1 reader of 1.0 bytes leaves it null. */
  private String currency;

  public OrderDto() {}

  public long getId() {
    return id;
  }

  public void setId(long id) {
    this.id = id;
  }

  public UUID getReference() {
    return reference;
  }

  public void setReference(UUID reference) {
    this.reference = reference;
  }

  public String getCustomer() {
    return customer;
  }

  public void setCustomer(String customer) {
    this.customer = customer;
  }

  public BigDecimal getAmount() {
    return amount;
  }

  public void setAmount(BigDecimal amount) {
    this.amount = amount;
  }

  public List<OrderLine> getLines() {
    return lines;
  }

  public void setLines(List<OrderLine> lines) {
    this.lines = lines;
  }

  public OrderStatus getStatus() {
    return status;
  }

  public void setStatus(OrderStatus status) {
    this.status = status;
  }

  public String getCurrency() {
    return currency;
  }

  public void setCurrency(String currency) {
    this.currency = currency;
  }
}
