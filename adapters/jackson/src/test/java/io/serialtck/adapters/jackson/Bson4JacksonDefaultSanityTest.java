package io.serialtck.adapters.jackson;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.KnownLimit;
import io.serialtck.testkit.RoundTripSanity;
import java.util.List;

class Bson4JacksonDefaultSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new Bson4JacksonDefaultConfiguration();
  }

  @Override
  protected List<KnownLimit> knownLimits() {
    return BsonLimits.bigDecimalAsDouble();
  }
}
