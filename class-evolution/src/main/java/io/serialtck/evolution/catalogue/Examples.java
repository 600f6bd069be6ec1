package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The classes of the curated examples: a serializable {@code serialtck.gen.<id>.Sample} with {@code
 * String name; int count;} plus what a change needs.
 */
final class Examples {

  private Examples() {}

  /** The package of a kind's example classes, ending in a dot. */
  static String packageOf(String id) {
    return "serialtck.gen." + id.toLowerCase().replaceAll("[^a-z0-9]+", "_") + ".";
  }

  static FieldShape string(String name) {
    return FieldShape.of(name, TypeRef.of(String.class));
  }

  static ClassShape sample(String id, FieldShape... extra) {
    List<FieldShape> fields =
        new ArrayList<>(List.of(string("name"), FieldShape.of("count", TypeRef.of(int.class))));
    fields.addAll(List.of(extra));
    return ClassShape.serializable(packageOf(id) + "Sample", 1L, fields);
  }

  static ClassShape base(String id) {
    return ClassShape.serializable(packageOf(id) + "Base", 1L, List.of(string("label")));
  }

  static ClassShape withBase(String id) {
    return sample(id).withSuperclass(Optional.of(base(id)));
  }

  static EnumShape colour(String id) {
    return new EnumShape(packageOf(id) + "Colour", List.of("RED", "GREEN", "BLUE"));
  }

  static ClassShape withEnum(String id) {
    return sample(id, FieldShape.of("colour", TypeRef.of(colour(id))));
  }

  static ClassShape withAddress(String id) {
    ClassShape address =
        ClassShape.serializable(
            packageOf(id) + "Address", 1L, List.of(string("street"), string("city")));
    return sample(id, FieldShape.of("address", TypeRef.of(address)));
  }
}
