package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

class Smile3DefaultSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new Smile3DefaultConfiguration();
  }
}
