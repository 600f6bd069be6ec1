package io.serialtck.adapters.jackson;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.spi.SetUpVariants;
import java.util.Map;

/**
 * {@code jackson-default}: Jackson 2 JSON with default settings and fields visible. Its set-up
 * variants are the two visibility presets teams use for records and field-only classes.
 */
public final class JacksonDefaultConfiguration extends JacksonConfiguration
    implements SetUpVariants {

  private static final Map<String, MapperSetup> VARIANTS =
      Map.of("fields-only", MapperSetup.FIELDS_ONLY, "getters-hidden", MapperSetup.GETTERS_HIDDEN);

  public JacksonDefaultConfiguration() {
    super("jackson-default", JacksonFormat.JSON, MapperSetup.DEFAULT);
  }

  @Override
  public Map<String, String> variants() {
    return JacksonVariant.describe(VARIANTS);
  }

  @Override
  public SerializerConfiguration variant(String name) {
    return JacksonVariant.of(this, VARIANTS, name);
  }
}
