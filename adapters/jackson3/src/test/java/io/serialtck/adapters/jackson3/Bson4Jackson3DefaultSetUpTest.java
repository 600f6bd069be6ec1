package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

class Bson4Jackson3DefaultSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new Bson4Jackson3DefaultConfiguration();
  }
}
