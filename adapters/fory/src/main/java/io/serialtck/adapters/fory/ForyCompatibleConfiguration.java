package io.serialtck.adapters.fory;

import org.apache.fory.config.CompatibleMode;

/**
 * {@code fory-compatible}: Fory in compatible mode, which writes class metadata (field names and
 * types) so that writer and reader may add or remove fields independently.
 */
public final class ForyCompatibleConfiguration extends ForyConfiguration {

  @Override
  public String id() {
    return "fory-compatible";
  }

  @Override
  public String description() {
    return "Fory.builder() with withCompatibleMode(CompatibleMode.COMPATIBLE) (the default, set"
        + " explicitly; scoped meta share on by default); "
        + COMMON;
  }

  @Override
  CompatibleMode compatibleMode() {
    return CompatibleMode.COMPATIBLE;
  }
}
