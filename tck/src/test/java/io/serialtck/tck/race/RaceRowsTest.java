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
            Map.of("p002", "java.lang.OutOfMemoryError: Java heap space"),
            folder);

    assertThat(rows.get(1).timed()).isFalse();
    assertThat(rows.get(1).outcome()).isEqualTo("PASS");
    assertThat(rows.get(1).detail())
        .isEqualTo("not timed: JMH failed: java.lang.OutOfMemoryError: Java heap space");
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
