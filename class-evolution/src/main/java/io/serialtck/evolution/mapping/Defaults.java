package io.serialtck.evolution.mapping;

import io.serialtck.evolution.TypeRef;
import io.serialtck.value.NullValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;

/** The value a field holds when nothing sets it. */
public final class Defaults {

  private Defaults() {}

  public static Value of(TypeRef type) {
    return of(type.binaryName());
  }

  /** The default of a type given by binary name: zero for primitives, null otherwise. */
  public static Value of(String typeName) {
    return switch (typeName) {
      case "boolean" -> new ScalarValue("boolean", "false");
      case "char" -> new ScalarValue("char", "\u0000");
      case "float" -> new ScalarValue("float", "0.0");
      case "double" -> new ScalarValue("double", "0.0");
      case "byte", "short", "int", "long" -> new ScalarValue(typeName, "0");
      default -> NullValue.NULL;
    };
  }

  /** Whether a value is the default of its own type. */
  public static boolean isDefault(Value value) {
    return value.equals(NullValue.NULL)
        || (value instanceof ScalarValue scalar && of(scalar.type()).equals(scalar));
  }
}
