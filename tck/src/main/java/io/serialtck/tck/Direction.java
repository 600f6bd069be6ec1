package io.serialtck.tck;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** Which class version writes and which reads. */
public enum Direction {
  /** One class version writes and reads. */
  ROUNDTRIP,
  /** The new version reads bytes the old one wrote. */
  BACKWARD,
  /** The old version reads bytes the new one wrote. */
  FORWARD;

  @JsonValue
  public String id() {
    return name().toLowerCase();
  }

  @JsonCreator
  public static Direction of(String id) {
    return valueOf(id.toUpperCase());
  }
}
