package io.serialtck.value;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A {@link java.util.Collection} by its concrete class and elements in iteration order.
 *
 * @param ordered whether the iteration order is part of the value (lists, linked and sorted sets);
 *     for other sets the order is an accident of hashing and comparison ignores it
 */
public record CollectionValue(String className, int id, boolean ordered, List<Value> elements)
    implements Value {

  public CollectionValue {
    elements = List.copyOf(elements);
  }

  @Override
  public String render() {
    return className.substring(className.lastIndexOf('.') + 1)
        + elements.stream().map(Value::render).collect(Collectors.joining(", ", "[", "]"));
  }
}
