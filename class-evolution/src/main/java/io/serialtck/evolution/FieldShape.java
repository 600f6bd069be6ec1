package io.serialtck.evolution;

import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/** One declared field of a class shape. */
public record FieldShape(String name, TypeRef type, Set<FieldModifier> modifiers) {

  public FieldShape {
    modifiers = modifiers.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(modifiers));
  }

  /** A private, non-final field. */
  public static FieldShape of(String name, TypeRef type) {
    return new FieldShape(name, type, Set.of(FieldModifier.PRIVATE));
  }

  /** Java source spelling, e.g. {@code private int count;}. */
  public String render() {
    String mods =
        EnumSet.copyOf(modifiers.isEmpty() ? EnumSet.noneOf(FieldModifier.class) : modifiers)
            .stream()
            .map(m -> m.name().toLowerCase() + " ")
            .collect(Collectors.joining());
    return mods + type.render() + " " + name + ";";
  }
}
