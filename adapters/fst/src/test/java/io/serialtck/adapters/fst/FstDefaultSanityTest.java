package io.serialtck.adapters.fst;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class FstDefaultSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new FstDefaultConfiguration();
  }
}
