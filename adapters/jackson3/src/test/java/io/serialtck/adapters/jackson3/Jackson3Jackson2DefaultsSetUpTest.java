package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

class Jackson3Jackson2DefaultsSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new Jackson3Jackson2DefaultsConfiguration();
  }
}
