package io.serialtck.evolution.property;

import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.mapping.Defaults;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The moves that make a value simpler while a failure persists: a field's type default, fewer
 * elements, shorter text, the number one. The {@link Shrinker} uses them on the values of a case; a
 * release comparison on the values of a team's own classes.
 */
public final class ValueSimplifier {

  private ValueSimplifier() {}

  /** Simpler versions of one value, simplest first. */
  public static List<Value> simpler(Value value, Value defaultValue) {
    List<Value> simpler = new ArrayList<>();
    if (!value.equals(defaultValue)) {
      simpler.add(defaultValue);
    }
    if (value instanceof CollectionValue c && !c.elements().isEmpty()) {
      simpler.add(new CollectionValue(c.className(), c.id(), c.ordered(), List.of()));
      if (c.elements().size() > 1) {
        simpler.add(
            new CollectionValue(c.className(), c.id(), c.ordered(), c.elements().subList(0, 1)));
      }
    } else if (value instanceof ArrayValue a && !a.elements().isEmpty()) {
      simpler.add(new ArrayValue(a.componentType(), a.id(), List.of()));
      if (a.elements().size() > 1) {
        simpler.add(new ArrayValue(a.componentType(), a.id(), a.elements().subList(0, 1)));
      }
    } else if (value instanceof MapValue m && !m.entries().isEmpty()) {
      simpler.add(new MapValue(m.className(), m.id(), m.ordered(), List.of()));
    } else if (value instanceof ScalarValue s) {
      if (s.type().equals("java.lang.String") && s.text().length() > 1) {
        simpler.add(new ScalarValue(s.type(), s.text().substring(0, 1)));
      } else if (isNumber(s.type()) && !s.text().equals("1") && !s.text().equals("0")) {
        simpler.add(new ScalarValue(s.type(), "1"));
      }
    }
    return simpler;
  }

  /**
   * Every object one move simpler than {@code value}, an object of {@code root} or of a class in
   * its graph: each field's simpler values, and, inside a field holding an object, that object's.
   */
  public static List<ObjectValue> candidates(ObjectValue value, TypeShape root) {
    return candidates(value, ShapeGraph.of(root));
  }

  private static List<ObjectValue> candidates(ObjectValue value, Map<String, TypeShape> graph) {
    TypeShape shape = graph.get(value.className());
    List<ObjectValue> candidates = new ArrayList<>();
    if (shape == null) {
      return candidates;
    }
    for (FieldShape field : EvolvedClass.fieldsOf(shape)) {
      Value current = fieldValue(value, field.name());
      if (current == null) {
        continue;
      }
      for (Value simpler : simpler(current, Defaults.of(field.type()))) {
        candidates.add(with(value, field.name(), simpler));
      }
      if (current instanceof ObjectValue nested) {
        for (ObjectValue simpler : candidates(nested, graph)) {
          candidates.add(with(value, field.name(), simpler));
        }
      }
    }
    return candidates;
  }

  private static Value fieldValue(ObjectValue value, String name) {
    return value.fields().stream()
        .filter(f -> f.name().equals(name))
        .map(ObjectValue.Field::value)
        .findFirst()
        .orElse(null);
  }

  /** The object with one field's value replaced. */
  public static ObjectValue with(ObjectValue value, String field, Value replacement) {
    return new ObjectValue(
        value.className(),
        value.id(),
        value.fields().stream()
            .map(f -> f.name().equals(field) ? new ObjectValue.Field(field, replacement) : f)
            .toList());
  }

  private static boolean isNumber(String type) {
    return switch (type) {
      case "byte",
          "short",
          "int",
          "long",
          "java.lang.Integer",
          "java.lang.Long",
          "java.math.BigDecimal",
          "java.math.BigInteger" ->
          true;
      default -> false;
    };
  }
}
