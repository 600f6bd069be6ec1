package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.mapping.EvolvedClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** {@code field-moved-to-superclass}: a field of the class is declared by its superclass in v2. */
public record FieldMovedToSuperclass(String field) implements Evolution {

  @Override
  public String id() {
    return "field-moved-to-superclass";
  }

  @Override
  public String description() {
    return "v2 declares field " + field + " in the superclass instead";
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    FieldShape moved = Shapes.requireField(before, field);
    ClassShape superclass =
        before
            .superclass()
            .orElseThrow(() -> new IllegalArgumentException(before.name() + " has no superclass"));
    if (superclass.field(field).isPresent()) {
      throw new IllegalArgumentException(superclass.name() + " has a field " + field + " already");
    }
    ClassShape newSuperclass =
        superclass.withFields(
            fields -> {
              List<FieldShape> more = new ArrayList<>(fields);
              more.add(moved);
              return more;
            });
    ClassShape after =
        before
            .withSuperclass(Optional.of(newSuperclass))
            .withFields(fields -> fields.stream().filter(f -> !f.name().equals(field)).toList());
    return EvolvedClass.ofRoot(
        before, after, Links.touching(before.instanceFields(), Set.of(field)));
  }
}
