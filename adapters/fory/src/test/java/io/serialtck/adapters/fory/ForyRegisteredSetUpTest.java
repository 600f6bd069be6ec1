package io.serialtck.adapters.fory;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

class ForyRegisteredSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new ForyRegisteredConfiguration();
  }
}
