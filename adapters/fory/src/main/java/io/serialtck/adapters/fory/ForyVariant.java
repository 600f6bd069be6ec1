package io.serialtck.adapters.fory;

import io.serialtck.spi.SetUpVariants;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.fory.config.CompatibleMode;

/**
 * A set-up variant of a Fory configuration that does not require registration ({@link
 * SetUpVariants}): reference tracking off, Fory's own default ({@code ref-tracking-off}), or code
 * generation off, serializers by reflection ({@code codegen-off}); the compatible mode and every
 * other setting as the configuration has them.
 */
final class ForyVariant extends ForyConfiguration {

  private static final String REF_TRACKING_OFF = "ref-tracking-off";
  private static final String CODEGEN_OFF = "codegen-off";

  /** The variants, each with what it changes. */
  static final Map<String, String> VARIANTS =
      new TreeMap<>(
          Map.of(
              REF_TRACKING_OFF,
              "withRefTracking(false) (Fory's own default) instead of true",
              CODEGEN_OFF,
              "withCodegen(false): serializers by reflection instead of generated code"));

  private final ForyConfiguration plain;
  private final String name;

  private ForyVariant(ForyConfiguration plain, String name) {
    this.plain = plain;
    this.name = name;
  }

  /** The variant {@code name} of {@code plain}. */
  static ForyVariant of(ForyConfiguration plain, String name) {
    if (!VARIANTS.containsKey(name)) {
      throw new IllegalArgumentException(
          plain.id() + " has no set-up variant '" + name + "'; it has " + VARIANTS.keySet());
    }
    return new ForyVariant(plain, name);
  }

  @Override
  public String id() {
    return plain.id() + SetUpVariants.SEPARATOR + name;
  }

  @Override
  public String description() {
    return plain.setUp()
        + "; withLanguage(Language.JAVA); requireClassRegistration(false); "
        + (name.equals(REF_TRACKING_OFF)
            ? "withRefTracking(false); "
            : "withRefTracking(true); withCodegen(false); ")
        + LOADER;
  }

  @Override
  public List<String> jvmFlags(int jdkFeatureVersion) {
    return plain.jvmFlags(jdkFeatureVersion);
  }

  @Override
  CompatibleMode compatibleMode() {
    return plain.compatibleMode();
  }

  @Override
  boolean refTracking() {
    return !name.equals(REF_TRACKING_OFF);
  }

  @Override
  boolean codegen() {
    return !name.equals(CODEGEN_OFF);
  }
}
