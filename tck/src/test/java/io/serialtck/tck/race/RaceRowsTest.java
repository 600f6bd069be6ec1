package io.serialtck.tck.race;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import io.serialtck.tck.Weight;
import io.serialtck.verdict.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RaceRowsTest {

  @TempDir Path folder;

  private final Payload testObject = Payloads.byId("TestObject");
  private final Entrant handWritten =
      new Entrant(RaceDocument.HAND_WRITTEN, "java.base", "17", List.of(), List.of(), false);
  private final Entrant kryo =
      new Entrant(
          "kryo-default",
          "com.esotericsoftware:kryo",
          "5.6.2",
          List.of(Path.of("kryo.jar")),
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

  @Test
  void ratiosAreToTheHandWrittenTimeOfTheSamePayloadAndUntimedRowsSayWhy() throws Exception {
    write("p001", 50, 100);
    write("p002", 150, 400);
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
        RaceRows.of(
            List.of(handWritten, kryo, lossy),
            List.of(testObject),
            checks,
            points,
            Map.of(),
            folder);

    assertThat(rows).hasSize(3);
    assertThat(rows.get(1).serialize().ratio()).isEqualTo(3.0);
    assertThat(rows.get(1).deserialize().ratio()).isEqualTo(4.0);
    assertThat(rows.get(1).weight()).isEqualTo(new Weight(48, 50));
    assertThat(rows.get(0).serialize().ratio()).isEqualTo(1.0);
    RaceRow untimed = rows.get(2);
    assertThat(untimed.timed()).isFalse();
    assertThat(untimed.outcome()).isEqualTo("LOSSY");
    assertThat(untimed.detail()).isEqualTo("not timed: comment: null");
    assertThat(untimed.weight()).isNull();
  }

  @Test
  void aPointJmhCouldNotTimeKeepsItsCheckAndSaysJmhFailed() {
    Map<Entrant, Map<String, PayloadCheck>> checks =
        Map.of(
            handWritten, Map.of("TestObject", intact(40)), kryo, Map.of("TestObject", intact(48)));
    List<RacePoint> points = List.of(new RacePoint("p002", kryo, testObject, "kryo.txt"));

    List<RaceRow> rows =
        RaceRows.of(
            List.of(handWritten, kryo),
            List.of(testObject),
            checks,
            points,
            Map.of(
                "p002",
                new PointReport(
                    "java.lang.OutOfMemoryError: Java heap space (serialize)",
                    Map.of("serialize", "java.lang.OutOfMemoryError: Java heap space"))),
            folder);

    assertThat(rows.get(1).timed()).isFalse();
    assertThat(rows.get(1).outcome()).isEqualTo("PASS");
    assertThat(rows.get(1).detail())
        .isEqualTo(
            "not timed: JMH failed: java.lang.OutOfMemoryError: Java heap space (serialize)");
    assertThat(rows.get(1).untimed()).isEmpty();
  }

  @Test
  void theNewBenchmarksHaveRatiosAndAMissingReuseSaysWhy() throws Exception {
    Payload topOfBook = Payloads.byId("TopOfBook");
    Files.writeString(
        folder.resolve("p001.json"),
        results(
            Map.of(
                "serialize",
                10,
                "deserialize",
                20,
                "echo",
                40,
                "echoCopy",
                50,
                "deserializeReuse",
                5)));
    Files.writeString(
        folder.resolve("p002.json"),
        results(Map.of("serialize", 30, "deserialize", 40, "echo", 80, "echoCopy", 120)));
    Map<Entrant, Map<String, PayloadCheck>> checks =
        Map.of(handWritten, Map.of("TopOfBook", intact(40)), kryo, Map.of("TopOfBook", intact(48)));
    String noReuse = "no reuse: kryo-default does not implement ReusingReader";
    List<RacePoint> points =
        List.of(
            new RacePoint("p001", handWritten, topOfBook, "-"),
            new RacePoint("p002", kryo, topOfBook, "kryo.txt"));

    List<RaceRow> rows =
        RaceRows.of(
            List.of(handWritten, kryo),
            List.of(topOfBook),
            checks,
            points,
            Map.of(
                "p002",
                new PointReport(null, Map.of("deserializeReuse", noReuse, "echoReuse", noReuse))),
            folder);

    RaceRow kryoRow = rows.get(1);
    assertThat(kryoRow.timed()).isTrue();
    assertThat(kryoRow.detail()).isEmpty();
    assertThat(kryoRow.echo().nanosPerOp()).isEqualTo(80.0);
    assertThat(kryoRow.echo().ratio()).isEqualTo(2.0);
    assertThat(kryoRow.echoCopy().ratio()).isEqualTo(2.4);
    assertThat(kryoRow.deserializeReuse()).isNull();
    assertThat(kryoRow.untimed())
        .containsEntry("deserializeReuse", noReuse)
        .containsEntry("echoReuse", noReuse);
    assertThat(rows.get(0).deserializeReuse().ratio()).isEqualTo(1.0);
    assertThat(rows.get(0).fileTripStream()).isNull();
  }

  @Test
  void aLambdaIsARowOfItsOwnWithItsPercentilesOrItsOutcome() throws Exception {
    Payload lambda = Payloads.byId("lambda-capturing");
    Files.writeString(
        folder.resolve("p001.json"),
        """
        [{"benchmark":"x.RaceBenchmark.roundTrip","mode":"sample",
          "primaryMetric":{"score":900.0,"scoreError":1.0,
            "scorePercentiles":{"50.0":800.0,"99.0":2000.0,"99.99":40000.0}},
          "secondaryMetrics":{"gc.alloc.rate.norm":{"score":1200.0}}}]
        """);
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
            RaceRows.of(
                List.of(handWritten, kryo), List.of(lambda), checks, points, Map.of(), folder))
        .isEmpty();
    List<LambdaRow> rows =
        LambdaRows.of(
            List.of(handWritten, lossy, kryo), List.of(lambda), checks, points, Map.of(), folder);

    assertThat(rows)
        .as("a built-in baseline skipped on a function has no row")
        .extracting(LambdaRow::configuration)
        .containsExactly(lossy.configuration(), kryo.configuration());
    assertThat(rows.get(0).timed()).isFalse();
    assertThat(rows.get(0).outcome()).isEqualTo("REJECTED");
    assertThat(rows.get(0).detail()).isEqualTo("not timed: no creator");
    assertThat(rows.get(1).roundTrip()).isEqualTo(new Latency(800.0, 40000.0, 900.0, 1200.0));
  }

  private static String results(Map<String, Integer> nanos) {
    StringBuilder json = new StringBuilder("[");
    nanos.forEach(
        (benchmark, score) ->
            json.append(json.length() > 1 ? "," : "")
                .append("{\"benchmark\":\"x.RaceBenchmark.")
                .append(benchmark)
                .append("\",\"mode\":\"avgt\",\"primaryMetric\":{\"score\":")
                .append(score)
                .append("}}"));
    return json.append("]").toString();
  }

  private static PayloadCheck intact(long bytes) {
    return new PayloadCheck(Outcome.PASS, "", new Weight(bytes, bytes + 2));
  }

  private void write(String point, double serialize, double deserialize) throws Exception {
    Files.writeString(
        folder.resolve(point + ".json"),
        "[{\"benchmark\":\"x.RaceBenchmark.serialize\",\"primaryMetric\":{\"score\":"
            + serialize
            + ",\"scoreError\":1.0}},{\"benchmark\":\"x.RaceBenchmark.deserialize\","
            + "\"primaryMetric\":{\"score\":"
            + deserialize
            + ",\"scoreError\":2.0}}]");
  }
}
