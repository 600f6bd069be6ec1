package io.serialtck.adapters.jackson3;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.spi.SetUpVariants;
import java.util.Map;

/**
 * {@code jackson3-default}: Jackson 3 JSON with its defaults and fields visible, the twin of {@code
 * jackson-default}, with the same set-up variants (the visibility presets), so that a migration
 * explores them.
 */
public final class Jackson3DefaultConfiguration extends Jackson3Configuration
    implements SetUpVariants {

  private static final Map<String, Jackson3Setup> VARIANTS =
      Map.of(
          "fields-only", Jackson3Setup.FIELDS_ONLY, "getters-hidden", Jackson3Setup.GETTERS_HIDDEN);

  public Jackson3DefaultConfiguration() {
    super("jackson3-default", Jackson3Format.JSON, Jackson3Setup.DEFAULT);
  }

  @Override
  public Map<String, String> variants() {
    return Jackson3Variant.describe(VARIANTS);
  }

  @Override
  public SerializerConfiguration variant(String name) {
    return Jackson3Variant.of(this, VARIANTS, name);
  }
}
