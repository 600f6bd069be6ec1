package io.serialtck.report.race;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceSettings;
import io.serialtck.race.engine.Timing;
import io.serialtck.race.engine.stats.Interval;
import org.junit.jupiter.api.Test;

class RaceMarkdownTest {

  @Test
  void givesTheSettingsThenOneTablePerPayloadFastestFirst() {
    String md = RaceMarkdown.render(SampleRace.document());

    assertThat(md)
        .startsWith("## Speed and size\n\n")
        .contains(
            "Timed with JMH, mode full: 2 forks per point (configuration, payload, operation);"
                + " every race JVM ran on the JVM's default heap, warm-up 3 × 1,000 ms,"
                + " measurement 5 × 2,000 ms. JDK 17.0.15, 2 cores, Linux amd64; started"
                + " 2026-11-23T09:00:00Z, took 12.5 minutes.")
        .contains("after Deflate (java.util.zip.DeflaterOutputStream defaults: level 6,")
        .contains(
            """
            ### session-0B

            | configuration | serialize ns/op | × hand-written | deserialize ns/op | × hand-written\
             | B/op ser | B/op deser | bytes | Deflate bytes |
            |---|---:|---:|---:|---:|---:|---:|---:|---:|
            | `arraycopy-bound` | 5 | — | 6 | — | 0 | 0 | 10 | 18 |
            | `hand-written` | 20 ± 0.5 | — | 30 ± 1.25 | — | 24 | 48 | 10 | 18 |
            | `kryo-default 5.6.2` | 25 ± 1 | — | 40 ± 2 | — | 64 | 128 | 4 | 12 |
            | `kryo-default 5.5.0` | 30 ± 1 | — | 45 ± 2 | — | 64 | 128 | 4 | 12 |
            | `lib-a` | 36 ± 1.23 | — | 90 ± 4.5 | — | 96 | 300 | 35 | 43 |

            """)
        .contains(
            "| `lib-a` | 12,300 ± 123 | — | 23,500 ± 1,000 | — | 15,000 | 30,000 | 12,345 |"
                + " 2,345 |")
        .contains(
            """
            ### TestObject

            | configuration | serialize ns/op | × hand-written | deserialize ns/op | × hand-written\
             | B/op ser | B/op deser | bytes | Deflate bytes |
            |---|---:|---:|---:|---:|---:|---:|---:|---:|
            | `kryo-default 5.6.2` | 70 ± 1 | — | 100 ± 2 | — | 150 | 250 | 60 | 70 |
            | `kryo-default 5.5.0` | not timed: REJECTED — write:\
             com.esotericsoftware.kryo.KryoException: Class is not registered: TestObject\
             | | | | | | | |
            | `hand-written` | 80 ± 2 | — | 120 ± 3 | — | 200 | 300 | 120 | 100 |
            | `lib-a` | not timed: LOSSY — roundtrip: TestObject.when: expected 2026-01-01, got\
             null \\| with a pipe | | | | | | 150 | 130 |
            """);
    assertThat(md.indexOf("### session-0B"))
        .isLessThan(md.indexOf("### session-1KB"))
        .isLessThan(md.indexOf("### TestObject"));
  }

  @Test
  void aWeighingAloneGivesTheSizesSmallestFirstAndNoTimes() {
    String md = RaceMarkdown.render(SampleRace.weighingOnly());

    assertThat(md)
        .contains(
            "Weighed, not timed (this run did not race). JDK 17.0.15, 2 cores, Linux amd64;"
                + " started 2026-11-23T09:00:00Z, took 0.5 minutes.")
        .contains(
            """
            ### session-0B

            | configuration | bytes | Deflate bytes | outcome |
            |---|---:|---:|---|
            | `kryo-default 5.5.0` | 4 | 12 | PASS |
            | `kryo-default 5.6.2` | 4 | 12 | PASS |
            | `hand-written` | 10 | 18 | PASS |
            | `lib-a` | 35 | 43 | PASS |
            """)
        .contains("| `lib-a` | 150 | 130 | LOSSY — roundtrip: TestObject.when: expected")
        .contains(
            "| `kryo-default 5.5.0` | | | not weighed: REJECTED — write:"
                + " com.esotericsoftware.kryo.KryoException: Class is not registered: TestObject |")
        .doesNotContain("ns/op", "JMH", "× hand-written", "not timed:");
  }

  @Test
  void aConfigurationAtOneVersionIsNamedWithoutIt() {
    String md = RaceMarkdown.render(SampleRace.document());

    assertThat(md).doesNotContain("lib-a 1.0", "hand-written 0.1");
  }

  @Test
  void showsReuseTheEchoTheFileTripsAndTheLambdas() {
    String md = RaceMarkdown.render(SampleRace.withMoreMeasurements());

    assertThat(md)
        .contains(
            "mode quick: a smoke test: each configuration's benchmarks ran one after the other")
        .contains(
            """
            ### Allocation and reuse: reading into an object the caller holds
            """)
        .contains("| `hand-written · TopOfBook` | 20 ± 1 | 48 | 10 ± 0.5 | 40 | — | — |")
        .contains("| `lib-b · TopOfBook` | " + SampleRace.NO_REUSE + " | | | | | |")
        .contains("### The TopOfBook echo: the cost of one more object")
        .contains(
            "| `lib-b` | 120 ± 2 | 150 ± 2 | (one JVM) | (one JVM) | 300 | 344 | "
                + SampleRace.NO_REUSE
                + " |")
        .contains(
            "| `hand-written` | 40 ± 1 | 50 ± 1 | (one JVM) | (one JVM) | 100 | 140 | 30 ± 1 (60 B/op)"
                + " |")
        .contains("their difference is not a measurement here")
        .contains("### A full trip to a file")
        .contains("the published 207 µs against 43 µs for Java serialization")
        .contains(
            "| `lib-b · TestObject` | 40 | 18,000 ± 100 | — | java.io.IOException: disk full | | |")
        .contains("### Lambdas: round-trip latency")
        .contains("| `lib-b · lambda-capturing` | 800 | 41,000 | 51.3× | 1,200 | 300 |")
        .contains(
            "| `hand-written · lambda-capturing` | not timed: REJECTED — hand-written writes only"
                + " Session, TestObject and TopOfBook |");
  }

  @Test
  void aRaceThatForksEachBenchmarkGivesTheOneObjectsCostAndRatio() {
    RaceDocument quick = SampleRace.withMoreMeasurements();
    RaceDocument forked =
        new RaceDocument(
            quick.schema(),
            quick.jdk(),
            quick.machine(),
            quick.startedAt(),
            quick.minutes(),
            new RaceSettings("full", 1, 3, 500, 3, 500),
            quick.deflate(),
            quick.payloads(),
            quick.rows(),
            quick.lambdas());

    assertThat(RaceMarkdown.render(forked))
        .as("times with JMH's error but no interval over rounds give no ratio")
        .contains("| `lib-b` | 120 ± 2 | 150 ± 2 | 30 | — | 300 | 344 | ")
        .contains("| `hand-written` | 40 ± 1 | 50 ± 1 | 10 | — | 100 | 140 | ")
        .doesNotContain("not a measurement here");
  }

  @Test
  void aTimeOverAnotherHasTheIntervalOfTheirIntervalsTakenApart() {
    Timing echo = new Timing(100, null, 0, null, new Interval(100, 95.0, 105.0), null, 3);
    Timing copy = new Timing(125, null, 0, null, new Interval(125, 120.0, 130.0), null, 3);

    // 120 / 105 = 1.1428..., 130 / 95 = 1.3684...
    assertThat(RaceCells.relative(copy, echo)).isEqualTo("1.25× [1.14–1.37]");
    assertThat(RaceCells.relative(copy, new Timing(100, 2.0, 0, null)))
        .as("a time without an interval over rounds")
        .isEqualTo("—");
  }

  @Test
  void aDifferenceNoLargerThanTheErrorIsMarkedWithinNoise() {
    Timing echo = new Timing(656, 2060.0, 968, null);

    assertThat(MoreTables.oneObject(echo, new Timing(648, 648.0, 1030, null)))
        .isEqualTo("-8 (within noise: ± 2,160)");
    assertThat(MoreTables.oneObject(new Timing(100, 3.0, 0, null), new Timing(110, 4.0, 0, null)))
        .isEqualTo("10");
    assertThat(MoreTables.oneObject(new Timing(100, null, 0, null), new Timing(101, 4.0, 0, null)))
        .as("no error to compare with")
        .isEqualTo("1");
  }

  @Test
  void aRaceWithoutTheNewMeasurementsHasNoTablesForThem() {
    String md = RaceMarkdown.render(SampleRace.document());

    assertThat(md)
        .doesNotContain("Allocation and reuse", "TopOfBook echo", "trip to a file", "Lambdas");
  }

  @Test
  void aFullRaceShowsItsTiersWithIntervalsTheControlAndHowItWasSized() {
    String md = RaceMarkdown.render(SampleRace.inRounds());

    assertThat(md)
        .contains("in rounds; each round ran one fork of every point (configuration, payload)")
        .contains(
            "; every race JVM ran on the JVM's default heap; each race JVM first ran every serialize and deserialize of its points for 200 ms,"
                + " unmeasured, so that the library is compiled for all its payloads before any is"
                + " measured, warm-up 2 × 100 ms, measurement 5 × 50 ms in the pilot rounds, then"
                + " 2 × 50 ms")
        .contains("6 rounds, seed 42")
        .contains("a fork's mean varies by 6.1% between forks and one iteration by 2.1% within")
        .contains("±3% intervals need about 17 rounds; 6 ran (the budget of 30 minutes had no")
        .contains(
            "The machine's host took 15% of its CPU time while the median fork ran, and 25% in"
                + " the worst of 2 (steal, from /proc/stat")
        .contains("The A/A control holds")
        .contains("1.01× [0.98–1.04], so the noise band is ±4%")
        .contains("what a race tells of a pair of entrants repeats (`./serialtck agreement`")
        .contains("### Tiers over all payloads")
        .contains("| `hand-written` | 1 | 1× [1–1] | 2 of 2 |")
        .contains("| `fory-consistent` | 2 | 2.4× [2.1–2.8] | 2 of 2 |")
        .contains("| `kryo-default` | 2 | 2.5× [2.3–2.7] | 2 of 2 |")
        .contains("| tier | configuration | ser + deser × hand-written | serialize ns/op |")
        .contains(
            "| 2 | `kryo-default` | 2.5× [2.3–2.7] | 200 [190–210] | 2× [1.9–2.1] |"
                + " 300 [280–320] | 3× [2.8–3.2] |")
        .contains("| A/A | `hand-written-copy` |");
    // tiers, alphabetical within a tier, the control after them
    assertThat(md.indexOf("| 2 | `fory-consistent`"))
        .isLessThan(md.indexOf("| 2 | `kryo-default`"))
        .isLessThan(md.indexOf("| A/A | `hand-written-copy`"));
  }

  @Test
  void aQuickRaceSaysItIsASmokeTestAndHasNoTiers() {
    String md = RaceMarkdown.render(SampleRace.withMoreMeasurements());

    assertThat(md)
        .contains("A quick race is a smoke test")
        .doesNotContain("### Tiers over all payloads", "| tier |");
  }
}
