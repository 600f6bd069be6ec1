package io.serialtck.adapters.jackson;

import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.KnownLimit;
import io.serialtck.testkit.RoundTripSanity;
import java.util.List;
import java.util.stream.Stream;

class JacksonSpringBootSanityTest extends RoundTripSanity {

  private static final String NO_PROPERTIES =
      "Spring Boot 3's ObjectMapper keeps Jackson's visibility: it sees neither private fields nor"
          + " anything else without accessors";

  @Override
  protected SerializerConfiguration configuration() {
    return new JacksonSpringBootConfiguration();
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
