package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;

/**
 * A Jackson 3 configuration with type information for every value ({@link Jackson3Setup#SYSTEM}),
 * whose secure settings keep the typing but allow only the reader's classes as type ids ({@link
 * Jackson3AllowListConfiguration}).
 */
abstract class Jackson3TypedConfiguration extends Jackson3Configuration implements SecureSettings {

  Jackson3TypedConfiguration(String id, Jackson3Format format) {
    super(id, format, Jackson3Setup.SYSTEM);
  }

  @Override
  public final String secureSettings() {
    return Jackson3AllowListConfiguration.VALIDATOR
        + " as the PolymorphicTypeValidator of the default typing";
  }

  @Override
  public final SerializerConfiguration secured() {
    return new Jackson3AllowListConfiguration(this);
  }
}
