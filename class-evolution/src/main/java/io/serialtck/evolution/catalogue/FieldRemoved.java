package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.mapping.FieldLink;

/** {@code field-removed}: v2 no longer declares one of the fields. */
public record FieldRemoved(String removed) implements Evolution {

  @Override
  public String id() {
    return "field-removed";
  }

  @Override
  public String description() {
    return "v2 no longer declares field " + removed;
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    Shapes.requireField(before, removed);
    ClassShape after =
        before.withFields(
            fields -> fields.stream().filter(f -> !f.name().equals(removed)).toList());
    return EvolvedClass.ofRoot(
        before,
        after,
        Links.replacing(before.instanceFields(), removed, FieldLink.removed(removed)));
  }
}
