package io.serialtck.adapters.jackson;

import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SecureSettingsSanity;

class JacksonSystemSecureTest extends SecureSettingsSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new JacksonSystemConfiguration();
  }

  @Override
  protected Class<? extends Throwable> refusal() {
    return InvalidTypeIdException.class;
  }

  @Override
  protected String refusalMessage() {
    return "Could not resolve type id 'io.serialtck.testkit.SecureFixtures$Intruder'";
  }
}
