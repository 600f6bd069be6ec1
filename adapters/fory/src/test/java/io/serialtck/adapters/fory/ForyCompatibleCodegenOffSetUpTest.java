package io.serialtck.adapters.fory;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

/** The set-up source of the set-up variant {@code codegen-off}. */
class ForyCompatibleCodegenOffSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new ForyCompatibleConfiguration().variant("codegen-off");
  }
}
