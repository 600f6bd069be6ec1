package io.serialtck.value;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The classes a value tree is made of, as {@link Class#getName()} names them ({@code [I} for an
 * {@code int[]}), in one stated order: depth first, each class at its first occurrence, the root's
 * first; an object's fields in the order the tree lists them (its own in declaration order, then
 * its superclass's); a collection's elements in iteration order; a map's keys and values entry by
 * entry; an array's class, then its elements'. An enum constant stands for its enum; primitives,
 * null and references to a container already met stand for nothing. The worker walks a live object
 * graph in the same order.
 */
public final class ValueClasses {

  private static final Map<String, String> PRIMITIVE_CODES =
      Map.of(
          "boolean", "Z",
          "byte", "B",
          "short", "S",
          "char", "C",
          "int", "I",
          "long", "J",
          "float", "F",
          "double", "D");

  private ValueClasses() {}

  public static List<String> of(Value root) {
    Set<String> classes = new LinkedHashSet<>();
    Deque<Value> pending = new ArrayDeque<>();
    pending.push(root);
    while (!pending.isEmpty()) {
      Value value = pending.pop();
      List<Value> children = new ArrayList<>();
      if (value instanceof ScalarValue scalar) {
        if (!PRIMITIVE_CODES.containsKey(scalar.type())) {
          classes.add(scalar.type());
        }
      } else if (value instanceof EnumValue constant) {
        classes.add(constant.className());
      } else if (value instanceof OpaqueValue opaque) {
        classes.add(opaque.className());
      } else if (value instanceof ObjectValue object) {
        classes.add(object.className());
        object.fields().forEach(f -> children.add(f.value()));
      } else if (value instanceof CollectionValue collection) {
        classes.add(collection.className());
        children.addAll(collection.elements());
      } else if (value instanceof MapValue map) {
        classes.add(map.className());
        map.entries()
            .forEach(
                entry -> {
                  children.add(entry.key());
                  children.add(entry.value());
                });
      } else if (value instanceof ArrayValue array) {
        classes.add(arrayClassName(array.componentType()));
        children.addAll(array.elements());
      }
      for (int i = children.size() - 1; i >= 0; i--) {
        pending.push(children.get(i));
      }
    }
    return List.copyOf(classes);
  }

  /** {@code [I} for component {@code int}, {@code [Ljava.lang.String;} for {@code String}. */
  public static String arrayClassName(String componentType) {
    String code = PRIMITIVE_CODES.get(componentType);
    if (code != null) {
      return "[" + code;
    }
    return componentType.startsWith("[") ? "[" + componentType : "[L" + componentType + ";";
  }
}
