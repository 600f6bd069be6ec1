package io.serialtck.evolution.mapping;

import io.serialtck.value.ObjectValue;
import java.util.Set;

/**
 * What the reader should produce, and which of its fields the evolution touched.
 *
 * @param expected the reader's object as it should come out
 * @param evolvedPaths paths of reader fields the evolution changed or added, e.g. {@code age},
 *     {@code address.zip}, {@code tags[]}; a wrong value anywhere else is corruption
 * @param converted whether some value had to change type on the way (reported as "converted")
 */
public record Expectation(ObjectValue expected, Set<String> evolvedPaths, boolean converted) {

  public Expectation {
    evolvedPaths = Set.copyOf(evolvedPaths);
  }
}
