package io.serialtck.adapters.kryo;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

/** The set-up source of the set-up variant {@code references-off}. */
class KryoDefaultReferencesOffSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new KryoDefaultConfiguration().variant("references-off");
  }
}
