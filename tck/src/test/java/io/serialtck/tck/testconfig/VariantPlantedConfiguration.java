package io.serialtck.tck.testconfig;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.spi.SetUpVariants;
import java.util.Map;

/**
 * Plain Java serialization at its own set-up, in {@link PlainJavaConfiguration}'s format, whose
 * set-up variant {@link #VARIANT} plants a format change: it encodes long strings as {@link
 * LongStringEncodingConfiguration} does. A migration from {@code test-plain-java} to it differs
 * only at that variant, so exploration finds the difference only when it asks the variants.
 */
public final class VariantPlantedConfiguration extends TestConfiguration implements SetUpVariants {

  /** The variant both sides declare. */
  static final String VARIANT = "planted";

  @Override
  public String id() {
    return "test-variant-planted";
  }

  @Override
  public String wireFormat() {
    return PlainJavaConfiguration.FORMAT;
  }

  @Override
  public String description() {
    return "Java serialization; its set-up variant planted encodes long strings";
  }

  @Override
  public Map<String, String> variants() {
    return Map.of(VARIANT, "a string field longer than 64 characters written reversed");
  }

  @Override
  public SerializerConfiguration variant(String name) {
    if (!name.equals(VARIANT)) {
      throw new IllegalArgumentException("no set-up variant " + name);
    }
    return new LongStringEncodingConfiguration(id() + SetUpVariants.SEPARATOR + name);
  }
}
