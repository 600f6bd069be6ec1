package io.serialtck.adapters.onenio;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

class OneNioDefaultSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new OneNioDefaultConfiguration();
  }
}
