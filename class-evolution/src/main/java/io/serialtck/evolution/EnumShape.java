package io.serialtck.evolution;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * An enum and its constants in declaration order.
 *
 * @param labels what each constant's {@code toString()} returns, in the constants' order (a label
 *     may be null, and two constants may share one); empty when the enum keeps {@code Enum}'s own
 *     {@code toString()}, which returns the name
 * @param bodies the constants declared with a class body of their own ({@code C0 { ... }}), each an
 *     instance of a synthetic subclass of the enum ({@code Enum2$1}) whose {@code getClass()} is
 *     not the enum; the body overrides {@code toString()}. Empty for an enum without bodies
 * @param fields the enum's private final instance fields, each set through the enum's constructor
 *     from a value per constant ({@code C0("x", 3)}); empty for an enum without fields
 */
public record EnumShape(
    String name,
    List<String> constants,
    List<String> labels,
    Map<String, Body> bodies,
    List<Field> fields)
    implements TypeShape {

  /**
   * A constant's class body: it overrides {@code toString()} to return {@code label}.
   *
   * @param label what the constant prints, possibly null
   */
  public record Body(String label) {}

  /** The types an enum's instance field may have. */
  public static final Set<Class<?>> FIELD_TYPES = Set.of(String.class, int.class);

  /**
   * A private final instance field of the enum.
   *
   * @param type {@code String} or {@code int}
   * @param values each constant's value, in the constants' order (a String may be null)
   */
  public record Field(String name, Class<?> type, List<Object> values) {

    public Field {
      values = Collections.unmodifiableList(new ArrayList<>(values));
      if (!FIELD_TYPES.contains(type)) {
        throw new IllegalArgumentException("an enum field is a String or an int: " + type);
      }
      for (Object value : values) {
        if (type == int.class
            ? !(value instanceof Integer)
            : !(value == null || value instanceof String)) {
          throw new IllegalArgumentException("field " + name + " of " + type + " holds " + value);
        }
      }
    }
  }

  public EnumShape {
    constants = List.copyOf(constants);
    labels = Collections.unmodifiableList(new ArrayList<>(labels));
    bodies = Collections.unmodifiableMap(new LinkedHashMap<>(bodies));
    fields = List.copyOf(fields);
    if (constants.isEmpty() || constants.stream().distinct().count() != constants.size()) {
      throw new IllegalArgumentException(
          "enum " + name + " needs distinct constants: " + constants);
    }
    if (!labels.isEmpty() && labels.size() != constants.size()) {
      throw new IllegalArgumentException(
          "enum " + name + " needs a label per constant or none: " + labels);
    }
    if (!constants.containsAll(bodies.keySet())) {
      throw new IllegalArgumentException(
          "enum " + name + " has bodies for constants it does not declare: " + bodies.keySet());
    }
    for (Field field : fields) {
      if (field.values().size() != constants.size()) {
        throw new IllegalArgumentException(
            "enum " + name + " needs a value of field " + field.name() + " per constant");
      }
    }
  }

  /** An enum whose constants print their names. */
  public EnumShape(String name, List<String> constants) {
    this(name, constants, List.of());
  }

  /** An enum without constant bodies or instance fields. */
  public EnumShape(String name, List<String> constants, List<String> labels) {
    this(name, constants, labels, Map.of(), List.of());
  }

  /** Whether its {@code toString()} is its own. */
  public boolean hasLabels() {
    return !labels.isEmpty();
  }

  /** Whether some constant has a class body (and so a class that is not the enum). */
  public boolean hasBodies() {
    return !bodies.isEmpty();
  }

  /** Whether the enum has instance fields. */
  public boolean hasFields() {
    return !fields.isEmpty();
  }

  /**
   * The name of the class of the constant's body ({@code Enum2$1}, numbered from 1 in the
   * constants' order as javac numbers them), or null for a constant without a body.
   */
  public String bodyClassName(String constant) {
    int number = 0;
    for (String each : constants) {
      if (bodies.containsKey(each)) {
        number++;
        if (each.equals(constant)) {
          return name + "$" + number;
        }
      }
    }
    return null;
  }

  @Override
  public EnumShape withName(String newName) {
    return new EnumShape(newName, constants, labels, bodies, fields);
  }

  /** The same enum with other constants, which print their names. */
  public EnumShape withConstants(List<String> newConstants) {
    return new EnumShape(name, newConstants);
  }

  @Override
  public String render() {
    if (!hasLabels() && !hasBodies() && !hasFields()) {
      return "enum " + simpleName() + " { " + String.join(", ", constants) + " }";
    }
    List<String> declared = new ArrayList<>();
    for (int i = 0; i < constants.size(); i++) {
      String constant = constants.get(i);
      List<String> arguments = new ArrayList<>();
      if (hasLabels()) {
        arguments.add(quoted(labels.get(i)));
      }
      for (Field field : fields) {
        Object value = field.values().get(i);
        arguments.add(value instanceof String text ? quoted(text) : String.valueOf(value));
      }
      String text =
          arguments.isEmpty() ? constant : constant + "(" + String.join(", ", arguments) + ")";
      Body body = bodies.get(constant);
      if (body != null) {
        text += " { toString() returns " + quoted(body.label()) + " }";
      }
      declared.add(text);
    }
    List<String> members = new ArrayList<>();
    if (hasLabels()) {
      members.add("toString() returns the label");
    }
    if (hasFields()) {
      members.add(
          fields.stream()
                  .map(f -> "private final " + f.type().getSimpleName() + " " + f.name())
                  .collect(Collectors.joining(", "))
              + " set by the constructor");
    }
    return "enum "
        + simpleName()
        + " { "
        + String.join(", ", declared)
        + (members.isEmpty() ? "" : "; " + String.join("; ", members))
        + " }";
  }

  private static String quoted(String label) {
    return label == null ? "null" : '"' + label + '"';
  }
}
