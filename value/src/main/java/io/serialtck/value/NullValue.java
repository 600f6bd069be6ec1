package io.serialtck.value;

/** The null reference. */
public record NullValue() implements Value {

  public static final NullValue NULL = new NullValue();

  @Override
  public String render() {
    return "null";
  }
}
