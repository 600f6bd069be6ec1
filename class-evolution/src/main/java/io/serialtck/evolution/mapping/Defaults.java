package io.serialtck.evolution.mapping;

import io.serialtck.evolution.TypeRef;
import io.serialtck.value.DefaultValues;
import io.serialtck.value.Value;

/** The value a field holds when nothing sets it. */
public final class Defaults {

  private Defaults() {}

  /** The default of a type: zero for primitives, null otherwise ({@link DefaultValues}). */
  public static Value of(TypeRef type) {
    return DefaultValues.of(type.binaryName());
  }
}
