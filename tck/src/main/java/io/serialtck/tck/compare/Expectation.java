package io.serialtck.tck.compare;

import io.serialtck.value.ObjectValue;
import java.util.Set;

/**
 * What the reader should produce, and which of its fields the evolution touched.
 *
 * @param expected the reader's object as it should come out
 * @param evolvedFields reader fields the evolution changed or added; a wrong value elsewhere is
 *     corruption
 * @param converted whether some value had to change type on the way (reported as "converted")
 */
public record Expectation(ObjectValue expected, Set<String> evolvedFields, boolean converted) {

  public Expectation {
    evolvedFields = Set.copyOf(evolvedFields);
  }
}
