package io.serialtck.adapters.fory;

import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.spi.SetUpVariants;
import java.util.Map;
import org.apache.fory.config.CompatibleMode;

/**
 * {@code fory-compatible}: Fory in compatible mode, which writes class metadata (field names and
 * types) so that writer and reader may add or remove fields independently. Its set-up variants turn
 * reference tracking or code generation off ({@link ForyVariant}).
 */
public final class ForyCompatibleConfiguration extends ForyConfiguration
    implements SecureSettings, SetUpVariants {

  @Override
  public String id() {
    return "fory-compatible";
  }

  @Override
  public String description() {
    return setUp() + "; " + COMMON;
  }

  @Override
  String setUp() {
    return "Fory.builder() with withCompatibleMode(CompatibleMode.COMPATIBLE) (the default, set"
        + " explicitly; scoped meta share on by default)";
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
    return CompatibleMode.COMPATIBLE;
  }

  @Override
  public Map<String, String> variants() {
    return ForyVariant.VARIANTS;
  }

  @Override
  public SerializerConfiguration variant(String name) {
    return ForyVariant.of(this, name);
  }
}
