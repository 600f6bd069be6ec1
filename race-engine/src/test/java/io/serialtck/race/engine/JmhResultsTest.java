package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JmhResultsTest {

  @TempDir Path folder;

  private static final String RESULT =
      """
      [ {
        "benchmark" : "io.serialtck.race.RaceBenchmark.deserialize",
        "mode" : "avgt",
        "params" : { "configuration" : "kryo-default" },
        "primaryMetric" : { "score" : 812.5, "scoreError" : 21.25, "scoreUnit" : "ns/op" },
        "secondaryMetrics" : {
          "gc.alloc.rate" : { "score" : 900.1, "scoreUnit" : "MB/sec" },
          "gc.alloc.rate.norm" : { "score" : 1544.0, "scoreUnit" : "B/op" }
        }
      }, {
        "benchmark" : "io.serialtck.race.RaceBenchmark.serialize",
        "mode" : "avgt",
        "primaryMetric" : { "score" : 95.0, "scoreError" : "NaN", "scoreUnit" : "ns/op" },
        "secondaryMetrics" : { }
      } ]
      """;

  @Test
  void readsTheWarmUpsARaceJvmKeptBesideAPointsResults() throws Exception {
    Path results = folder.resolve("r02-p007-serialize.json");
    Files.writeString(
        folder.resolve("r02-p007-serialize.warmup.tsv"),
        "serialize\t2190\tsteady\t1257.000,116.500,115.250\n" + "deserialize\t10012\tunsteady\t\n");

    Map<String, ForkSample.Warmup> warmups = JmhResults.warmups(results);

    assertThat(warmups.get("serialize"))
        .isEqualTo(new ForkSample.Warmup(2190, true, List.of(1257.0, 116.5, 115.25)));
    assertThat(warmups.get("deserialize"))
        .isEqualTo(new ForkSample.Warmup(10012, false, List.of()));
    assertThat(JmhResults.warmups(folder.resolve("p001.json"))).as("a fixed warm-up").isEmpty();
  }

  @Test
  void readsTheMeasurementsSetAsideAfterAWarmUp() throws Exception {
    Path results = folder.resolve("r01-p190-deserialize.json");
    Files.writeString(
        folder.resolve("r01-p190-deserialize.warmup.tsv"),
        "deserialize\t4650\tsteady\t167.000,4400.500\t167.000,1432.000;4300.000,30.250\n");

    assertThat(JmhResults.warmups(results).get("deserialize"))
        .isEqualTo(
            new ForkSample.Warmup(
                4650,
                true,
                List.of(167.0, 4400.5),
                List.of(List.of(167.0, 1432.0), List.of(4300.0, 30.25))));
  }

  @Test
  void readsScoreErrorAndAllocationOfEachBenchmark() throws Exception {
    Path file = Files.writeString(folder.resolve("p001.json"), RESULT);
    Map<String, Timing> timings = JmhResults.read(file);
    assertThat(timings.get("deserialize")).isEqualTo(new Timing(812.5, 21.25, 1544.0, null));
  }

  @Test
  void aMissingAllocationRowIsZeroAndANanErrorIsNone() throws Exception {
    Path file = Files.writeString(folder.resolve("p001.json"), RESULT);
    assertThat(JmhResults.read(file).get("serialize")).isEqualTo(new Timing(95.0, null, 0, null));
  }

  @Test
  void readsTheMedianAndTheFourNinesOfASampledBenchmark() throws Exception {
    Path file =
        Files.writeString(
            folder.resolve("p002.json"),
            """
            [ {
              "benchmark" : "io.serialtck.race.RaceBenchmark.roundTrip",
              "mode" : "sample",
              "primaryMetric" : {
                "score" : 1510.5, "scoreError" : 30.0, "scoreUnit" : "ns/op",
                "scorePercentiles" : {
                  "0.0" : 900.0, "50.0" : 1400.0, "90.0" : 1700.0, "99.0" : 5000.0,
                  "99.9" : 20000.0, "99.99" : 61000.0, "100.0" : 900000.0 }
              },
              "secondaryMetrics" : { "gc.alloc.rate.norm" : { "score" : 2048.0 } }
            } ]
            """);

    assertThat(JmhResults.latencies(file))
        .containsExactly(Map.entry("roundTrip", new Latency(1400.0, 61000.0, 1510.5, 2048.0)));
    assertThat(JmhResults.read(file).get("roundTrip").nanosPerOp()).isEqualTo(1510.5);
  }

  @Test
  void averageTimeBenchmarksHaveNoPercentiles() throws Exception {
    Path file = Files.writeString(folder.resolve("p001.json"), RESULT);
    assertThat(JmhResults.latencies(file)).isEmpty();
  }

  @Test
  void readsEachBenchmarksForkWithItsIterations() throws Exception {
    Path file =
        Files.writeString(
            folder.resolve("r01-p001.json"),
            """
            [ {
              "benchmark" : "io.serialtck.race.RaceBenchmark.serialize",
              "mode" : "avgt",
              "primaryMetric" : { "score" : 101.0, "scoreError" : "NaN",
                                  "rawData" : [ [ 100.0, 102.0 ] ] },
              "secondaryMetrics" : { "gc.alloc.rate.norm" : { "score" : 72.0 } }
            } ]
            """);

    assertThat(JmhResults.forks(file))
        .containsExactly(
            Map.entry("serialize", new JmhResults.Fork(101.0, List.of(100.0, 102.0), 72.0)));
  }

  @Test
  void aPointWithoutAResultFileHasNoTimings() {
    assertThat(JmhResults.read(folder.resolve("p404.json"))).isEmpty();
  }
}
