package io.serialtck.value;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * An object by its fields, in declaration order from the class itself up through its superclasses.
 * A field a subclass shadows is named {@code SuperclassSimpleName.field}.
 */
public record ObjectValue(String className, int id, List<Field> fields) implements Value {

  public ObjectValue {
    fields = List.copyOf(fields);
  }

  /** One field's name and value. */
  public record Field(String name, Value value) implements java.io.Serializable {}

  public Optional<Value> field(String name) {
    return fields.stream().filter(f -> f.name().equals(name)).map(Field::value).findFirst();
  }

  @Override
  public String render() {
    return className.substring(className.lastIndexOf('.') + 1)
        + fields.stream()
            .map(f -> f.name() + "=" + f.value().render())
            .collect(Collectors.joining(", ", "{", "}"));
  }
}
