package io.serialtck.adapters.mongodb;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

/** The set-up source of the set-up variant {@code default-registry}. */
class MongoBsonPojoDefaultRegistrySetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new MongoBsonPojoConfiguration().variant("default-registry");
  }
}
