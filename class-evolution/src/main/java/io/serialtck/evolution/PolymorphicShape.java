package io.serialtck.evolution;

import java.util.List;
import java.util.stream.Collectors;

/**
 * An interface or abstract class of a team's model, by the concrete types a value of it may be (a
 * sealed interface's permitted records, the subtypes a Jackson {@code @JsonSubTypes} names): a
 * field declared as it holds an object of one of them. It is read from a team's compiled classes,
 * or drawn by exploration's grammar, whose {@code ClassGenerator} makes it a sealed interface that
 * its subtypes (records and final classes) implement.
 *
 * @param subtypes the concrete classes, records and enums, in the order they were declared
 */
public record PolymorphicShape(String name, List<TypeShape> subtypes) implements TypeShape {

  public PolymorphicShape {
    subtypes = List.copyOf(subtypes);
    if (subtypes.isEmpty()) {
      throw new IllegalArgumentException(name + " needs at least one concrete subtype");
    }
  }

  @Override
  public PolymorphicShape withName(String newName) {
    return new PolymorphicShape(newName, subtypes);
  }

  /** The subtypes' names. */
  public List<String> subtypeNames() {
    return subtypes.stream().map(TypeShape::name).toList();
  }

  @Override
  public String render() {
    return "interface "
        + simpleName()
        + " permits "
        + subtypes.stream().map(TypeShape::simpleName).collect(Collectors.joining(", "));
  }
}
