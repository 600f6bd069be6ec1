package io.serialtck.adapters.fury;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class FuryCompatibleSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new FuryCompatibleConfiguration();
  }
}
