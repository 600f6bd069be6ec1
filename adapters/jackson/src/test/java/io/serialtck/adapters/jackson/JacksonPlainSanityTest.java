package io.serialtck.adapters.jackson;

import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.KnownLimit;
import io.serialtck.testkit.RoundTripSanity;
import java.util.List;
import java.util.stream.Stream;

class JacksonPlainSanityTest extends RoundTripSanity {

  private static final String NO_PROPERTIES =
      "new ObjectMapper() sees neither private fields nor anything else without accessors";

  @Override
  protected SerializerConfiguration configuration() {
    return new JacksonPlainConfiguration();
  }

  @Override
  protected List<KnownLimit> knownLimits() {
    return Stream.of("strings", "numbers", "nested-object", "collections", "reuse:nested-object")
        .map(
            fixture ->
                KnownLimit.of(fixture, InvalidDefinitionException.class, NO_PROPERTIES)
                    .withMessage("No serializer found for class"))
        .toList();
  }
}
