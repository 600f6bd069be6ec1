package com.example.orders;

/** Where an order stands. */
public enum OrderStatus {
  NEW,
  PAID,
  SHIPPED,
  CANCELLED
}
