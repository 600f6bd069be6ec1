package io.serialtck.adapters.fory;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.testkit.BaseFixtures;
import io.serialtck.testkit.RoundTripSanity;
import org.junit.jupiter.api.Test;

class ForyRegisteredSanityTest extends RoundTripSanity {

  @Override
  protected SerializerConfiguration configuration() {
    return new ForyRegisteredConfiguration();
  }

  @Test
  void aClassNobodyRegisteredIsRejected() {
    assertThatThrownBy(() -> configuration().write(new BaseFixtures.Strings()))
        .hasMessageContaining("not registered");
  }
}
