package io.serialtck.adapters.jackson3;

import io.serialtck.testkit.KnownLimit;
import io.serialtck.testkit.RoundTripMismatch;
import java.util.List;
import java.util.stream.Stream;

/**
 * Documented limits of a Jackson 3 mapper whose visibility is Jackson's own (the plain and Spring
 * Boot set-ups), shared by their tests.
 */
final class PlainLimits {

  /**
   * Why a class with private fields and no accessors does not survive, and why it is not refused as
   * Jackson 2 refuses it: Jackson 3 sees no property, and writes the object as {@code {}} because
   * {@code SerializationFeature.FAIL_ON_EMPTY_BEANS} is off by default (on in Jackson 2). The
   * reader makes the object with its constructor, so a fixture whose values are its fields'
   * initialisers (strings, numbers, collections) reads back equal; a {@code Person} set after
   * construction reads back empty.
   */
  private static final String EMPTY_OBJECT =
      "Jackson 3 sees no private field without accessors and, SerializationFeature"
          + ".FAIL_ON_EMPTY_BEANS being off by default (on in Jackson 2), writes the object as {}"
          + " instead of refusing it: what the reader's constructor gives is what arrives, so the"
          + " Person's name and address are null";

  private PlainLimits() {}

  /** The fixtures whose values are set after construction, which read back empty. */
  static List<KnownLimit> emptyObjects() {
    return Stream.of("nested-object", "reuse:nested-object")
        .map(
            fixture ->
                KnownLimit.of(fixture, RoundTripMismatch.class, EMPTY_OBJECT)
                    .withMessage("expected value: \"Ada Lovelace\""))
        .toList();
  }
}
