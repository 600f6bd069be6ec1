package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.mapping.EvolvedClass;
import java.util.Set;

/**
 * A field keeps its name and changes its declared type ({@code int-to-long}, {@code List-to-Set},
 * ...; see {@link TypeChanges}). The value converts when the new type can hold it exactly.
 */
public record FieldTypeChanged(TypeChanges.TypeChange change, String field) implements Evolution {

  @Override
  public String id() {
    return change.id();
  }

  @Override
  public String description() {
    return "v2 changes the type of field " + field + ": " + change.description();
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    TypeRef from = Shapes.requireField(before, field).type();
    if (!change.appliesTo(from)) {
      throw new IllegalArgumentException(
          id() + " does not apply to " + before.name() + "." + field + " of type " + from.render());
    }
    ClassShape after = Shapes.replaceField(before, field, f -> f.withType(change.change(from)));
    return EvolvedClass.ofRoot(
        before, after, Links.touching(before.instanceFields(), Set.of(field)));
  }
}
