package io.serialtck.adapters.kryo;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.RoundTripSanity;

class KryoUnsafeSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new KryoUnsafeConfiguration();
  }
}
