package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SecureSettingsSanity;
import tools.jackson.databind.exc.InvalidTypeIdException;

class Jackson3SystemSecureTest extends SecureSettingsSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new Jackson3SystemConfiguration();
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
