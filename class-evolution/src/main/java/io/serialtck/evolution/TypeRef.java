package io.serialtck.evolution;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A field's declared type: a primitive or class by binary name, with generic arguments where it has
 * some ({@code java.util.List<java.lang.String>}).
 */
public record TypeRef(String rawName, List<TypeRef> arguments) {

  public TypeRef {
    arguments = List.copyOf(arguments);
  }

  public static TypeRef of(Class<?> type) {
    return new TypeRef(type.getName(), List.of());
  }

  public static TypeRef generic(Class<?> raw, Class<?>... arguments) {
    return new TypeRef(raw.getName(), Arrays.stream(arguments).map(TypeRef::of).toList());
  }

  public boolean isPrimitive() {
    return switch (rawName) {
      case "boolean", "byte", "short", "char", "int", "long", "float", "double" -> true;
      default -> false;
    };
  }

  /** Java source spelling, e.g. {@code List<String>}. */
  public String render() {
    String simple = rawName.substring(rawName.lastIndexOf('.') + 1);
    return arguments.isEmpty()
        ? simple
        : simple
            + arguments.stream().map(TypeRef::render).collect(Collectors.joining(", ", "<", ">"));
  }
}
