package io.serialtck.value;

/**
 * An object the tree cannot take apart (a JDK class whose fields are closed to reflection); only
 * its class name and {@code toString()} are kept.
 */
public record OpaqueValue(String className, String text) implements Value {

  @Override
  public String render() {
    return className + "<" + text + ">";
  }
}
