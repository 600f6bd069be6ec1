package io.serialtck.adapters.fory;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.SecureSettingsSanity;
import org.apache.fory.exception.InsecureException;

class ForyConsistentSecureTest extends SecureSettingsSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new ForyConsistentConfiguration();
  }

  @Override
  protected Class<? extends Throwable> refusal() {
    return InsecureException.class;
  }

  @Override
  protected String refusalMessage() {
    return "Class io.serialtck.testkit.SecureFixtures$Intruder is not registered";
  }
}
