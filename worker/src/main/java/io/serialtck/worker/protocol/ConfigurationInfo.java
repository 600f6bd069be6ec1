package io.serialtck.worker.protocol;

import io.serialtck.spi.SecureSettings;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.spi.SetUpVariants;
import java.io.Serializable;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a configuration says of itself, as reported by the world that loaded it.
 *
 * @param jvmFlags the flags it asks for on the JDK it was asked about
 * @param unsupported why it cannot run on that JDK, or empty when it can
 * @param keepsStaticState whether each cell needs worlds of its own (see {@link
 *     SerializerConfiguration#keepsStaticState()})
 * @param secureSettings what its library's secure settings are ({@link SecureSettings}), or empty
 *     when it declares none
 * @param registrationAssignsIds whether its class registration numbers the classes in the order
 *     given (see {@link SerializerConfiguration#registrationAssignsIds()}): the {@code
 *     registration-order} cells are asked of it
 * @param variants the set-up variants it declares ({@link SetUpVariants}), by name, each with what
 *     it changes; empty when it declares none
 * @param companionArtifacts the artifacts its world holds beside the library, released with it at
 *     its version ({@link SerializerConfiguration#companionArtifacts()}): a world of another
 *     version of the library holds them at that version; empty when it names none
 */
public record ConfigurationInfo(
    String id,
    String library,
    String version,
    String description,
    List<String> jvmFlags,
    String unsupported,
    boolean keepsStaticState,
    String secureSettings,
    String wireFormat,
    boolean registrationAssignsIds,
    Map<String, String> variants,
    List<String> companionArtifacts)
    implements Serializable {

  public ConfigurationInfo {
    jvmFlags = List.copyOf(jvmFlags);
    companionArtifacts = companionArtifacts == null ? List.of() : List.copyOf(companionArtifacts);
    variants = variants == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(variants));
    secureSettings = secureSettings == null ? "" : secureSettings;
    wireFormat = wireFormat == null || wireFormat.isEmpty() ? library : wireFormat;
  }

  /** A configuration whose library is its jar and the jar's dependencies. */
  public ConfigurationInfo(
      String id,
      String library,
      String version,
      String description,
      List<String> jvmFlags,
      String unsupported,
      boolean keepsStaticState,
      String secureSettings,
      String wireFormat,
      boolean registrationAssignsIds,
      Map<String, String> variants) {
    this(
        id,
        library,
        version,
        description,
        jvmFlags,
        unsupported,
        keepsStaticState,
        secureSettings,
        wireFormat,
        registrationAssignsIds,
        variants,
        List.of());
  }

  /** A configuration without set-up variants. */
  public ConfigurationInfo(
      String id,
      String library,
      String version,
      String description,
      List<String> jvmFlags,
      String unsupported,
      boolean keepsStaticState,
      String secureSettings,
      String wireFormat,
      boolean registrationAssignsIds) {
    this(
        id,
        library,
        version,
        description,
        jvmFlags,
        unsupported,
        keepsStaticState,
        secureSettings,
        wireFormat,
        registrationAssignsIds,
        Map.of());
  }

  /** A configuration whose registration, if any, does not depend on order. */
  public ConfigurationInfo(
      String id,
      String library,
      String version,
      String description,
      List<String> jvmFlags,
      String unsupported,
      boolean keepsStaticState,
      String secureSettings,
      String wireFormat) {
    this(
        id,
        library,
        version,
        description,
        jvmFlags,
        unsupported,
        keepsStaticState,
        secureSettings,
        wireFormat,
        false);
  }

  /** A configuration whose bytes only its library reads. */
  public ConfigurationInfo(
      String id,
      String library,
      String version,
      String description,
      List<String> jvmFlags,
      String unsupported,
      boolean keepsStaticState,
      String secureSettings) {
    this(
        id,
        library,
        version,
        description,
        jvmFlags,
        unsupported,
        keepsStaticState,
        secureSettings,
        null);
  }

  /** A configuration without secure settings of its own. */
  public ConfigurationInfo(
      String id,
      String library,
      String version,
      String description,
      List<String> jvmFlags,
      String unsupported,
      boolean keepsStaticState) {
    this(id, library, version, description, jvmFlags, unsupported, keepsStaticState, "");
  }

  /** Whether it declares secure settings its library has beyond its own. */
  public boolean hasSecureSettings() {
    return !secureSettings.isEmpty();
  }

  /** A configuration without static state. */
  public ConfigurationInfo(
      String id,
      String library,
      String version,
      String description,
      List<String> jvmFlags,
      String unsupported) {
    this(id, library, version, description, jvmFlags, unsupported, false);
  }

  public boolean isSupported() {
    return unsupported.isEmpty();
  }

  /** Asks a configuration what it says of itself, with its flags for that JDK feature version. */
  public static ConfigurationInfo of(SerializerConfiguration configuration, int jdkFeature) {
    return new ConfigurationInfo(
        configuration.id(),
        configuration.library(),
        configuration.libraryVersion(),
        configuration.description(),
        configuration.jvmFlags(jdkFeature),
        configuration.unsupportedOn(jdkFeature).orElse(""),
        configuration.keepsStaticState(),
        configuration instanceof SecureSettings secure ? secure.secureSettings() : "",
        configuration.wireFormat(),
        configuration.registrationAssignsIds(),
        configuration instanceof SetUpVariants declared ? declared.variants() : Map.of(),
        configuration.companionArtifacts());
  }
}
