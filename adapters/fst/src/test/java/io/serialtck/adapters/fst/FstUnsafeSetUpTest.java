package io.serialtck.adapters.fst;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

class FstUnsafeSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new FstUnsafeConfiguration();
  }
}
