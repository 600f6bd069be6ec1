package io.serialtck.race.engine;

import java.nio.file.Path;
import java.util.List;

/**
 * One runner of the race: a configuration at one library version, or a built-in yardstick.
 *
 * @param configuration the configuration's id
 * @param library the library's {@code groupId:artifactId}
 * @param version the library version its world loads
 * @param worldClasspath its world's class path (the library, the adapter, the fixtures); empty for
 *     a built-in yardstick, which runs without a world
 * @param jvmFlags the configuration's own JVM flags on the race's JDK
 * @param keepsStaticState whether the library keeps what it learns in static state (its worlds are
 *     renewed for every payload of the correctness check)
 */
public record Entrant(
    String configuration,
    String library,
    String version,
    List<Path> worldClasspath,
    List<String> jvmFlags,
    boolean keepsStaticState) {

  public Entrant {
    worldClasspath = List.copyOf(worldClasspath);
    jvmFlags = List.copyOf(jvmFlags);
  }

  /** Whether this is a built-in yardstick (no world, no worker check). */
  public boolean builtIn() {
    return worldClasspath.isEmpty();
  }

  /**
   * Whether this is the plain twin of a configuration ({@code twin:<id>}): a JMH benchmark of the
   * same library calls without the kit's harness, raced beside the configuration in a calibration.
   */
  public boolean twin() {
    return configuration.startsWith(io.serialtck.race.twin.Twins.PREFIX);
  }

  /** The plain twin of this configuration: its world and flags, configuration {@code twin:<id>}. */
  public Entrant asTwin() {
    return new Entrant(
        io.serialtck.race.twin.Twins.PREFIX + configuration,
        library,
        version,
        worldClasspath,
        jvmFlags,
        keepsStaticState);
  }

  /** What a long-settings variant's configuration id starts with ({@link #asLong()}). */
  public static final String LONG_PREFIX = "long:";

  /**
   * Whether this is an entrant under the long JMH settings ({@code long:<id>}), raced beside the
   * same entrant under the full race's settings in a check of those settings.
   */
  public boolean longSettings() {
    return configuration.startsWith(LONG_PREFIX);
  }

  /** This entrant under the long JMH settings ({@code long:<id>}): its world and flags. */
  public Entrant asLong() {
    return new Entrant(
        LONG_PREFIX + configuration, library, version, worldClasspath, jvmFlags, keepsStaticState);
  }

  /**
   * Whether this is a variant of another entrant ({@link #twin()}, {@link #longSettings()}): it
   * runs the same library on the same payloads, so its payloads are not checked again.
   */
  public boolean variant() {
    return twin() || longSettings();
  }

  /** The configuration a variant varies ({@code kryo-default} of {@code long:kryo-default}). */
  public String base() {
    if (twin()) {
      return configuration.substring(io.serialtck.race.twin.Twins.PREFIX.length());
    }
    return measured();
  }

  /** The configuration its race JVM runs: a long-settings variant's is the entrant's own. */
  public String measured() {
    return longSettings() ? configuration.substring(LONG_PREFIX.length()) : configuration;
  }

  /** {@code id} or {@code id version} when the race has several versions of it. */
  public String label() {
    return configuration + " " + version;
  }
}
