package io.serialtck.value;

import java.util.List;

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

  /** Rendered in a loop rather than a stream: a frame a level, for lists nested deep. */
  @Override
  public String render() {
    StringBuilder text =
        new StringBuilder(className.substring(className.lastIndexOf('.') + 1)).append('[');
    for (int i = 0; i < elements.size(); i++) {
      if (i > 0) {
        text.append(", ");
      }
      text.append(elements.get(i).render());
    }
    return text.append(']').toString();
  }
}
