package io.serialtck.tck.compare;

import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.IllTypedValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.StaleStateValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Renumbers the identities of a value tree in traversal order, so that two trees of the same graph
 * are equal records whatever numbers their captures gave. Elements stay in the order they were met:
 * whether that order matters is for the comparison to say ({@link TreeComparison}).
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
      return new CollectionValue(
          collection.className(), id, collection.ordered(), canonicalAll(collection.elements()));
    } else if (value instanceof MapValue map) {
      int id = next(map.id());
      List<MapValue.Entry> entries = new ArrayList<>();
      map.entries()
          .forEach(e -> entries.add(new MapValue.Entry(canonical(e.key()), canonical(e.value()))));
      return new MapValue(map.className(), id, map.ordered(), entries);
    } else if (value instanceof IllTypedValue illTyped) {
      return new IllTypedValue(illTyped.declaredType(), canonical(illTyped.value()));
    } else if (value instanceof StaleStateValue stale) {
      return new StaleStateValue(canonical(stale.value()), stale.faithfulText());
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
