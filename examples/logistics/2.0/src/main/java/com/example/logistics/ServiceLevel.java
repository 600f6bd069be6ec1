package com.example.logistics;

/** How fast a shipment travels, with the days it is promised in (ECONOMY is SAVER since 2.0). */
public enum ServiceLevel {
  STANDARD(5),
  EXPRESS(1),
  SAVER(10),
  SAME_DAY(0);

  private final int days;

  ServiceLevel(int days) {
    this.days = days;
  }

  public int days() {
    return days;
  }
}
