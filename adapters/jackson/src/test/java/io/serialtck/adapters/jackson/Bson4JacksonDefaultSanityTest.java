package io.serialtck.adapters.jackson;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;
import java.util.Map;

class Bson4JacksonDefaultSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new Bson4JacksonDefaultConfiguration();
  }

  @Override
  protected Map<String, String> knownLimits() {
    return Map.of(
        "numbers",
        BsonLimits.BIG_DECIMAL_AS_DOUBLE,
        "bean:numbers",
        BsonLimits.BIG_DECIMAL_AS_DOUBLE);
  }
}
