package io.serialtck.value;

/** An enum constant, by its enum's binary name and the constant's name. */
public record EnumValue(String className, String constant) implements Value {

  @Override
  public String render() {
    return className.substring(className.lastIndexOf('.') + 1) + "." + constant;
  }
}
