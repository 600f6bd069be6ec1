package io.serialtck.race.engine;

import io.serialtck.fixtures.Payload;
import io.serialtck.race.ArraycopyBound;
import io.serialtck.race.HandWrittenConfiguration;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.resolve.LibraryResolver;
import io.serialtck.tck.resolve.VersionedWorld;
import io.serialtck.tck.upgrade.UpgradePair;
import io.serialtck.tck.worker.WorkerClasspath;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Who runs in a race: the hand-written yardstick first, in a full race its copy (the A/A control),
 * the {@code System.arraycopy} bound when the race has the 1 MiB session, then every supported
 * configuration at the build's library version, or, for a configuration with an upgrade pair, at
 * both of its versions side by side. A calibration races each configuration beside its plain twin.
 */
public final class RaceEntrants {

  private RaceEntrants() {}

  /**
   * The entrants; versions other than the build's are resolved from Maven Central before anything
   * runs.
   *
   * @throws io.serialtck.tck.resolve.LibraryResolutionException when a version cannot be resolved
   */
  public static List<Entrant> of(
      List<RegisteredConfiguration> configurations,
      List<UpgradePair> upgrades,
      List<Payload> payloads) {
    return of(configurations, upgrades, payloads, false);
  }

  /**
   * The entrants, with the A/A control ({@code hand-written-copy}, the hand-written code as an
   * entrant of its own) after the hand-written yardstick when {@code control}: a full race has it.
   */
  public static List<Entrant> of(
      List<RegisteredConfiguration> configurations,
      List<UpgradePair> upgrades,
      List<Payload> payloads,
      boolean control) {
    List<Entrant> entrants = new ArrayList<>();
    HandWrittenConfiguration handWritten = new HandWrittenConfiguration();
    entrants.add(builtIn(handWritten));
    if (control) {
      entrants.add(
          new Entrant(
              HandWrittenConfiguration.COPY_ID,
              handWritten.library(),
              handWritten.libraryVersion(),
              List.of(),
              List.of(),
              false));
    }
    if (payloads.stream().anyMatch(p -> p.sessionBytes() >= ArraycopyBound.FROM_SESSION_BYTES)) {
      entrants.add(builtIn(new ArraycopyBound()));
    }
    List<RegisteredConfiguration> supported =
        configurations.stream().filter(c -> c.info().isSupported()).toList();
    if (upgrades.isEmpty()) {
      supported.forEach(c -> entrants.add(atBuildVersion(c)));
      return entrants;
    }
    try (LibraryResolver resolver = new LibraryResolver()) {
      VersionedWorld versioned = new VersionedWorld(resolver);
      for (RegisteredConfiguration configuration : supported) {
        Optional<UpgradePair> pair =
            upgrades.stream()
                .filter(p -> !p.isMigration() && p.configuration().equals(configuration.id()))
                .findFirst();
        if (pair.isEmpty()) {
          entrants.add(atBuildVersion(configuration));
          continue;
        }
        for (String version :
            List.of(pair.get().from().orElseThrow(), pair.get().to().orElseThrow())) {
          entrants.add(
              entrant(
                  configuration,
                  version,
                  WorkerClasspath.world(versioned.classpath(configuration, version))));
        }
      }
    }
    return entrants;
  }

  private static Entrant atBuildVersion(RegisteredConfiguration configuration) {
    return entrant(
        configuration,
        configuration.info().version(),
        WorkerClasspath.world(configuration.worldClasspath()));
  }

  /**
   * The configurations at the build's library version, each followed by its plain twin ({@link
   * Entrant#asTwin()}), for a calibration; a configuration without a twin is left out.
   */
  public static List<Entrant> withTwins(List<RegisteredConfiguration> configurations) {
    List<Entrant> entrants = new ArrayList<>();
    for (RegisteredConfiguration configuration : configurations) {
      if (configuration.info().isSupported()
          && io.serialtck.race.twin.Twins.benchmarkClass(configuration.id()).isPresent()) {
        Entrant entrant = atBuildVersion(configuration);
        entrants.add(entrant);
        entrants.add(entrant.asTwin());
      }
    }
    return entrants;
  }

  /**
   * The hand-written yardstick and the configurations at the build's library version, each followed
   * by itself under the long JMH settings ({@link Entrant#asLong()}), for a check of the full
   * race's settings ({@link RaceMode#CHECK}).
   */
  public static List<Entrant> withLongSettings(List<RegisteredConfiguration> configurations) {
    List<Entrant> entrants = new ArrayList<>();
    Entrant handWritten = builtIn(new HandWrittenConfiguration());
    entrants.add(handWritten);
    entrants.add(handWritten.asLong());
    for (RegisteredConfiguration configuration : configurations) {
      if (configuration.info().isSupported()) {
        Entrant entrant = atBuildVersion(configuration);
        entrants.add(entrant);
        entrants.add(entrant.asLong());
      }
    }
    return entrants;
  }

  /** A yardstick that runs without a world, in the race JVM's own class loader. */
  static Entrant builtIn(SerializerConfiguration yardstick) {
    return new Entrant(
        yardstick.id(),
        yardstick.library(),
        yardstick.libraryVersion(),
        List.of(),
        List.of(),
        false);
  }

  private static Entrant entrant(
      RegisteredConfiguration configuration, String version, List<Path> classpath) {
    return new Entrant(
        configuration.id(),
        configuration.info().library(),
        version,
        classpath,
        configuration.info().jvmFlags(),
        configuration.info().keepsStaticState());
  }
}
