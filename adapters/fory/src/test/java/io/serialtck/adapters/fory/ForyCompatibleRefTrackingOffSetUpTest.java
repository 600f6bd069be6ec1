package io.serialtck.adapters.fory;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

/** The set-up source of the set-up variant {@code ref-tracking-off}. */
class ForyCompatibleRefTrackingOffSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new ForyCompatibleConfiguration().variant("ref-tracking-off");
  }
}
