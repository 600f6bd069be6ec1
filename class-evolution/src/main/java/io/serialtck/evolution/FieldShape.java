package io.serialtck.evolution;

import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/** One declared field of a class shape, or one component of a record shape. */
public record FieldShape(String name, TypeRef type, Set<FieldModifier> modifiers) {

  public FieldShape {
    modifiers = modifiers.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(modifiers));
  }

  /** A private, non-final field. */
  public static FieldShape of(String name, TypeRef type) {
    return new FieldShape(name, type, Set.of(FieldModifier.PRIVATE));
  }

  public boolean is(FieldModifier modifier) {
    return modifiers.contains(modifier);
  }

  /** Instance state: neither static nor transient. */
  public boolean isPersistent() {
    return !is(FieldModifier.STATIC) && !is(FieldModifier.TRANSIENT);
  }

  public FieldShape withName(String newName) {
    return new FieldShape(newName, type, modifiers);
  }

  public FieldShape withType(TypeRef newType) {
    return new FieldShape(name, newType, modifiers);
  }

  public FieldShape with(FieldModifier modifier) {
    EnumSet<FieldModifier> more = EnumSet.noneOf(FieldModifier.class);
    more.addAll(modifiers);
    more.add(modifier);
    if (modifier == FieldModifier.PUBLIC) {
      more.remove(FieldModifier.PRIVATE);
    } else if (modifier == FieldModifier.PRIVATE) {
      more.remove(FieldModifier.PUBLIC);
    }
    return new FieldShape(name, type, more);
  }

  public FieldShape without(FieldModifier modifier) {
    EnumSet<FieldModifier> fewer = EnumSet.noneOf(FieldModifier.class);
    fewer.addAll(modifiers);
    fewer.remove(modifier);
    return new FieldShape(name, type, fewer);
  }

  /** Java source spelling, e.g. {@code private int count;}. */
  public String render() {
    String mods =
        EnumSet.allOf(FieldModifier.class).stream()
            .filter(modifiers::contains)
            .map(m -> m.name().toLowerCase() + " ")
            .collect(Collectors.joining());
    return mods + type.render() + " " + name + ";";
  }
}
