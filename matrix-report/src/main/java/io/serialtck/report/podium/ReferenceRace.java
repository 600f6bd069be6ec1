package io.serialtck.report.podium;

import io.serialtck.race.engine.OffPlateau;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceJson;
import io.serialtck.race.engine.RacePool;
import io.serialtck.race.engine.RaceSettings;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The reference race: one full race kept in {@code docs/races}, bundled into the kit when it is
 * built (the {@code reference.race} property of {@code matrix-report/pom.xml} names the file), so
 * that every report, in this checkout or in a team's build, can show speed with intervals when its
 * own folder holds no full race. It is a stored measurement, of its date, JDK, machine, settings
 * and library versions, and the reports say so: a configuration at another version than the one the
 * reference timed is marked as one the reference does not apply to.
 *
 * @param file the kept file's name in {@code docs/races}
 * @param race the race, as stored (its standings are those {@code ./serialtck agreement} recomputes
 *     from its forks, {@code KeptRacesTest})
 */
public record ReferenceRace(String file, RaceDocument race) {

  /** The bundled resource naming the file; the build filters it. */
  static final String PROPERTIES = "/io/serialtck/report/podium/reference.properties";

  /** Where the build puts the kept file. */
  static final String FOLDER = "/io/serialtck/report/podium/reference/";

  /** The reference race this kit was built with; empty when the build bundled none. */
  public static Optional<ReferenceRace> bundled() {
    return Bundled.RACE;
  }

  /** Loaded once: every report of a JVM shows the same reference. */
  private static final class Bundled {
    private static final Optional<ReferenceRace> RACE = load();
  }

  private static Optional<ReferenceRace> load() {
    try (InputStream named = ReferenceRace.class.getResourceAsStream(PROPERTIES)) {
      if (named == null) {
        return Optional.empty();
      }
      Properties properties = new Properties();
      properties.load(named);
      String file = properties.getProperty("file", "").strip();
      if (file.isEmpty() || file.startsWith("${")) {
        return Optional.empty();
      }
      try (InputStream gzipped = ReferenceRace.class.getResourceAsStream(FOLDER + file)) {
        if (gzipped == null) {
          throw new IllegalStateException(
              PROPERTIES + " names " + file + ", which the build did not bundle");
        }
        return Optional.of(new ReferenceRace(file, RaceJson.readBundled(gzipped, file)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * {@code docs/races/seed-6.race.json.gz, a full race of 2026-11-28 on JDK 17.0.15, 2 cores, Linux
   * amd64, 3 rounds}; a race pooled from parts ({@code serialtck pool}) says so after its rounds.
   */
  public String label() {
    String started = race.startedAt() == null ? "" : race.startedAt();
    String day = started.length() >= 10 ? started.substring(0, 10) : started;
    int rounds = race.sizing() != null ? race.sizing().rounds() : roundsOfForks();
    return "docs/races/"
        + file
        + ", a full race of "
        + day
        + " on JDK "
        + race.jdk()
        + (race.machine() == null || race.machine().isEmpty() ? "" : ", " + race.machine())
        + ", "
        + rounds
        + (rounds == 1 ? " round" : " rounds")
        + (RacePool.pooled(race) ? " " + race.sizing().stopped() : "");
  }

  private int roundsOfForks() {
    return race.forks().stream().mapToInt(fork -> fork.round()).max().orElse(0);
  }

  /**
   * What the reader must know before trusting its times, from its settings; empty when nothing. A
   * race of schema 3 or older warmed each fork for a fixed time: the check of the race's settings
   * against long JMH settings found that too short for libraries that compile slowly.
   */
  public Optional<String> caveat() {
    RaceSettings settings = race.settings();
    if (settings == null) {
      return Optional.empty();
    }
    if (race.schema() >= 4) {
      String caveats =
          Stream.of(strayed(settings), growingHeap(settings))
              .flatMap(Optional::stream)
              .collect(Collectors.joining(" "));
      return caveats.isEmpty() ? Optional.empty() : Optional.of(caveats);
    }
    return Optional.of(
        "It ran before the race warmed each benchmark until its time is steady: each race JVM"
            + " was primed for "
            + settings.primeMillis()
            + " ms and each benchmark warmed "
            + settings.warmupIterations()
            + " × "
            + settings.warmupMillis()
            + " ms, which the check against long JMH settings found too short for libraries"
            + " that compile slowly (docs/checks): their times here are higher than warmed"
            + " ones.");
  }

  /**
   * A race warmed until steady on the JVM's default heap, which G1 grows while a benchmark
   * allocates: a warm-up could settle on the cost of touching the new memory.
   */
  private static Optional<String> growingHeap(RaceSettings settings) {
    if (!settings.untilSteady() || settings.heapMegabytes() > 0) {
      return Optional.empty();
    }
    return Optional.of(
        "It ran on the JVM's default heap, before the race fixed the heap: G1 grows that heap while"
            + " a benchmark allocates, and a warm-up could settle on the cost of touching the new"
            + " memory (in seeds 68 and 69, 5 of 12 forks of Fory's session-1MB serialize, about"
            + " 20 times their time warmed: docs/speed-findings.md).");
  }

  /**
   * A race warmed until steady that kept every measurement, some of which ended off their plateau:
   * their means stand in its times.
   */
  private Optional<String> strayed(RaceSettings settings) {
    if (!settings.untilSteady() || settings.measuresAgainOffPlateau()) {
      return Optional.empty();
    }
    return OffPlateau.of(race)
        .filter(warm -> warm.straying() > 0)
        .map(
            warm ->
                "It ran before the race measured a fork again when its measurement ended off the"
                    + " plateau its warm-up ended on: "
                    + warm.straying()
                    + " of its "
                    + warm.warmed()
                    + " forks ended more than "
                    + (long) warm.factor()
                    + "× off it, and their means stand in its times.");
  }
}
