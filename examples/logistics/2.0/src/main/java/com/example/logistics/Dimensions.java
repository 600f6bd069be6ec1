package com.example.logistics;

import java.io.Serializable;

/**
 * A parcel's outer size in whole centimetres; the team's constructor refuses a size that is not.
 * Release 2.0 put the height first.
 */
public record Dimensions(int heightCm, int lengthCm, int widthCm) implements Serializable {

  public Dimensions {
    if (lengthCm <= 0 || widthCm <= 0 || heightCm <= 0) {
      throw new IllegalArgumentException(
          "dimensions must be positive: " + lengthCm + "x" + widthCm + "x" + heightCm);
    }
  }
}
