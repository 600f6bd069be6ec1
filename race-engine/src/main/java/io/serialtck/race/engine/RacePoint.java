package io.serialtck.race.engine;

import io.serialtck.fixtures.Payload;
import io.serialtck.race.Measure;
import io.serialtck.race.RacePlan;
import java.util.List;

/**
 * One line of the race JVM's plan: an entrant, a payload and the benchmarks timed on it, each in a
 * JMH fork of its own (or, in a quick race, all in one race JVM per entrant).
 *
 * @param id the point's id, also the name of its JMH result file
 * @param worldFile the file listing the entrant's world class path, or {@code -} for a yardstick
 * @param benchmarks the benchmarks to time
 */
public record RacePoint(
    String id, Entrant entrant, Payload payload, String worldFile, List<Measure> benchmarks) {

  public RacePoint {
    benchmarks = List.copyOf(benchmarks);
  }

  /** The point with the benchmarks the race runs on its payload ({@link PointBenchmarks}). */
  public RacePoint(String id, Entrant entrant, Payload payload, String worldFile) {
    this(id, entrant, payload, worldFile, PointBenchmarks.of(entrant, payload));
  }

  /** The same point under another id (a round's), with these benchmarks. */
  public RacePoint in(String roundId, List<Measure> roundBenchmarks) {
    return new RacePoint(roundId, entrant, payload, worldFile, roundBenchmarks);
  }

  /** The point as the race JVM's plan holds it. */
  public RacePlan.Point planPoint() {
    return new RacePlan.Point(
        id,
        entrant.measured(),
        worldFile,
        payload.criterion().fixtureClass(),
        benchmarks,
        entrant.jvmFlags());
  }
}
