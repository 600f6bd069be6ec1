package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.mapping.ClassMapping;
import io.serialtck.evolution.mapping.EvolvedClass;
import java.util.Map;
import java.util.Set;

/**
 * {@code nested-field-added} and {@code nested-field-removed}: the class of an object held in a
 * field gains or loses a field; the holding class itself is unchanged.
 */
public record NestedFieldChanged(String field, Evolution nestedChange) implements Evolution {

  @Override
  public String id() {
    return "nested-" + nestedChange.id();
  }

  @Override
  public String description() {
    return "the class of field " + field + " changes: " + nestedChange.description();
  }

  @Override
  public EvolvedClass apply(ClassShape before) {
    TypeShape type = Shapes.generatedTypeOf(before, field);
    if (!(type instanceof ClassShape nested)) {
      throw new IllegalArgumentException(
          before.name() + "." + field + " is not of a generated class");
    }
    EvolvedClass nestedEvolved = nestedChange.apply(nested);
    ClassShape after = Shapes.replaceType(before, nestedEvolved.after());
    ClassMapping nestedMapping = nestedEvolved.fromBefore(nested.name());
    ClassMapping rootMapping =
        new ClassMapping(
            before.name(), after.name(), Links.touching(before.instanceFields(), Set.of()));
    return new EvolvedClass(
        before, after, Map.of(before.name(), rootMapping, nested.name(), nestedMapping));
  }
}
