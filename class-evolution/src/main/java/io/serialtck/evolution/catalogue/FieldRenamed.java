package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.mapping.FieldLink;

/** {@code field-renamed}: a field keeps its type and place under a new name. */
public record FieldRenamed(String from, String to) implements Evolution {

  @Override
  public String id() {
    return "field-renamed";
  }

  @Override
  public String description() {
    return "v2 renames field " + from + " to " + to;
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    Shapes.requireField(before, from);
    if (before.field(to).isPresent()) {
      throw new IllegalArgumentException(before.name() + " has a field " + to + " already");
    }
    ClassShape after =
        before.withFields(
            fields ->
                fields.stream().map(f -> f.name().equals(from) ? f.withName(to) : f).toList());
    return EvolvedClass.ofRoot(
        before,
        after,
        Links.replacing(before.instanceFields(), from, new FieldLink(from, to, true)));
  }
}
