package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ConstructorKind;
import io.serialtck.evolution.mapping.EvolvedClass;
import java.util.Set;

/** {@code noarg-constructor-removed}: v2 keeps only its all-args constructor. */
public record NoArgConstructorRemoved() implements Evolution {

  @Override
  public String id() {
    return "noarg-constructor-removed";
  }

  @Override
  public String description() {
    return "v2 has no no-arg constructor, only an all-args one";
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    if (!before.constructors().equals(Set.of(ConstructorKind.NO_ARG, ConstructorKind.ALL_ARGS))) {
      throw new IllegalArgumentException(
          before.name() + " lacks a no-arg or an all-args constructor");
    }
    ClassShape after = before.withConstructors(Set.of(ConstructorKind.ALL_ARGS));
    return EvolvedClass.ofRoot(before, after, Links.touching(before.instanceFields(), Set.of()));
  }
}
