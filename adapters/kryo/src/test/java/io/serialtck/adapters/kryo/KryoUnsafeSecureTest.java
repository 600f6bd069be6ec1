package io.serialtck.adapters.kryo;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SecureSettingsSanity;

class KryoUnsafeSecureTest extends SecureSettingsSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new KryoUnsafeConfiguration();
  }

  @Override
  protected Class<? extends Throwable> refusal() {
    return IllegalArgumentException.class;
  }

  @Override
  protected String refusalMessage() {
    return "Class is not registered: io.serialtck.testkit.SecureFixtures$Intruder";
  }
}
