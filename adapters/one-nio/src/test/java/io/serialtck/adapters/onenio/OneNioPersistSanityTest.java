package io.serialtck.adapters.onenio;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class OneNioPersistSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new OneNioPersistConfiguration();
  }
}
