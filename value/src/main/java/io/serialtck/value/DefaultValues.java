package io.serialtck.value;

/** The value a field holds when nothing sets it: zero for a primitive, null for anything else. */
public final class DefaultValues {

  private DefaultValues() {}

  /** The default of a type given by binary name ({@code int}, {@code java.lang.String}). */
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
