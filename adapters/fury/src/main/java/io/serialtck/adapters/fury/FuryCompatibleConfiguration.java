package io.serialtck.adapters.fury;

import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;
import org.apache.fury.config.CompatibleMode;

/**
 * {@code fury-compatible}: Fury 0.10 in compatible mode, which writes class metadata (field names
 * and types) so that writer and reader may add or remove fields independently; the set-up of the
 * fory adapter's {@code fory-compatible}, in Fury. Unlike Fory 1.x, Fury's default mode is
 * schema-consistent, so compatible mode is a setting here.
 */
public final class FuryCompatibleConfiguration extends FuryConfiguration implements SecureSettings {

  @Override
  public String id() {
    return "fury-compatible";
  }

  @Override
  public String description() {
    return setUp() + "; " + COMMON;
  }

  @Override
  String setUp() {
    return "Fury.builder() with withCompatibleMode(CompatibleMode.COMPATIBLE) (not the default,"
        + " which is SCHEMA_CONSISTENT in Fury; scoped meta share on by default in compatible"
        + " mode)";
  }

  @Override
  public String secureSettings() {
    return SECURE_SETTINGS;
  }

  @Override
  public SerializerConfiguration secured() {
    return new FurySecuredConfiguration(this);
  }

  @Override
  CompatibleMode compatibleMode() {
    return CompatibleMode.COMPATIBLE;
  }
}
