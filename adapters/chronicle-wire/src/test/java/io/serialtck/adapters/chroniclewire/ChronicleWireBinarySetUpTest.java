package io.serialtck.adapters.chroniclewire;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

class ChronicleWireBinarySetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new ChronicleWireBinaryConfiguration();
  }
}
