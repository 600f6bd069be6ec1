package io.serialtck.adapters.jackson;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

class JacksonSpringBootSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new JacksonSpringBootConfiguration();
  }
}
