package io.serialtck.adapters.fory;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class ForyCompatibleSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new ForyCompatibleConfiguration();
  }
}
