package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import java.util.function.UnaryOperator;

/** Checks and edits shared by the evolutions. */
final class Shapes {

  private Shapes() {}

  static FieldShape requireField(ClassShape shape, String name) {
    return shape
        .field(name)
        .orElseThrow(() -> new IllegalArgumentException(shape.name() + " has no field " + name));
  }

  /** The root with one of its own fields replaced. */
  static ClassShape replaceField(ClassShape shape, String name, UnaryOperator<FieldShape> change) {
    requireField(shape, name);
    return shape.withFields(
        fields -> fields.stream().map(f -> f.name().equals(name) ? change.apply(f) : f).toList());
  }

  /** The generated type a field declares, or an error. */
  static TypeShape generatedTypeOf(ClassShape shape, String field) {
    TypeRef type = requireField(shape, field).type();
    if (!(type instanceof TypeRef.GeneratedType generated)) {
      throw new IllegalArgumentException(
          shape.name() + "." + field + " is not of a generated type");
    }
    return generated.shape();
  }

  /** The graph with every use of the type named like {@code replacement} replaced by it. */
  static ClassShape replaceType(ClassShape root, TypeShape replacement) {
    return (ClassShape)
        ShapeGraph.replace(root, t -> t.name().equals(replacement.name()) ? replacement : t);
  }
}
