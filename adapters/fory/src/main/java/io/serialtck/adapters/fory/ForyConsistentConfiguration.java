package io.serialtck.adapters.fory;

import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;
import org.apache.fory.config.CompatibleMode;

/**
 * {@code fory-consistent}: Fory in schema-consistent mode, where writer and reader must have the
 * same class schema.
 */
public final class ForyConsistentConfiguration extends ForyConfiguration implements SecureSettings {

  @Override
  public String id() {
    return "fory-consistent";
  }

  @Override
  public String description() {
    return setUp() + "; " + COMMON;
  }

  @Override
  String setUp() {
    return "Fory.builder() with withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT) (not the"
        + " default)";
  }

  @Override
  public String secureSettings() {
    return SECURE_SETTINGS;
  }

  @Override
  public SerializerConfiguration secured() {
    return new ForySecuredConfiguration(this);
  }

  @Override
  CompatibleMode compatibleMode() {
    return CompatibleMode.SCHEMA_CONSISTENT;
  }
}
