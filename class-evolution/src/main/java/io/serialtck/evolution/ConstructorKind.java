package io.serialtck.evolution;

/** Constructors a generated class can declare; every one is public. */
public enum ConstructorKind {
  /** No arguments; leaves every field at its default. */
  NO_ARG,
  /**
   * One argument per instance field, superclass fields first, in declaration order; the only way
   * final fields get their values.
   */
  ALL_ARGS
}
