package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class Jackson3Jackson2DefaultsSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new Jackson3Jackson2DefaultsConfiguration();
  }
}
