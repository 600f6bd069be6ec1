package com.example.orders;

/** Where an order stands. */
public enum OrderStatus {
  NEW,
  PAID,
  // SHIPPED was removed in 2.0: a 2.0 reader of 1.x bytes that hold it cannot map it
  CANCELLED
}
