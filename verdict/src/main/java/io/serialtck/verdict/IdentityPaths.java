package io.serialtck.verdict;

import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.IllTypedValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import java.util.HashMap;
import java.util.Map;

/**
 * Where each container of a tree first occurs, by identity number, so that a {@link
 * io.serialtck.value.RefValue} can be compared by the place of the object it points to, and
 * resolved to that object.
 */
final class IdentityPaths {

  private final Map<Integer, String> paths = new HashMap<>();
  private final Map<Integer, Value> nodes = new HashMap<>();

  private IdentityPaths() {}

  static IdentityPaths of(Value root) {
    IdentityPaths found = new IdentityPaths();
    found.visit("", root);
    return found;
  }

  /** The path of the container with this identity number, or null. */
  String path(int id) {
    return paths.get(id);
  }

  /** The container with this identity number, or null. */
  Value node(int id) {
    return nodes.get(id);
  }

  private void visit(String path, Value value) {
    if (value instanceof ObjectValue object) {
      register(object.id(), path, value);
      object.fields().forEach(f -> visit(Paths.field(path, f.name()), f.value()));
    } else if (value instanceof CollectionValue collection) {
      register(collection.id(), path, value);
      for (int i = 0; i < collection.elements().size(); i++) {
        visit(Paths.index(path, i), collection.elements().get(i));
      }
    } else if (value instanceof ArrayValue array) {
      register(array.id(), path, value);
      for (int i = 0; i < array.elements().size(); i++) {
        visit(Paths.index(path, i), array.elements().get(i));
      }
    } else if (value instanceof MapValue map) {
      register(map.id(), path, value);
      map.entries().forEach(e -> visit(Paths.key(path, e.key()), e.value()));
    } else if (value instanceof IllTypedValue illTyped) {
      visit(path, illTyped.value());
    }
  }

  private void register(int id, String path, Value node) {
    paths.putIfAbsent(id, path);
    nodes.putIfAbsent(id, node);
  }
}
