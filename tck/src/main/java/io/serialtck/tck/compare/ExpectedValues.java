package io.serialtck.tck.compare;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.EvolvedClass;
import io.serialtck.evolution.FieldLink;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.tck.Direction;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Derives the reader's expected object from the writer's values and the evolution: an unchanged
 * field keeps its value, a field the reader's version added gets its type's default, a field only
 * the writer has is absent.
 */
public final class ExpectedValues {

  private ExpectedValues() {}

  /**
   * @param written the writer's object
   * @param classes both versions and their field links
   * @param direction which version writes and which reads
   * @param readerName the reader class's binary name
   */
  public static Expectation derive(
      ObjectValue written, EvolvedClass classes, Direction direction, String readerName) {
    ClassShape reader = direction == Direction.FORWARD ? classes.before() : classes.after();
    if (direction == Direction.ROUNDTRIP) {
      return new Expectation(rename(written, readerName), Set.of(), false);
    }
    List<ObjectValue.Field> fields = new ArrayList<>();
    Set<String> evolved = new HashSet<>();
    for (FieldShape field : reader.fields()) {
      Optional<FieldLink> link =
          direction == Direction.BACKWARD
              ? classes.linkToAfter(field.name())
              : classes.linkToBefore(field.name());
      String source =
          link.map(l -> direction == Direction.BACKWARD ? l.before() : l.after()).orElse(null);
      Value value =
          source == null
              ? defaultOf(field.type())
              : written
                  .field(source)
                  .orElseThrow(
                      () -> new IllegalStateException("writer value lacks field " + source));
      if (link.map(FieldLink::evolved).orElse(true)) {
        evolved.add(field.name());
      }
      fields.add(new ObjectValue.Field(field.name(), value));
    }
    return new Expectation(new ObjectValue(readerName, written.id(), fields), evolved, false);
  }

  private static ObjectValue rename(ObjectValue value, String name) {
    return new ObjectValue(name, value.id(), value.fields());
  }

  /** The value a field of this type holds when nothing sets it. */
  public static Value defaultOf(TypeRef type) {
    return switch (type.rawName()) {
      case "boolean" -> new ScalarValue("boolean", "false");
      case "char" -> new ScalarValue("char", "\u0000");
      case "float" -> new ScalarValue("float", "0.0");
      case "double" -> new ScalarValue("double", "0.0");
      case "byte", "short", "int", "long" -> new ScalarValue(type.rawName(), "0");
      default -> NullValue.NULL;
    };
  }
}
