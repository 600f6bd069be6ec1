package io.serialtck.adapters.chroniclewire;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class ChronicleWireTextSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new ChronicleWireTextConfiguration();
  }
}
