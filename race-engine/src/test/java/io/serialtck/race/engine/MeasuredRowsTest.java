package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import io.serialtck.tck.Weight;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MeasuredRowsTest {

  private static final long SEED = 42;

  private final Payload testObject = Payloads.byId("TestObject");
  private final Entrant handWritten =
      new Entrant(RaceDocument.HAND_WRITTEN, "java.base", "17", List.of(), List.of(), false);
  private final Entrant copy =
      new Entrant(RaceDocument.HAND_WRITTEN_COPY, "java.base", "17", List.of(), List.of(), false);
  private final Entrant kryo =
      new Entrant(
          "kryo-default",
          "com.esotericsoftware:kryo",
          "5.6.2",
          List.of(Path.of("kryo.jar")),
          List.of(),
          false);
  private final Entrant fory =
      new Entrant(
          "fory-consistent",
          "org.apache.fory:fory-core",
          "1.6.0",
          List.of(Path.of("fory.jar")),
          List.of(),
          false);
  private final Entrant lossy =
      new Entrant(
          "one-nio-default",
          "one.nio:one-nio",
          "2.3.0",
          List.of(Path.of("nio.jar")),
          List.of(),
          false);

  private final List<ForkSample> forks = new ArrayList<>();

  @Test
  void ratiosArePairedWithTheHandWrittenTimeOfTheSameRoundAndUntimedRowsSayWhy() {
    // Round 2 is twice as slow for everyone: the paired ratio does not move.
    both(1, handWritten, 50, 100);
    both(2, handWritten, 100, 200);
    both(1, kryo, 150, 400);
    both(2, kryo, 300, 800);
    Map<Entrant, Map<String, PayloadCheck>> checks =
        Map.of(
            handWritten, Map.of("TestObject", intact(40)),
            kryo, Map.of("TestObject", intact(48)),
            lossy, Map.of("TestObject", new PayloadCheck(Outcome.LOSSY, "comment: null", null)));
    List<RacePoint> points =
        List.of(
            new RacePoint("p001", handWritten, testObject, "-"),
            new RacePoint("p002", kryo, testObject, "kryo.txt"));

    List<RaceRow> rows =
        MeasuredRows.of(
            List.of(handWritten, kryo, lossy),
            List.of(testObject),
            checks,
            points,
            Map.of(),
            forks,
            SEED,
            false);

    assertThat(rows).hasSize(3);
    Timing serialize = rows.get(1).serialize();
    assertThat(serialize.ratio()).isCloseTo(3.0, within(1e-9));
    assertThat(serialize.ratioInterval().low()).isCloseTo(3.0, within(1e-9));
    assertThat(serialize.ratioInterval().high()).isCloseTo(3.0, within(1e-9));
    assertThat(serialize.forks()).isEqualTo(2);
    assertThat(serialize.nanosPerOp())
        .as("geometric mean of 150 and 300")
        .isCloseTo(Math.sqrt(150 * 300), within(1e-9));
    assertThat(serialize.nanos().low())
        .as("two rounds: Student's interval reaches beyond both")
        .isLessThan(150);
    assertThat(serialize.nanos().high()).isGreaterThan(300);
    assertThat(rows.get(1).deserialize().ratio()).isCloseTo(4.0, within(1e-9));
    assertThat(rows.get(1).speed().estimate()).isCloseTo(550.0 / 150, within(1e-9));
    assertThat(rows.get(1).weight()).isEqualTo(new Weight(48, 50));
    assertThat(rows.get(0).serialize().ratio()).isEqualTo(1.0);
    assertThat(rows.get(1).tier()).as("no tiers asked for").isNull();
    RaceRow untimed = rows.get(2);
    assertThat(untimed.timed()).isFalse();
    assertThat(untimed.outcome()).isEqualTo("LOSSY");
    assertThat(untimed.detail()).isEqualTo("not timed: comment: null");
    assertThat(untimed.weight()).isNull();
    assertThat(untimed.speed()).isNull();
  }

  @Test
  void aFullRaceTiersEachPayloadsRowsAndLeavesTheControlOut() {
    for (int round = 1; round <= 5; round++) {
      double noise = 1 + 0.01 * (round % 3);
      both(round, handWritten, 100 * noise, 100 * noise);
      both(round, copy, 100 * noise, 101 * noise);
      both(round, fory, 120 * noise, 121 * noise);
      both(round, kryo, 400 * noise, 401 * noise);
    }
    Map<Entrant, Map<String, PayloadCheck>> checks =
        Map.of(
            handWritten, Map.of("TestObject", intact(40)),
            copy, Map.of("TestObject", intact(40)),
            fory, Map.of("TestObject", intact(60)),
            kryo, Map.of("TestObject", intact(48)));

    List<RaceRow> rows =
        MeasuredRows.of(
            List.of(handWritten, copy, fory, kryo),
            List.of(testObject),
            checks,
            List.of(),
            Map.of(),
            forks,
            SEED,
            true);

    assertThat(rows).extracting(RaceRow::tier).containsExactly(1, null, 2, 3);
    assertThat(rows.get(1).speed().estimate()).isCloseTo(1.005, within(1e-9));
  }

  @Test
  void aPointJmhCouldNotTimeKeepsItsCheckAndSaysJmhFailed() {
    Map<Entrant, Map<String, PayloadCheck>> checks =
        Map.of(
            handWritten, Map.of("TestObject", intact(40)), kryo, Map.of("TestObject", intact(48)));
    List<RacePoint> points = List.of(new RacePoint("p002", kryo, testObject, "kryo.txt"));

    List<RaceRow> rows =
        MeasuredRows.of(
            List.of(handWritten, kryo),
            List.of(testObject),
            checks,
            points,
            Map.of(
                "p002",
                new PointReport(
                    "java.lang.OutOfMemoryError: Java heap space (serialize)",
                    Map.of("serialize", "java.lang.OutOfMemoryError: Java heap space"))),
            forks,
            SEED,
            true);

    assertThat(rows.get(1).timed()).isFalse();
    assertThat(rows.get(1).outcome()).isEqualTo("PASS");
    assertThat(rows.get(1).detail())
        .isEqualTo(
            "not timed: JMH failed: java.lang.OutOfMemoryError: Java heap space (serialize)");
    assertThat(rows.get(1).untimed()).isEmpty();
    assertThat(rows.get(1).tier()).isNull();
  }

  @Test
  void theNewBenchmarksHaveRatiosAndAMissingReuseSaysWhy() {
    Payload topOfBook = Payloads.byId("TopOfBook");
    Map.of("serialize", 10, "deserialize", 20, "echo", 40, "echoCopy", 50, "deserializeReuse", 5)
        .forEach(
            (benchmark, nanos) -> forks.add(fork(1, handWritten, topOfBook, benchmark, nanos)));
    Map.of("serialize", 30, "deserialize", 40, "echo", 80, "echoCopy", 120)
        .forEach((benchmark, nanos) -> forks.add(fork(1, kryo, topOfBook, benchmark, nanos)));
    Map<Entrant, Map<String, PayloadCheck>> checks =
        Map.of(handWritten, Map.of("TopOfBook", intact(40)), kryo, Map.of("TopOfBook", intact(48)));
    String noReuse = "no reuse: kryo-default does not implement ReusingReader";
    List<RacePoint> points =
        List.of(
            new RacePoint("p001", handWritten, topOfBook, "-"),
            new RacePoint("p002", kryo, topOfBook, "kryo.txt"));

    List<RaceRow> rows =
        MeasuredRows.of(
            List.of(handWritten, kryo),
            List.of(topOfBook),
            checks,
            points,
            Map.of(
                "p002",
                new PointReport(null, Map.of("deserializeReuse", noReuse, "echoReuse", noReuse))),
            forks,
            SEED,
            false);

    RaceRow kryoRow = rows.get(1);
    assertThat(kryoRow.timed()).isTrue();
    assertThat(kryoRow.detail()).isEmpty();
    assertThat(kryoRow.echo().nanosPerOp()).isCloseTo(80.0, within(1e-9));
    assertThat(kryoRow.echo().ratio()).isCloseTo(2.0, within(1e-9));
    assertThat(kryoRow.echo().ratioInterval().bounded()).as("one round: no interval").isFalse();
    assertThat(kryoRow.echoCopy().ratio()).isCloseTo(2.4, within(1e-9));
    assertThat(kryoRow.deserializeReuse()).isNull();
    assertThat(kryoRow.untimed())
        .containsEntry("deserializeReuse", noReuse)
        .containsEntry("echoReuse", noReuse);
    assertThat(rows.get(0).deserializeReuse().ratio()).isEqualTo(1.0);
    assertThat(rows.get(0).fileTripStream()).isNull();
  }

  @Test
  void aLambdaIsARowOfItsOwnWithTheMedianOfItsForksPercentilesOrItsOutcome() {
    Payload lambda = Payloads.byId("lambda-capturing");
    Map<Entrant, Map<String, PayloadCheck>> checks =
        Map.of(
            handWritten,
            Map.of("lambda-capturing", new PayloadCheck(Outcome.SKIPPED, "no code", null)),
            lossy,
            Map.of("lambda-capturing", new PayloadCheck(Outcome.REJECTED, "no creator", null)),
            kryo,
            Map.of("lambda-capturing", intact(200)));
    List<RacePoint> points = List.of(new RacePoint("p001", kryo, lambda, "kryo.txt"));

    assertThat(points.get(0).benchmarks()).containsExactly(io.serialtck.race.Measure.ROUND_TRIP);
    assertThat(
            MeasuredRows.of(
                List.of(handWritten, kryo),
                List.of(lambda),
                checks,
                points,
                Map.of(),
                forks,
                SEED,
                true))
        .isEmpty();
    List<LambdaRow> rows =
        LambdaRows.of(
            List.of(handWritten, lossy, kryo),
            List.of(lambda),
            checks,
            points,
            Map.of(),
            Map.of(
                "p001",
                List.of(
                    new Latency(800.0, 40000.0, 900.0, 1200.0),
                    new Latency(700.0, 90000.0, 800.0, 1200.0),
                    new Latency(900.0, 50000.0, 950.0, 1300.0))));

    assertThat(rows)
        .as("a built-in yardstick skipped on a function has no row")
        .extracting(LambdaRow::configuration)
        .containsExactly(lossy.configuration(), kryo.configuration());
    assertThat(rows.get(0).timed()).isFalse();
    assertThat(rows.get(0).outcome()).isEqualTo("REJECTED");
    assertThat(rows.get(0).detail()).isEqualTo("not timed: no creator");
    assertThat(rows.get(1).roundTrip()).isEqualTo(new Latency(800.0, 50000.0, 900.0, 1200.0));
  }

  private void both(int round, Entrant entrant, double serialize, double deserialize) {
    forks.add(fork(round, entrant, testObject, "serialize", serialize));
    forks.add(fork(round, entrant, testObject, "deserialize", deserialize));
  }

  private static ForkSample fork(
      int round, Entrant entrant, Payload payload, String benchmark, double nanos) {
    return new ForkSample(
        round,
        1,
        entrant.configuration(),
        entrant.version(),
        payload.id(),
        benchmark,
        nanos,
        List.of(nanos),
        64);
  }

  private static PayloadCheck intact(long bytes) {
    return new PayloadCheck(Outcome.PASS, "", new Weight(bytes, bytes + 2));
  }
}
