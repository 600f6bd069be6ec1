package io.serialtck.evolution.catalogue;

import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import java.util.List;
import java.util.Optional;

/** The random choices an {@link EvolutionKind} makes when it picks a step for a shape. */
public interface Choices {

  /** One of the fields, or empty when there are none. */
  Optional<FieldShape> oneOf(List<FieldShape> fields);

  /** A field name the shape does not use yet. */
  String freshName(List<FieldShape> taken);

  /** A random field type for a new field. */
  TypeRef fieldType();
}
