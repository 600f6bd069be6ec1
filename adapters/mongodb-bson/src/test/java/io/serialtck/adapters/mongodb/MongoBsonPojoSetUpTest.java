package io.serialtck.adapters.mongodb;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

class MongoBsonPojoSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new MongoBsonPojoConfiguration();
  }
}
