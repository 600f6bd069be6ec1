package io.serialtck.value;

import java.io.Serializable;

/**
 * A neutral value tree: what crosses between harness and worker instead of objects. It names
 * classes by their binary names and holds scalars as text, so it means the same in every world and
 * every JVM. Records compare deeply with {@code equals}.
 *
 * <p>Containers ({@link ObjectValue}, {@link CollectionValue}, {@link MapValue}, {@link
 * ArrayValue}) carry an identity number, unique within one tree; a second occurrence of the same
 * instance is a {@link RefValue} to it, which makes shared and cyclic references visible.
 */
public sealed interface Value extends Serializable
    permits NullValue,
        ScalarValue,
        EnumValue,
        ObjectValue,
        CollectionValue,
        MapValue,
        ArrayValue,
        RefValue,
        OpaqueValue,
        UnrepresentableValue,
        IllTypedValue,
        StaleStateValue {

  /** A short, readable rendering for reports, e.g. {@code ArrayList[a, b]}. */
  String render();
}
