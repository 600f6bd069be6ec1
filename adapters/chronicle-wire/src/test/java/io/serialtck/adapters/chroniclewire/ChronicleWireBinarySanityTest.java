package io.serialtck.adapters.chroniclewire;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class ChronicleWireBinarySanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new ChronicleWireBinaryConfiguration();
  }
}
