package io.serialtck.value;

/**
 * Appears only in expectations: the writer's value cannot be held by the reader's field (a long
 * beyond int range, text that is not a number, an enum constant the reader lacks). Nothing a reader
 * produces equals it: a default there is a loss, any other value a corruption.
 */
public record UnrepresentableValue(String reason) implements Value {

  @Override
  public String render() {
    return "<not representable: " + reason + ">";
  }
}
