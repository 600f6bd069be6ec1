package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.KnownLimit;
import io.serialtck.testkit.RoundTripSanity;
import java.util.List;

class Bson4Jackson3DefaultSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new Bson4Jackson3DefaultConfiguration();
  }

  @Override
  protected List<KnownLimit> knownLimits() {
    return BsonLimits.bigDecimalAsDouble();
  }
}
