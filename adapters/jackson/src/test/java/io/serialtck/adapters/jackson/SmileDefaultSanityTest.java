package io.serialtck.adapters.jackson;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class SmileDefaultSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new SmileDefaultConfiguration();
  }
}
