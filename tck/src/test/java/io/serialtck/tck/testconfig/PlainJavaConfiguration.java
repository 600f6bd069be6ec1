package io.serialtck.tck.testconfig;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.spi.SetUpVariants;
import java.util.Map;

/**
 * Java serialization and nothing else: the sound side of a test migration. Its set-up variant
 * {@code planted} is plain Java serialization too, as is the variant of {@link
 * VariantPlantedConfiguration}'s own set-up: only that one's variant encodes long strings.
 */
public final class PlainJavaConfiguration extends TestConfiguration implements SetUpVariants {

  /** The format both this and {@link LongStringEncodingConfiguration} write. */
  static final String FORMAT = "test:java-serialization";

  private final String id;

  public PlainJavaConfiguration() {
    this("test-plain-java");
  }

  /** Plain Java serialization under another id: a set-up variant's. */
  PlainJavaConfiguration(String id) {
    this.id = id;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String wireFormat() {
    return FORMAT;
  }

  @Override
  public String description() {
    return "Java serialization, ObjectOutputStream and ObjectInputStream, nothing else";
  }

  @Override
  public Map<String, String> variants() {
    return Map.of(VariantPlantedConfiguration.VARIANT, "nothing changed");
  }

  @Override
  public SerializerConfiguration variant(String name) {
    if (!name.equals(VariantPlantedConfiguration.VARIANT)) {
      throw new IllegalArgumentException("no set-up variant " + name);
    }
    return new PlainJavaConfiguration(id + SetUpVariants.SEPARATOR + name);
  }
}
