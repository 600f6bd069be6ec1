package io.serialtck.value;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A {@link java.util.Map} by its concrete class and entries in iteration order.
 *
 * @param ordered whether the iteration order is part of the value (linked and sorted maps)
 */
public record MapValue(String className, int id, boolean ordered, List<Entry> entries)
    implements Value {

  public MapValue {
    entries = List.copyOf(entries);
  }

  /** One key and its value. */
  public record Entry(Value key, Value value) implements java.io.Serializable {}

  @Override
  public String render() {
    return className.substring(className.lastIndexOf('.') + 1)
        + entries.stream()
            .map(e -> e.key().render() + "=" + e.value().render())
            .collect(Collectors.joining(", ", "{", "}"));
  }
}
