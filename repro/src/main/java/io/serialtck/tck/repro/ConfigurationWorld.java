package io.serialtck.tck.repro;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.spi.SetUpVariants;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.worker.world.ConfigurationLookup;
import io.serialtck.worker.world.WorldClassLoader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * What a reproducer takes from a configuration, asked in its own world as the kit asks it: its
 * set-up source ({@code io/serialtck/setup/<id>.java} in its adapter) and the JVM flags it declares
 * for each JDK.
 *
 * @param setUpSource the source of class {@code SetUp}
 * @param flagsByFeature the configuration's JVM flags by JDK feature version, from 17 to a few
 *     versions past the running JDK
 */
public record ConfigurationWorld(
    RegisteredConfiguration configuration,
    String setUpSource,
    SortedMap<Integer, List<String>> flagsByFeature) {

  /** The first JDK the kit runs on. */
  static final int FIRST_FEATURE = 17;

  private static final Pattern EXPORTS_METADATA =
      Pattern.compile("public\\s+byte\\[\\]\\s+exportMetadata\\s*\\(");

  /**
   * Loads the configuration in a world of its own and asks it.
   *
   * @throws ReproRefusedException when its adapter has no set-up source for it
   */
  public static ConfigurationWorld load(RegisteredConfiguration configuration) {
    return load(configuration, "");
  }

  /**
   * Loads the configuration in a world of its own and asks it, at its set-up variant {@code
   * variant} ({@link SetUpVariants}; empty: its own set-up), whose set-up source is {@code
   * io/serialtck/setup/<id>~<variant>.java}.
   *
   * @throws ReproRefusedException when its adapter has no set-up source for it
   */
  public static ConfigurationWorld load(RegisteredConfiguration configuration, String variant) {
    String setUpId = setUpId(configuration, variant);
    try (WorldClassLoader loader =
        new WorldClassLoader(
            "repro-" + configuration.id(),
            configuration.worldClasspath(),
            SerializerConfiguration.class.getClassLoader())) {
      String resource = "io/serialtck/setup/" + setUpId + ".java";
      URL found = loader.getResource(resource);
      if (found == null) {
        throw new ReproRefusedException(
            setUpId + " has no set-up source (" + resource + " in its adapter)");
      }
      String source;
      try (InputStream in = found.openStream()) {
        source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
      SerializerConfiguration described = ConfigurationLookup.byId(loader, configuration.id());
      SortedMap<Integer, List<String>> flags = new TreeMap<>();
      int last = Math.max(30, Runtime.version().feature() + 2);
      for (int feature = FIRST_FEATURE; feature <= last; feature++) {
        flags.put(feature, List.copyOf(described.jvmFlags(feature)));
      }
      return new ConfigurationWorld(configuration, source, flags);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the world of " + configuration.id(), e);
    }
  }

  /** The id whose set-up source a side runs: the configuration's, or its variant's. */
  static String setUpId(RegisteredConfiguration configuration, String variant) {
    return variant.isEmpty()
        ? configuration.id()
        : configuration.id() + SetUpVariants.SEPARATOR + variant;
  }

  /**
   * The flags of a worker holding both configurations' worlds, as the kit starts one for a
   * migration: {@code from}'s, then those of {@code to} that {@code from} does not have.
   */
  static SortedMap<Integer, List<String>> bothFlags(
      ConfigurationWorld from, ConfigurationWorld to) {
    SortedMap<Integer, List<String>> flags = new TreeMap<>();
    from.flagsByFeature()
        .forEach(
            (feature, fromFlags) -> {
              List<String> both = new ArrayList<>(new LinkedHashSet<>(fromFlags));
              to.flagsByFeature().getOrDefault(feature, List.of()).stream()
                  .filter(flag -> !both.contains(flag))
                  .forEach(both::add);
              flags.put(feature, List.copyOf(both));
            });
    return flags;
  }

  /** Whether the set-up ships class metadata from writer to reader. */
  public boolean shipsMetadata() {
    return EXPORTS_METADATA.matcher(setUpSource).find();
  }
}
