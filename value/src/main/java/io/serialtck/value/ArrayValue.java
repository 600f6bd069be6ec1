package io.serialtck.value;

import java.util.List;
import java.util.stream.Collectors;

/** An array by its component type's binary name ({@code int}, {@code java.lang.String}, ...). */
public record ArrayValue(String componentType, int id, List<Value> elements) implements Value {

  public ArrayValue {
    elements = List.copyOf(elements);
  }

  @Override
  public String render() {
    return componentType.substring(componentType.lastIndexOf('.') + 1)
        + elements.stream().map(Value::render).collect(Collectors.joining(", ", "[", "]"));
  }
}
