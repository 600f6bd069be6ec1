package io.serialtck.value;

/**
 * Appears only in a reader's tree, where the worker could hold the reader's object beside a
 * faithful one: a JDK value that {@code equals} the faithful value but prints otherwise, because
 * some internal state (a transient field such as a {@code ZoneOffset}'s id) was not rebuilt.
 *
 * @param value the value as the reader's object prints it
 * @param faithfulText how the faithful value prints
 */
public record StaleStateValue(Value value, String faithfulText) implements Value {

  @Override
  public String render() {
    return value.render() + " <equals " + faithfulText + ">";
  }
}
