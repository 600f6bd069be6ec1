package io.serialtck.adapters.chroniclewire;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

class ChronicleWireTextSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new ChronicleWireTextConfiguration();
  }
}
