package io.serialtck.evolution;

import java.util.List;

/** An enum and its constants in declaration order. */
public record EnumShape(String name, List<String> constants) implements TypeShape {

  public EnumShape {
    constants = List.copyOf(constants);
    if (constants.isEmpty() || constants.stream().distinct().count() != constants.size()) {
      throw new IllegalArgumentException(
          "enum " + name + " needs distinct constants: " + constants);
    }
  }

  @Override
  public EnumShape withName(String newName) {
    return new EnumShape(newName, constants);
  }

  public EnumShape withConstants(List<String> newConstants) {
    return new EnumShape(name, newConstants);
  }

  @Override
  public String render() {
    return "enum " + simpleName() + " { " + String.join(", ", constants) + " }";
  }
}
