package com.example.logistics;

import java.io.Serializable;

/** A UPU S10 tracking code (two letters, nine digits, two letters): no random text is one. */
public record TrackingCode(String value) implements Serializable {

  public TrackingCode {
    if (value == null || !value.matches("[A-Z]{2}[0-9]{9}[A-Z]{2}")) {
      throw new IllegalArgumentException("not a UPU S10 tracking code: " + value);
    }
  }
}
