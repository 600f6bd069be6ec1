package com.example.logistics;

/** How a parcel must be handled; a shipment holds a set of them. */
public enum Handling {
  FRAGILE,
  KEEP_COLD,
  HAZARDOUS
}
