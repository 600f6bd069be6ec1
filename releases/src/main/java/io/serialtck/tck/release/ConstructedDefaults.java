package io.serialtck.tck.release;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import io.serialtck.value.DefaultValues;
import io.serialtck.value.Value;
import io.serialtck.worker.ValueCapture;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a team's classes give their fields when they construct an object: the fields of an object
 * made with the class's no-arg constructor (of any visibility) that hold something else than their
 * type's default, because a field initialiser or the constructor set them ({@code String riskTier =
 * "standard"}). A field a release adds is expected at that value: a library that runs the class's
 * construction gives it; one that does not (Java serialization, for a {@code Serializable} class)
 * leaves the type's default, which the kit then names "initialiser not run".
 *
 * <p>The constructors run in the harness, in the release's own class loader; a class without a
 * no-arg constructor, or whose constructor fails, has no entry.
 */
final class ConstructedDefaults {

  private ConstructedDefaults() {}

  /** Class name to field name to the value construction gives it, for the shape's whole graph. */
  static Map<String, Map<String, Value>> of(
      TypeShape root, ClassLoader loader, List<String> notes) {
    Map<String, Map<String, Value>> constructed = new LinkedHashMap<>();
    for (TypeShape shape : ShapeGraph.of(root).values()) {
      if (!(shape instanceof ClassShape classShape)) {
        continue;
      }
      Map<String, Value> fields = fieldsOf(classShape, loader, notes);
      if (!fields.isEmpty()) {
        constructed.put(shape.name(), fields);
      }
    }
    return constructed;
  }

  private static Map<String, Value> fieldsOf(
      ClassShape shape, ClassLoader loader, List<String> notes) {
    Map<String, Value> values = new LinkedHashMap<>();
    Object constructed;
    Class<?> type;
    try {
      type = Class.forName(shape.name(), true, loader);
      if (Modifier.isAbstract(type.getModifiers())) {
        return values;
      }
      Constructor<?> noArg = type.getDeclaredConstructor();
      noArg.setAccessible(true);
      constructed = noArg.newInstance();
    } catch (NoSuchMethodException e) {
      return values;
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      notes.add(
          shape.name()
              + "'s no-arg constructor failed ("
              + e
              + "): its added fields are expected at their types' defaults");
      return values;
    }
    for (FieldShape field : shape.fields()) {
      try {
        Field declared = type.getDeclaredField(field.name());
        declared.setAccessible(true);
        Value value = ValueCapture.capture(declared.get(constructed), declared.getType());
        if (!DefaultValues.isDefault(value)) {
          values.put(field.name(), value);
        }
      } catch (ReflectiveOperationException | RuntimeException e) {
        // a field the constructor leaves unreadable has no constructed value
      }
    }
    return values;
  }
}
