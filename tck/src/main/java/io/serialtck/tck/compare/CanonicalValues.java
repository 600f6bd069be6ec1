package io.serialtck.tck.compare;

import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Brings a value tree into a form where {@code equals} means "the same value": identity numbers are
 * renumbered in traversal order, and the elements of unordered sets and maps are sorted by their
 * rendering, since their iteration order is an accident of hashing.
 */
public final class CanonicalValues {

  private final Map<Integer, Integer> renumbered = new HashMap<>();

  private CanonicalValues() {}

  public static Value of(Value value) {
    return new CanonicalValues().canonical(value);
  }

  private Value canonical(Value value) {
    if (value instanceof RefValue ref) {
      return new RefValue(renumbered.getOrDefault(ref.id(), -ref.id()));
    } else if (value instanceof ObjectValue object) {
      int id = next(object.id());
      List<ObjectValue.Field> fields = new ArrayList<>();
      object
          .fields()
          .forEach(f -> fields.add(new ObjectValue.Field(f.name(), canonical(f.value()))));
      return new ObjectValue(object.className(), id, fields);
    } else if (value instanceof ArrayValue array) {
      int id = next(array.id());
      return new ArrayValue(array.componentType(), id, canonicalAll(array.elements()));
    } else if (value instanceof CollectionValue collection) {
      int id = next(collection.id());
      List<Value> elements = canonicalAll(collection.elements());
      if (!collection.ordered()) {
        elements.sort(Comparator.comparing(Value::render));
      }
      return new CollectionValue(collection.className(), id, collection.ordered(), elements);
    } else if (value instanceof MapValue map) {
      int id = next(map.id());
      List<MapValue.Entry> entries = new ArrayList<>();
      map.entries()
          .forEach(e -> entries.add(new MapValue.Entry(canonical(e.key()), canonical(e.value()))));
      if (!map.ordered()) {
        entries.sort(Comparator.comparing(e -> e.key().render()));
      }
      return new MapValue(map.className(), id, map.ordered(), entries);
    }
    return value;
  }

  private List<Value> canonicalAll(List<Value> values) {
    List<Value> result = new ArrayList<>(values.size());
    values.forEach(v -> result.add(canonical(v)));
    return result;
  }

  private int next(int originalId) {
    int id = renumbered.size() + 1;
    renumbered.put(originalId, id);
    return id;
  }
}
