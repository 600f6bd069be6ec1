package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.race.LambdaRow;
import io.serialtck.tck.race.RaceDocument;
import io.serialtck.tck.race.RaceJson;
import io.serialtck.tck.race.RaceRow;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class RaceCommandTest {

  private static final String ADAPTERS = System.getProperty("serialtck.adapters", "../adapters");

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

  private static int execute(StringWriter err, String... args) {
    CommandLine commandLine = SerialTck.commandLine();
    commandLine.setErr(new PrintWriter(err));
    return commandLine.execute(args);
  }
}
