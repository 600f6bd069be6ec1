package io.serialtck.evolution;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An enum and its constants in declaration order.
 *
 * @param labels what each constant's {@code toString()} returns, in the constants' order (a label
 *     may be null, and two constants may share one); empty when the enum keeps {@code Enum}'s own
 *     {@code toString()}, which returns the name
 */
public record EnumShape(String name, List<String> constants, List<String> labels)
    implements TypeShape {

  public EnumShape {
    constants = List.copyOf(constants);
    labels = Collections.unmodifiableList(new ArrayList<>(labels));
    if (constants.isEmpty() || constants.stream().distinct().count() != constants.size()) {
      throw new IllegalArgumentException(
          "enum " + name + " needs distinct constants: " + constants);
    }
    if (!labels.isEmpty() && labels.size() != constants.size()) {
      throw new IllegalArgumentException(
          "enum " + name + " needs a label per constant or none: " + labels);
    }
  }

  /** An enum whose constants print their names. */
  public EnumShape(String name, List<String> constants) {
    this(name, constants, List.of());
  }

  /** Whether its {@code toString()} is its own. */
  public boolean hasLabels() {
    return !labels.isEmpty();
  }

  @Override
  public EnumShape withName(String newName) {
    return new EnumShape(newName, constants, labels);
  }

  /** The same enum with other constants, which print their names. */
  public EnumShape withConstants(List<String> newConstants) {
    return new EnumShape(name, newConstants);
  }

  @Override
  public String render() {
    if (!hasLabels()) {
      return "enum " + simpleName() + " { " + String.join(", ", constants) + " }";
    }
    List<String> declared = new ArrayList<>();
    for (int i = 0; i < constants.size(); i++) {
      declared.add(constants.get(i) + "(" + quoted(labels.get(i)) + ")");
    }
    return "enum "
        + simpleName()
        + " { "
        + declared.stream().collect(Collectors.joining(", "))
        + "; toString() returns the label }";
  }

  private static String quoted(String label) {
    return label == null ? "null" : '"' + label + '"';
  }
}
