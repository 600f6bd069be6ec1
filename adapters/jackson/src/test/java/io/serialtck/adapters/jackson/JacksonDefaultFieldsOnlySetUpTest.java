package io.serialtck.adapters.jackson;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SetUpSourceSanity;

/** The set-up source of the set-up variant {@code fields-only}. */
class JacksonDefaultFieldsOnlySetUpTest extends SetUpSourceSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new JacksonDefaultConfiguration().variant("fields-only");
  }
}
