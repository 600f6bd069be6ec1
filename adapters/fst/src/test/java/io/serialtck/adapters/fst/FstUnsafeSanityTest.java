package io.serialtck.adapters.fst;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class FstUnsafeSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new FstUnsafeConfiguration();
  }
}
