package io.serialtck.adapters.jackson;

import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;

/**
 * A Jackson configuration with default typing for every value ({@link MapperSetup#SYSTEM}), whose
 * secure settings keep the typing but allow only the reader's classes as type ids ({@link
 * JacksonAllowListConfiguration}).
 */
abstract class JacksonTypedConfiguration extends JacksonConfiguration implements SecureSettings {

  JacksonTypedConfiguration(String id, JacksonFormat format) {
    super(id, format, MapperSetup.SYSTEM);
  }

  @Override
  public final String secureSettings() {
    return JacksonAllowListConfiguration.VALIDATOR
        + " as activateDefaultTyping's PolymorphicTypeValidator";
  }

  @Override
  public final SerializerConfiguration secured() {
    return new JacksonAllowListConfiguration(this);
  }
}
