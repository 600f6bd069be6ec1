package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

class Jackson3SpringBootSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new Jackson3SpringBootConfiguration();
  }
}
