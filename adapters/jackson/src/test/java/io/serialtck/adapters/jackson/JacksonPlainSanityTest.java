package io.serialtck.adapters.jackson;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;
import java.util.Map;

class JacksonPlainSanityTest extends RoundTripSanity {

  private static final String NO_PROPERTIES =
      "new ObjectMapper() sees neither private fields nor anything else without accessors:"
          + " InvalidDefinitionException, no serializer found";

  @Override
  protected SerializerConfiguration configuration() {
    return new JacksonPlainConfiguration();
  }

  @Override
  protected Map<String, String> knownLimits() {
    return Map.of(
        "strings", NO_PROPERTIES,
        "numbers", NO_PROPERTIES,
        "nested-object", NO_PROPERTIES,
        "collections", NO_PROPERTIES);
  }
}
