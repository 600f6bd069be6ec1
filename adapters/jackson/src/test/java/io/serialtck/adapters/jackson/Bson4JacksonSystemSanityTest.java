package io.serialtck.adapters.jackson;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;
import java.util.Map;

class Bson4JacksonSystemSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new Bson4JacksonSystemConfiguration();
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
