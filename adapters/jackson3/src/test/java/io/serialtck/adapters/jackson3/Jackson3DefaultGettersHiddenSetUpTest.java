package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

/** The set-up source of the set-up variant {@code getters-hidden}. */
class Jackson3DefaultGettersHiddenSetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new Jackson3DefaultConfiguration().variant("getters-hidden");
  }
}
