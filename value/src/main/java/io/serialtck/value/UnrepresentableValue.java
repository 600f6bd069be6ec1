package io.serialtck.value;

/**
 * Appears only in expectations: the writer's value cannot be held by the reader's field (a long
 * beyond int range, text that is not a number, an enum constant the reader lacks, a double with
 * more precision than a float). Nothing a reader produces equals it: a default there is a loss, a
 * clean exception is safe, any other value a corruption, except {@link #nearest()}.
 *
 * @param reason what cannot be held, and as what
 * @param nearest the value a faithful reader may give instead, or null when there is none: the
 *     nearest value of the reader's floating-point type, as Java's own narrowing rounds (JLS
 *     5.1.3), when that is finite; a wrapped integer is never near
 */
public record UnrepresentableValue(String reason, Value nearest) implements Value {

  /** A value with no acceptable substitute. */
  public UnrepresentableValue(String reason) {
    this(reason, null);
  }

  @Override
  public String render() {
    return "<not representable: " + reason + ">";
  }
}
