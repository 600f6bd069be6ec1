package io.serialtck.adapters.kryo;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.BaseFixtures;
import io.serialtck.testkit.RoundTripSanity;
import org.junit.jupiter.api.Test;

class KryoRegisteredSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new KryoRegisteredConfiguration();
  }

  @Test
  void aClassNobodyRegisteredIsRejected() {
    assertThatThrownBy(() -> configuration().write(new BaseFixtures.Strings()))
        .hasMessageContaining("Class is not registered");
  }
}
