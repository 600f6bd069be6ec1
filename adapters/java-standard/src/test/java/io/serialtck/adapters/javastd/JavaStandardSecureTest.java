package io.serialtck.adapters.javastd;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SecureSettingsSanity;
import java.io.InvalidClassException;

class JavaStandardSecureTest extends SecureSettingsSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new JavaStandardConfiguration();
  }

  @Override
  protected Class<? extends Throwable> refusal() {
    return InvalidClassException.class;
  }

  @Override
  protected String refusalMessage() {
    return "filter status: REJECTED";
  }
}
