package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.serialtck.race.engine.CalibrationDocument;
import io.serialtck.race.engine.CalibrationRow;
import io.serialtck.race.engine.LambdaRow;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceJson;
import io.serialtck.race.engine.RaceRow;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class RaceCommandTest {

  private static final String ADAPTERS = System.getProperty("serialtck.adapters", "../adapters");

  /** What escape analysis may or may not remove per operation: an object or two. */
  private static final double ALLOCATION_SLACK_BYTES = 64;

  @Test
  void anUnknownPayloadIsAUsageErrorListingTheValidOnes(@TempDir Path out) {
    StringWriter err = new StringWriter();

    int exit =
        execute(err, "race", "--adapters", ADAPTERS, "--out", out.toString(), "--payloads", "x");

    assertThat(exit).isEqualTo(2);
    assertThat(err.toString())
        .contains("--payloads: no payload x; the payloads are [session-0B, session-100B,");
    assertThat(out).isEmptyDirectory();
  }

  @Test
  void aReaderJdkIsAUsageError(@TempDir Path out) {
    StringWriter err = new StringWriter();

    int exit =
        execute(
            err,
            "race",
            "--adapters",
            ADAPTERS,
            "--out",
            out.toString(),
            "--reader-jdk",
            System.getProperty("java.home"));

    assertThat(exit).isEqualTo(2);
    assertThat(err.toString()).contains("--reader-jdk: the race runs on one JDK");
  }

  /** A real race, as small as it gets: two entrants, two payloads, JMH's shortest settings. */
  @Test
  void aQuickRaceTimesIntactPayloadsAgainstTheHandWrittenOne(@TempDir Path out) {
    int exit =
        execute(
            new StringWriter(),
            "race",
            "--adapters",
            ADAPTERS,
            "--out",
            out.toString(),
            "--configurations",
            "java-standard,bson-mongodb",
            "--payloads",
            "TestObject,session-1KB,lambda-noncapturing",
            "--quick");

    assertThat(exit).isZero();
    RaceDocument race = RaceJson.read(out.resolve("race.json"));
    assertThat(race.settings().mode()).isEqualTo("quick");
    assertThat(race.rows())
        .extracting(RaceRow::configuration)
        .containsExactly(
            "hand-written",
            "hand-written",
            "java-standard",
            "java-standard",
            "bson-mongodb",
            "bson-mongodb");
    RaceRow handWritten = race.rows().get(0);
    assertThat(handWritten.timed()).isTrue();
    assertThat(handWritten.serialize().ratio()).isEqualTo(1.0);
    RaceRow javaStandard = race.rows().get(2);
    assertThat(javaStandard.timed()).isTrue();
    assertThat(javaStandard.serialize().nanosPerOp()).isPositive();
    assertThat(javaStandard.serialize().allocatedBytesPerOp()).isPositive();
    assertThat(javaStandard.weight().bytes()).isPositive();
    // MongoDB's POJO codec has no codec for the TestObject's long[]: not intact, not timed
    RaceRow mongoTestObject = race.rows().get(4);
    assertThat(mongoTestObject.outcome()).isEqualTo("REJECTED");
    assertThat(mongoTestObject.timed()).isFalse();
    assertThat(mongoTestObject.weight()).isNull();
    assertThat(mongoTestObject.detail()).startsWith("not timed: write: ");
    // The quick race runs each entrant's benchmarks in one race JVM: no forks.
    assertThat(race.settings().forks()).isZero();
    assertThat(handWritten.deserializeReuse().nanosPerOp()).isPositive();
    assertThat(handWritten.deserializeReuse().ratio()).isEqualTo(1.0);
    assertThat(handWritten.fileTripStream().nanosPerOp()).isPositive();
    assertThat(handWritten.fileTripRandomAccess().nanosPerOp()).isPositive();
    assertThat(javaStandard.fileTripStream().ratio()).isPositive();
    assertThat(javaStandard.deserializeReuse()).isNull();
    assertThat(javaStandard.untimed())
        .containsEntry(
            "deserializeReuse", "no reuse: java-standard does not implement ReusingReader");
    assertThat(race.payloads()).extracting(p -> p.id()).doesNotContain("lambda-noncapturing");
    assertThat(race.lambdas())
        .extracting(LambdaRow::configuration)
        .containsExactly("java-standard", "bson-mongodb");
    LambdaRow javaLambda = race.lambdas().get(0);
    assertThat(javaLambda.outcome()).isEqualTo("PASS");
    assertThat(javaLambda.roundTrip().p9999Nanos())
        .isGreaterThanOrEqualTo(javaLambda.roundTrip().p50Nanos())
        .isPositive();
    assertThat(out.resolve("race.md"))
        .content()
        .contains("## Podium")
        .contains("No matrix run in this folder")
        .contains("## Speed and size");
    assertThat(out.resolve("race.html")).content().contains("class=\"race-chart\"");
    assertThat(out.resolve("race.csv")).content().startsWith("configuration,version,payload,");
    assertThat(out.resolve("race.md"))
        .content()
        .contains("### Allocation and reuse", "### A full trip to a file", "### Lambdas");
  }

  /**
   * A real race in rounds, as small as it gets: the hand-written baseline, its A/A copy and one
   * configuration on one payload, two rounds.
   */
  @Test
  void aRaceInRoundsKeepsEveryForkTheSeedIntervalsTheControlAndTiers(@TempDir Path out) {
    StringWriter err = new StringWriter();
    int exit =
        execute(
            err,
            "race",
            "--adapters",
            ADAPTERS,
            "--out",
            out.toString(),
            "--configurations",
            "java-standard",
            "--payloads",
            "session-100B",
            "--rounds",
            "2",
            "--seed",
            "11");

    assertThat(exit).isZero();
    RaceDocument race = RaceJson.read(out.resolve("race.json"));
    assertThat(race.schema()).isEqualTo(RaceDocument.SCHEMA);
    assertThat(race.seed()).isEqualTo(11L);
    assertThat(race.sizing().rounds()).isEqualTo(2);
    assertThat(race.sizing().stopped()).isEqualTo("2 rounds were asked for");
    // 3 entrants × 2 benchmarks × 2 rounds, each benchmark a fork (a JVM) of its own, a round's
    // forks in a shuffled order: round 2's positions a permutation of 1 to 6
    assertThat(race.forks()).hasSize(12);
    assertThat(race.forks())
        .filteredOn(fork -> fork.round() == 2)
        .extracting(fork -> fork.position())
        .containsExactlyInAnyOrder(1, 2, 3, 4, 5, 6);
    assertThat(race.forks()).allSatisfy(fork -> assertThat(fork.iterations()).hasSize(5));
    // each warmed until steady, or for at most the settings' warm-up
    assertThat(race.forks())
        .allSatisfy(
            fork -> {
              assertThat(fork.warmup()).isNotNull();
              assertThat(fork.warmup().millis()).isGreaterThanOrEqualTo(1000);
              assertThat(fork.warmup().iterations()).isNotEmpty();
            });
    // the host's share of the CPU while each fork's JVM ran, wherever the machine counts it
    if (Files.isReadable(Path.of("/proc/stat"))) {
      assertThat(race.forks())
          .allSatisfy(fork -> assertThat(fork.stolenShare()).isBetween(0.0, 1.0));
    } else {
      assertThat(race.forks()).allSatisfy(fork -> assertThat(fork.stolenShare()).isNull());
    }
    assertThat(race.control()).isNotNull();
    assertThat(race.control().ratio().bounded()).isTrue();
    assertThat(race.standings())
        .extracting(standing -> standing.configuration())
        .containsExactlyInAnyOrder("hand-written", "java-standard");
    RaceRow javaStandard =
        race.rows().stream()
            .filter(row -> row.configuration().equals("java-standard"))
            .findFirst()
            .orElseThrow();
    assertThat(javaStandard.serialize().forks()).isEqualTo(2);
    assertThat(javaStandard.serialize().ratioInterval().bounded()).isTrue();
    assertThat(javaStandard.speed().bounded()).isTrue();
    assertThat(javaStandard.tier()).isNotNull();
    assertThat(out.resolve("race.md"))
        .content()
        .contains("### Tiers over all payloads")
        .contains("2 rounds, seed 11");
    assertThat(out.resolve("race.html")).content().contains("data-chart=\"tiers\"");
  }

  /** A real calibration, as small as it gets: one configuration beside its twin, two rounds. */
  @Test
  void aCalibrationRacesAConfigurationBesideItsPlainTwin(@TempDir Path out) {
    int exit =
        execute(
            new StringWriter(),
            "race",
            "--adapters",
            ADAPTERS,
            "--out",
            out.toString(),
            "--configurations",
            "kryo-default",
            "--payloads",
            "TestObject",
            "--calibrate",
            "--rounds",
            "2");

    assertThat(exit).isZero();
    CalibrationDocument calibration =
        RaceJson.readCalibration(out.resolve(CalibrationDocument.FILE_NAME));
    assertThat(calibration.overall())
        .singleElement()
        .satisfies(
            row -> {
              assertThat(row.configuration()).isEqualTo("kryo-default");
              assertThat(row.ratio().bounded()).isTrue();
            });
    assertThat(calibration.rows())
        .extracting(CalibrationRow::benchmark)
        .containsExactly("serialize", "deserialize");
    // Escape analysis decides per compilation whether a per-operation object is allocated, so a
    // primed JVM's B/op can differ from another's on the same code by an object or two (measured:
    // kryo-default's TestObject deserialize 224 to 248 B/op, in both kit and twin); a per-call
    // set-up in the kit (a new Kryo Output per write was 4,000 B/op more) lies far beyond the
    // larger of 64 B and 10%.
    assertThat(calibration.rows())
        .as("the kit allocates what the library called directly does")
        .allSatisfy(
            row ->
                assertThat(row.kitBytesPerOp())
                    .isCloseTo(
                        row.twinBytesPerOp(),
                        within(Math.max(ALLOCATION_SLACK_BYTES, 0.10 * row.twinBytesPerOp()))));
    assertThat(out.resolve("calibration.md")).content().contains("| `kryo-default` |");
    assertThat(out.resolve("race.json")).doesNotExist();
  }

  @Test
  void quickAndCalibrateDoNotGoTogether(@TempDir Path out) {
    StringWriter err = new StringWriter();

    int exit =
        execute(
            err, "race", "--adapters", ADAPTERS, "--out", out.toString(), "--quick", "--calibrate");

    assertThat(exit).isEqualTo(2);
    assertThat(err.toString())
        .contains("--quick, --calibrate, --check-settings and --long: give one at most");
  }

  private static int execute(StringWriter err, String... args) {
    CommandLine commandLine = SerialTck.commandLine();
    commandLine.setErr(new PrintWriter(err));
    return commandLine.execute(args);
  }
}
