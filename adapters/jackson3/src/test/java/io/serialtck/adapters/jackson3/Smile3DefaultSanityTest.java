package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class Smile3DefaultSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new Smile3DefaultConfiguration();
  }
}
