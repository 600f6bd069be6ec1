package io.serialtck.race.engine;

import io.serialtck.fixtures.Payload;
import io.serialtck.race.Measure;
import java.util.List;

/**
 * Which benchmarks the race runs on a payload: serialize and deserialize on every payload; on
 * {@code TestObject} also the read into a reused object and the two file trips; on {@code
 * TopOfBook} also the read into a reused object and the echoes; on a function criterion only the
 * sampled round trip. The reuse benchmarks are planned for every entrant: the race JVM finds out
 * which configurations implement {@code ReusingReader}. After a full race's pilot rounds only
 * serialize and deserialize run, the measurements the tiers rest on; a plain twin (calibration) has
 * only those two.
 */
final class PointBenchmarks {

  private static final List<Measure> BOTH = List.of(Measure.SERIALIZE, Measure.DESERIALIZE);

  private PointBenchmarks() {}

  static List<Measure> of(Entrant entrant, Payload payload) {
    return of(entrant, payload, true);
  }

  /**
   * @param pilot whether every benchmark runs (a quick race, a full race's first round), else only
   *     serialize and deserialize
   */
  static List<Measure> of(Entrant entrant, Payload payload, boolean pilot) {
    if (payload.lambda()) {
      return List.of(Measure.ROUND_TRIP);
    }
    if (!pilot || entrant.twin() || entrant.configuration().equals(RaceDocument.ARRAYCOPY_BOUND)) {
      return BOTH;
    }
    return switch (payload.id()) {
      case "TestObject" ->
          List.of(
              Measure.SERIALIZE,
              Measure.DESERIALIZE,
              Measure.DESERIALIZE_REUSE,
              Measure.FILE_TRIP_STREAM,
              Measure.FILE_TRIP_RANDOM_ACCESS);
      case "TopOfBook" ->
          List.of(
              Measure.SERIALIZE,
              Measure.DESERIALIZE,
              Measure.DESERIALIZE_REUSE,
              Measure.ECHO,
              Measure.ECHO_COPY,
              Measure.ECHO_REUSE);
      default -> BOTH;
    };
  }
}
