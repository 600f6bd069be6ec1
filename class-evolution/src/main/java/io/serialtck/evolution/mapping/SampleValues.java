package io.serialtck.evolution.mapping;

import io.serialtck.evolution.EnumShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.EnumValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Builds the object a class version writes from sample values given by field name for every version
 * at once: each object takes the fields its own version's shape declares, nested objects included,
 * under that version's class names.
 */
public final class SampleValues {

  private SampleValues() {}

  /** The root object of {@code shape}, its fields taken from {@code samples} by name. */
  public static ObjectValue objectOf(TypeShape shape, Map<String, Value> samples) {
    List<ObjectValue.Field> fields = new ArrayList<>();
    for (FieldShape field : EvolvedClass.fieldsOf(shape)) {
      Value sample = samples.get(field.name());
      if (sample == null) {
        throw new IllegalArgumentException(
            "no sample value for " + shape.name() + "." + field.name());
      }
      fields.add(new ObjectValue.Field(field.name(), project(sample, field.type())));
    }
    return new ObjectValue(shape.name(), 0, fields);
  }

  /**
   * A sample value fitted to a declared type of this version (nested shapes, enums, and the
   * elements, keys and values of containers of them).
   */
  static Value project(Value sample, TypeRef type) {
    if (type instanceof TypeRef.ContainerType container) {
      return projectContainer(sample, container);
    }
    if (type instanceof TypeRef.GeneratedType generated) {
      if (sample instanceof ObjectValue object) {
        Map<String, Value> nested = new java.util.HashMap<>();
        object.fields().forEach(f -> nested.put(f.name(), f.value()));
        ObjectValue projected = objectOf(generated.shape(), nested);
        return new ObjectValue(projected.className(), object.id(), projected.fields());
      }
      if (sample instanceof EnumValue constant && generated.shape() instanceof EnumShape e) {
        if (!e.constants().contains(constant.constant())) {
          throw new IllegalArgumentException(
              "sample " + constant.render() + " is no constant of " + e.render());
        }
        return new EnumValue(e.name(), constant.constant());
      }
    }
    return sample;
  }

  private static Value projectContainer(Value sample, TypeRef.ContainerType container) {
    List<TypeRef> arguments = container.arguments();
    if (sample instanceof CollectionValue collection && arguments.size() == 1) {
      List<Value> elements = new ArrayList<>();
      collection.elements().forEach(e -> elements.add(project(e, arguments.get(0))));
      return new CollectionValue(
          collection.className(), collection.id(), collection.ordered(), elements);
    }
    if (sample instanceof MapValue map && arguments.size() == 2) {
      List<MapValue.Entry> entries = new ArrayList<>();
      map.entries()
          .forEach(
              e ->
                  entries.add(
                      new MapValue.Entry(
                          project(e.key(), arguments.get(0)),
                          project(e.value(), arguments.get(1)))));
      return new MapValue(map.className(), map.id(), map.ordered(), entries);
    }
    return sample;
  }

  /**
   * The same value with every class name it mentions renamed, containers' own included ({@code
   * names} leaves the JDK's alone).
   */
  public static Value renameClasses(Value value, UnaryOperator<String> names) {
    if (value instanceof ObjectValue object) {
      List<ObjectValue.Field> fields = new ArrayList<>();
      object
          .fields()
          .forEach(
              f -> fields.add(new ObjectValue.Field(f.name(), renameClasses(f.value(), names))));
      return new ObjectValue(names.apply(object.className()), object.id(), fields);
    } else if (value instanceof EnumValue constant) {
      return new EnumValue(names.apply(constant.className()), constant.constant());
    } else if (value instanceof ArrayValue array) {
      return new ArrayValue(
          names.apply(array.componentType()), array.id(), renameAll(array.elements(), names));
    } else if (value instanceof CollectionValue collection) {
      return new CollectionValue(
          names.apply(collection.className()),
          collection.id(),
          collection.ordered(),
          renameAll(collection.elements(), names));
    } else if (value instanceof MapValue map) {
      List<MapValue.Entry> entries = new ArrayList<>();
      map.entries()
          .forEach(
              e ->
                  entries.add(
                      new MapValue.Entry(
                          renameClasses(e.key(), names), renameClasses(e.value(), names))));
      return new MapValue(names.apply(map.className()), map.id(), map.ordered(), entries);
    }
    return value;
  }

  private static List<Value> renameAll(List<Value> values, UnaryOperator<String> names) {
    List<Value> renamed = new ArrayList<>();
    values.forEach(v -> renamed.add(renameClasses(v, names)));
    return renamed;
  }
}
