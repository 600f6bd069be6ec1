package com.example.logistics;

import java.io.Serializable;

/** A parcel's outer size in whole centimetres; the team's constructor refuses a size that is not. */
public record Dimensions(int lengthCm, int widthCm, int heightCm) implements Serializable {

  public Dimensions {
    if (lengthCm <= 0 || widthCm <= 0 || heightCm <= 0) {
      throw new IllegalArgumentException(
          "dimensions must be positive: " + lengthCm + "x" + widthCm + "x" + heightCm);
    }
  }
}
