package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.KnownLimit;
import io.serialtck.testkit.RoundTripSanity;
import java.util.List;

class Jackson3PlainSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new Jackson3PlainConfiguration();
  }

  @Override
  protected List<KnownLimit> knownLimits() {
    return PlainLimits.emptyObjects();
  }
}
