package io.serialtck.evolution;

/** The field modifiers a shape can carry. */
public enum FieldModifier {
  PUBLIC,
  PRIVATE,
  FINAL,
  TRANSIENT,
  STATIC
}
