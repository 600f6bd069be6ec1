package io.serialtck.tck.release;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The field and enum constant renames a team declares between two releases: {@code
 * com.example.LineItem.sku=productCode} says that {@code LineItem}'s field {@code sku} of the
 * earlier release is its field {@code productCode} of the later one, {@code
 * com.example.ServiceLevel.ECONOMY=SAVER} that the constant {@code ECONOMY} is {@code SAVER}. A
 * declared rename is judged as the matrix judges {@code field-renamed}: the value written must
 * arrive under the new name.
 */
public final class Renames {

  /** No renames declared. */
  public static final Renames NONE = new Renames(Map.of());

  private final Map<String, String> byOldField;

  private Renames(Map<String, String> byOldField) {
    this.byOldField = Map.copyOf(byOldField);
  }

  /**
   * Parses declarations {@code class.oldField=newField}.
   *
   * @throws IllegalArgumentException naming a declaration that is not of that form
   */
  public static Renames parse(List<String> declarations) {
    Map<String, String> renames = new LinkedHashMap<>();
    for (String declaration : declarations) {
      int equals = declaration.indexOf('=');
      int dot = equals < 0 ? -1 : declaration.lastIndexOf('.', equals);
      String newName = equals < 0 ? "" : declaration.substring(equals + 1).strip();
      if (dot <= 0 || dot == equals - 1 || newName.isEmpty() || newName.contains(".")) {
        throw new IllegalArgumentException(
            "rename '"
                + declaration
                + "' is not of the form com.example.Class.oldField=newField (or"
                + " com.example.Enum.OLD=NEW)");
      }
      renames.put(declaration.substring(0, equals).strip(), newName);
    }
    return new Renames(renames);
  }

  /**
   * The new name of field (or constant) {@code field} of {@code className}, or null when none is
   * declared.
   */
  String newName(String className, String field) {
    return byOldField.get(className + "." + field);
  }

  /** Every declaration, {@code class.oldField} to the new field's name. */
  public Map<String, String> declared() {
    return byOldField;
  }

  public boolean isEmpty() {
    return byOldField.isEmpty();
  }
}
