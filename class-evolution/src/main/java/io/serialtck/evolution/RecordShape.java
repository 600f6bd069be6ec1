package io.serialtck.evolution;

import java.util.List;
import java.util.stream.Collectors;

/** A record and its components; records are always {@link java.io.Serializable} here. */
public record RecordShape(String name, List<FieldShape> components) implements TypeShape {

  public RecordShape {
    components = List.copyOf(components);
  }

  @Override
  public RecordShape withName(String newName) {
    return new RecordShape(newName, components);
  }

  @Override
  public String render() {
    return "record "
        + simpleName()
        + components.stream()
            .map(c -> c.type().render() + " " + c.name())
            .collect(Collectors.joining(", ", "(", ")"))
        + " implements Serializable {}";
  }
}
