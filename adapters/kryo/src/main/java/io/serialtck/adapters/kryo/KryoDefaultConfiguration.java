package io.serialtck.adapters.kryo;

import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;

/** {@code kryo-default}: Kryo 5 with its default FieldSerializer. */
public final class KryoDefaultConfiguration extends KryoConfiguration implements SecureSettings {

  @Override
  public String id() {
    return "kryo-default";
  }

  @Override
  public String description() {
    return setUp() + "; " + COMMON;
  }

  @Override
  String setUp() {
    return "new Kryo() with default FieldSerializer";
  }

  @Override
  public String secureSettings() {
    return SECURE_SETTINGS;
  }

  @Override
  public SerializerConfiguration secured() {
    return new KryoSecuredConfiguration(this);
  }
}
