package io.serialtck.adapters.kryo;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

class KryoRegisteredSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new KryoRegisteredConfiguration();
  }
}
