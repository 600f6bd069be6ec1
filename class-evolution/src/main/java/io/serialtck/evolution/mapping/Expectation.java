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
 * @param initialisedPaths paths of added fields expected at what the reader class's own
 *     construction gives them rather than at their type's default (a team's classes only)
 */
public record Expectation(
    ObjectValue expected,
    Set<String> evolvedPaths,
    boolean converted,
    Set<String> initialisedPaths) {

  public Expectation {
    evolvedPaths = Set.copyOf(evolvedPaths);
    initialisedPaths = Set.copyOf(initialisedPaths);
  }

  public Expectation(ObjectValue expected, Set<String> evolvedPaths, boolean converted) {
    this(expected, evolvedPaths, converted, Set.of());
  }
}
