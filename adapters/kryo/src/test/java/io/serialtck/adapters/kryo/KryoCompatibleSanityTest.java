package io.serialtck.adapters.kryo;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class KryoCompatibleSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new KryoCompatibleConfiguration();
  }
}
