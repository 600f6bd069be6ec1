package io.serialtck.adapters.javastd;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class JavaStandardSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new JavaStandardConfiguration();
  }
}
