package io.serialtck.adapters.fury;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

class FuryCompatibleSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new FuryCompatibleConfiguration();
  }
}
