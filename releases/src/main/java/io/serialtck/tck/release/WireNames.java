package io.serialtck.tck.release;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a team's classes declare about their wire form beside their fields, read from the compiled
 * classes: Jackson's naming annotations on a field, its accessors or its record component, and Java
 * serialization's {@code serialPersistentFields} and hooks.
 *
 * @param classes per class name, what it declares; a class that declares nothing has no entry
 */
public record WireNames(Map<String, ClassWire> classes) {

  /** Nothing declared. */
  public static final WireNames NONE = new WireNames(Map.of());

  public WireNames {
    classes = Map.copyOf(classes);
  }

  /**
   * What one class declares.
   *
   * @param fields per field name, what Jackson's annotations say of it
   * @param serialPersistentFields the fields Java serialization writes, when the class declares
   *     {@code serialPersistentFields}
   * @param javaHooks the serialization methods it declares ({@code writeReplace}, {@code
   *     readResolve}, {@code writeObject}, {@code readObject}): Java serialization writes and reads
   *     what they make of it
   */
  public record ClassWire(
      Map<String, FieldWire> fields,
      Optional<Set<String>> serialPersistentFields,
      List<String> javaHooks) {

    public ClassWire {
      fields = Map.copyOf(fields);
      serialPersistentFields = serialPersistentFields.map(Set::copyOf);
      javaHooks = List.copyOf(javaHooks);
    }

    boolean isEmpty() {
      return fields.isEmpty() && serialPersistentFields.isEmpty() && javaHooks.isEmpty();
    }
  }

  /**
   * What Jackson's annotations say of one field.
   *
   * @param jsonName the name {@code @JsonProperty} gives it, when it gives one
   * @param jsonAliases the other names {@code @JsonAlias} lets a reader accept
   * @param jsonIgnored {@code @JsonIgnore}: Jackson neither writes nor reads it
   */
  public record FieldWire(
      Optional<String> jsonName, List<String> jsonAliases, boolean jsonIgnored) {

    public FieldWire {
      jsonAliases = List.copyOf(jsonAliases);
    }

    boolean isEmpty() {
      return jsonName.isEmpty() && jsonAliases.isEmpty() && !jsonIgnored;
    }
  }

  /** What a class declares, or nothing. */
  public Optional<ClassWire> of(String className) {
    return Optional.ofNullable(classes.get(className));
  }

  /** What a field declares, or nothing. */
  public Optional<FieldWire> field(String className, String field) {
    return of(className).map(c -> c.fields().get(field));
  }
}
