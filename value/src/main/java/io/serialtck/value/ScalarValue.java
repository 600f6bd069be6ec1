package io.serialtck.value;

import java.util.Objects;

/**
 * A primitive, a boxed primitive, a string, or an immutable JDK value type held as text.
 *
 * @param type {@code int}, {@code long}, ... when the value sits in a primitive field or array;
 *     otherwise the runtime class name, e.g. {@code java.lang.Integer} or {@code
 *     java.math.BigDecimal}
 * @param text the value's {@code toString()}, which round-trips exactly for every supported type
 *     (it keeps a BigDecimal's scale, -0.0 and NaN)
 */
public record ScalarValue(String type, String text) implements Value {

  public ScalarValue {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(text, "text");
  }

  public static ScalarValue of(String type, Object value) {
    return new ScalarValue(type, String.valueOf(value));
  }

  public static ScalarValue string(String text) {
    return new ScalarValue("java.lang.String", text);
  }

  @Override
  public String render() {
    String shortType = type.substring(type.lastIndexOf('.') + 1);
    String shown = text.length() > 60 ? text.substring(0, 57) + "...(" + text.length() + ")" : text;
    return type.equals("java.lang.String") ? '"' + shown + '"' : shown + " (" + shortType + ")";
  }
}
