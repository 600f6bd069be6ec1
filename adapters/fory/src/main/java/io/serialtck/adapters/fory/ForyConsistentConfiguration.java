package io.serialtck.adapters.fory;

import org.apache.fory.config.CompatibleMode;

/**
 * {@code fory-consistent}: Fory in schema-consistent mode, where writer and reader must have the
 * same class schema.
 */
public final class ForyConsistentConfiguration extends ForyConfiguration {

  @Override
  public String id() {
    return "fory-consistent";
  }

  @Override
  public String description() {
    return "Fory.builder() with withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT) (not the"
        + " default); "
        + COMMON;
  }

  @Override
  CompatibleMode compatibleMode() {
    return CompatibleMode.SCHEMA_CONSISTENT;
  }
}
