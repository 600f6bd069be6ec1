package io.serialtck.adapters.jackson;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class JacksonSystemSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new JacksonSystemConfiguration();
  }
}
