package io.serialtck.race;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serialtck.fixtures.objects.LambdaCapturingFixture;
import io.serialtck.fixtures.objects.LambdaNoncapturingFixture;
import io.serialtck.fixtures.objects.TestObjectFixture;
import io.serialtck.fixtures.objects.TopOfBookFixture;
import io.serialtck.race.protocol.RaceMessage;
import io.serialtck.race.protocol.RaceMessageReader;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs {@link RaceMain} as the harness does: a child JVM on exactly {@link RaceClasspath#locate()},
 * whose JMH forks get that class path too.
 */
class RaceMainTest {

  private static final String SETTINGS =
      """
      #setting forks=1
      #setting warmupIterations=1
      #setting warmupMillis=100
      #setting measurementIterations=1
      #setting measurementMillis=100
      """;

  @TempDir Path dir;

  @Test
  void timesAPointAndReportsOneThatDoesNotReadBackIntact() throws Exception {
    String fixture = TestObjectFixture.class.getName();
    Path plan = dir.resolve("plan.txt");
    Files.writeString(
        plan,
        SETTINGS
            + "hand-written.TestObject\thand-written\t-\t"
            + fixture
            + "\tserialize,deserialize\n"
            + "corrupts\ttest-corrupts-name\t"
            + TestWorlds.worldFile(dir)
            + "\t"
            + fixture
            + "\tserialize,deserialize\t-Dserialtck.race.test=true\n");
    Path out = dir.resolve("out");

    Result result = race(plan, out);

    assertThat(result.exit()).as(result.stderr()).isZero();
    assertThat(result.stdout()).hasSize(4);
    assertThat(result.stdout().get(0)).matches("point hand-written\\.TestObject done \\d+");
    assertThat(result.stdout().get(1)).startsWith("point corrupts missing serialize CORRUPTED: ");
    assertThat(result.stdout().get(2)).startsWith("point corrupts missing deserialize CORRUPTED: ");
    assertThat(result.stdout().get(3))
        .startsWith("point corrupts failed CORRUPTED: ")
        .contains("name")
        .endsWith("(serialize)");

    JsonNode results =
        new ObjectMapper().readTree(out.resolve("hand-written.TestObject.json").toFile());
    Map<String, JsonNode> byBenchmark = new HashMap<>();
    results.forEach(node -> byBenchmark.put(node.get("benchmark").asText(), node));
    assertThat(byBenchmark)
        .containsOnlyKeys(
            RaceBenchmark.class.getName() + ".serialize",
            RaceBenchmark.class.getName() + ".deserialize");
    for (JsonNode node : byBenchmark.values()) {
      assertThat(node.at("/primaryMetric/score").asDouble()).isPositive();
      assertThat(node.at("/primaryMetric/scoreUnit").asText()).isEqualTo("ns/op");
      assertThat(node.at("/secondaryMetrics/gc.alloc.rate.norm/score").asDouble()).isPositive();
      assertThat(node.at("/params/configuration").asText()).isEqualTo("hand-written");
      assertThat(node.get("jvmArgs")).isEmpty();
    }
    JsonNode failed = new ObjectMapper().readTree(out.resolve("corrupts.json").toFile());
    assertThat(failed).isEmpty();
    String log = Files.readString(out.resolve("jmh.log"), StandardCharsets.UTF_8);
    assertThat(log)
        .contains("### point hand-written.TestObject", "### point corrupts")
        .contains("# VM options: <none>", "# VM options: -Dserialtck.race.test=true")
        .contains("PayloadNotIntactException: CORRUPTED: ");
  }

  @Test
  void runsTheNewBenchmarksInThisJvmAndSkipsReuseWhereTheConfigurationHasNone() throws Exception {
    String world = TestWorlds.worldFile(dir).toString();
    Path plan = dir.resolve("plan.txt");
    Files.writeString(
        plan,
        SETTINGS.replace("forks=1", "forks=0")
            + String.join(
                "\n",
                "echo\thand-written\t-\t"
                    + TopOfBookFixture.class.getName()
                    + "\techo,echoCopy,echoReuse,deserializeReuse",
                "files\thand-written\t-\t"
                    + TestObjectFixture.class.getName()
                    + "\tfileTripStream,fileTripRandomAccess",
                "lambda\ttest-java-serialization\t"
                    + world
                    + "\t"
                    + LambdaNoncapturingFixture.class.getName()
                    + "\troundTrip",
                "noReuse1\ttest-java-serialization\t"
                    + world
                    + "\t"
                    + TestObjectFixture.class.getName()
                    + "\tdeserialize,deserializeReuse",
                "noReuse2\ttest-java-serialization\t"
                    + world
                    + "\t"
                    + TopOfBookFixture.class.getName()
                    + "\tdeserializeReuse",
                "badLambda\ttest-corrupts-name\t"
                    + world
                    + "\t"
                    + LambdaCapturingFixture.class.getName()
                    + "\troundTrip")
            + "\n");
    Path out = dir.resolve("out");

    Result result = race(plan, out);

    assertThat(result.exit()).as(result.stderr()).isZero();
    String noReuse =
        "missing deserializeReuse no reuse: test-java-serialization does not implement"
            + " ReusingReader";
    assertThat(result.stdout())
        .as(result.stderr())
        .hasSize(9)
        .contains("point noReuse1 " + noReuse, "point noReuse2 " + noReuse)
        .anyMatch(line -> line.matches("point echo done \\d+"))
        .anyMatch(line -> line.matches("point files done \\d+"))
        .anyMatch(line -> line.matches("point lambda done \\d+"))
        .anyMatch(line -> line.matches("point noReuse1 done \\d+"))
        .anyMatch(line -> line.matches("point noReuse2 done \\d+"))
        .anyMatch(line -> line.startsWith("point badLambda missing roundTrip CORRUPTED: "))
        .anyMatch(
            line ->
                line.startsWith("point badLambda failed CORRUPTED: ")
                    && line.endsWith("(roundTrip)"));
    assertThat(benchmarks(out.resolve("echo.json")))
        .containsOnlyKeys("echo", "echoCopy", "echoReuse", "deserializeReuse");
    assertThat(benchmarks(out.resolve("files.json")))
        .containsOnlyKeys("fileTripStream", "fileTripRandomAccess");
    assertThat(benchmarks(out.resolve("noReuse1.json"))).containsOnlyKeys("deserialize");
    // The second point learnt from the first: it ran nothing, so JMH wrote no file.
    assertThat(out.resolve("noReuse2.json")).doesNotExist();
    JsonNode lambda = benchmarks(out.resolve("lambda.json")).get("roundTrip");
    assertThat(lambda.at("/mode").asText()).isEqualTo("sample");
    assertThat(lambda.at("/primaryMetric/scorePercentiles/50.0").asDouble()).isPositive();
    assertThat(lambda.at("/primaryMetric/scorePercentiles/99.99").asDouble()).isPositive();
    assertThat(lambda.at("/secondaryMetrics/gc.alloc.rate.norm/score").asDouble()).isPositive();
    assertThat(benchmarks(out.resolve("badLambda.json"))).isEmpty();
  }

  @Test
  void primesEveryPointsSerializeAndDeserializeBeforeMeasuringAny() throws Exception {
    Path plan = dir.resolve("plan.txt");
    Files.writeString(
        plan,
        SETTINGS.replace("forks=1", "forks=0")
            + "#setting primeMillis=50\n"
            + String.join(
                "\n",
                "first\thand-written\t-\t"
                    + TestObjectFixture.class.getName()
                    + "\tserialize,deserialize,fileTripStream",
                "second\thand-written\t-\t" + TopOfBookFixture.class.getName() + "\techo")
            + "\n");
    Path out = dir.resolve("out");

    Result result = race(plan, out);

    assertThat(result.exit()).as(result.stderr()).isZero();
    String log = Files.readString(out.resolve("jmh.log"), StandardCharsets.UTF_8);
    // both primed, in the plan's order, before the first is measured; only the first has
    // serialize or deserialize, the only benchmarks primed
    assertThat(log.indexOf("### priming first"))
        .isNotNegative()
        .isLessThan(log.indexOf("### priming second"));
    assertThat(log.indexOf("### priming second")).isLessThan(log.indexOf("### point first"));
    String primingFirst =
        log.substring(log.indexOf("### priming first"), log.indexOf("### priming second"));
    assertThat(primingFirst)
        .containsPattern("primed for 50 ms each: deserialize \\d+ ns/op, serialize \\d+ ns/op")
        .doesNotContain("fileTripStream");
    // the second has neither: nothing to prime
    assertThat(log.substring(log.indexOf("### priming second"), log.indexOf("### point first")))
        .doesNotContain("primed for");
    // priming leaves no result file of its own, and the measured results are whole
    assertThat(benchmarks(out.resolve("first.json")))
        .containsOnlyKeys("serialize", "deserialize", "fileTripStream");
    assertThat(benchmarks(out.resolve("second.json"))).containsOnlyKeys("echo");
    try (var files = Files.list(out)) {
      assertThat(files.map(f -> f.getFileName().toString()))
          .containsExactlyInAnyOrder("first.json", "second.json", "jmh.log");
    }
  }

  @Test
  void warmsEachBenchmarkUntilSteadyThenMeasuresItAndKeepsTheWarmUp() throws Exception {
    Path plan = dir.resolve("plan.txt");
    Files.writeString(
        plan,
        "#setting forks=0\n#setting warmupIterations=50\n#setting warmupMillis=100\n"
            + "#setting measurementIterations=3\n#setting measurementMillis=50\n"
            + "#setting steadyWithinPercent=50\n"
            + "steady\thand-written\t-\t"
            + TestObjectFixture.class.getName()
            + "\tserialize,deserialize\n");
    Path out = dir.resolve("out");

    Result result = race(plan, out);

    assertThat(result.exit()).as(result.stderr()).isZero();
    assertThat(result.stdout()).anyMatch(line -> line.startsWith("point steady done"));
    // one JSON of the measured iterations only, with the GC profiler's B/op
    Map<String, JsonNode> measured = benchmarks(out.resolve("steady.json"));
    assertThat(measured).containsOnlyKeys("serialize", "deserialize");
    for (JsonNode benchmark : measured.values()) {
      assertThat(benchmark.at("/measurementIterations").asInt()).isEqualTo(3);
      assertThat(benchmark.at("/warmupIterations").asInt())
          .as("the measured run opens with unmeasured iterations of its own")
          .isEqualTo(SteadyRun.MEASURED_RUN_WARMUP_ITERATIONS);
      assertThat(benchmark.at("/primaryMetric/rawData/0")).hasSize(3);
      assertThat(benchmark.at("/secondaryMetrics/gc.alloc.rate.norm/score").isNumber()).isTrue();
    }
    // the warm-ups: steady within 50% after the least warm-up (3 s: 30 iterations of 100 ms)
    List<String> warmups = Files.readAllLines(out.resolve("steady.warmup.tsv"));
    assertThat(warmups).hasSize(2);
    for (String line : warmups) {
      String[] fields = line.split("\t");
      assertThat(fields[0]).isIn("serialize", "deserialize");
      assertThat(fields[2]).isEqualTo("steady");
      assertThat(fields[3].split(",")).hasSizeBetween(30, 50);
      assertThat(Long.parseLong(fields[1])).isGreaterThanOrEqualTo(Steadiness.MIN_MILLIS);
    }
  }

  /**
   * With a factor of 1 no measurement lies on its plateau to the last digit, so every one is set
   * aside and taken again, as often as the rule allows: the whole path in a real race JVM.
   */
  @Test
  void setsAsideAMeasurementThatEndedOffItsPlateauWarmsOnAndMeasuresAgain() throws Exception {
    Path plan = dir.resolve("plan.txt");
    Files.writeString(
        plan,
        "#setting forks=0\n#setting warmupIterations=50\n#setting warmupMillis=100\n"
            + "#setting measurementIterations=3\n#setting measurementMillis=50\n"
            + "#setting steadyWithinPercent=50\n#setting offPlateauFactor=1\n"
            + "again\thand-written\t-\t"
            + TestObjectFixture.class.getName()
            + "\tserialize\n");
    Path out = dir.resolve("out");

    Result result = race(plan, out);

    assertThat(result.exit()).as(result.stderr()).isZero();
    JsonNode measured = benchmarks(out.resolve("again.json")).get("serialize");
    assertThat(measured.at("/primaryMetric/rawData/0")).as("the last measurement").hasSize(3);
    String[] fields = Files.readAllLines(out.resolve("again.warmup.tsv")).get(0).split("\t");
    assertThat(fields).hasSize(5);
    assertThat(fields[4].split(";"))
        .hasSize(RacePlan.Settings.MEASURED_AGAIN)
        .allSatisfy(aside -> assertThat(aside.split(",")).hasSize(3));
    assertThat(fields[3].split(","))
        .as("the warm-up went on after each measurement set aside")
        .hasSizeGreaterThanOrEqualTo(30 + RacePlan.Settings.MEASURED_AGAIN * Steadiness.WINDOW);
    assertThat(Files.readString(out.resolve("jmh.log"), StandardCharsets.UTF_8))
        .contains("serialize: set aside a measurement: it ended more than 1× off the plateau");
  }

  private static Map<String, JsonNode> benchmarks(Path file) throws IOException {
    Map<String, JsonNode> byMethod = new HashMap<>();
    for (JsonNode node : new ObjectMapper().readTree(file.toFile())) {
      String benchmark = node.get("benchmark").asText();
      byMethod.put(benchmark.substring(benchmark.lastIndexOf('.') + 1), node);
    }
    return byMethod;
  }

  @Test
  void runsOnlyTheNamedPointsTheCopyOfHandWrittenAndAPlainTwin() throws Exception {
    String fixture = TestObjectFixture.class.getName();
    Path plan = dir.resolve("plan.txt");
    Files.writeString(
        plan,
        SETTINGS.replace("forks=1", "forks=0")
            + "r01-p001\thand-written\t-\t"
            + fixture
            + "\tserialize,deserialize\n"
            + "r01-p002\thand-written-copy\t-\t"
            + fixture
            + "\tserialize\n"
            + "r01-p003\ttwin:java-standard\t-\t"
            + fixture
            + "\tserialize,deserialize\n");
    Path out = dir.resolve("out");

    Result result = race(plan, out, "r01-p003,r01-p002");

    assertThat(result.exit()).as(result.stderr()).isZero();
    assertThat(result.stdout())
        .as("in the plan's order, the other point not run")
        .hasSize(2)
        .satisfies(lines -> assertThat(lines.get(0)).startsWith("point r01-p002 done "))
        .satisfies(lines -> assertThat(lines.get(1)).startsWith("point r01-p003 done "));
    assertThat(out.resolve("r01-p001.json")).doesNotExist();
    Map<String, JsonNode> twin = benchmarks(out.resolve("r01-p003.json"));
    assertThat(twin).containsOnlyKeys("serialize", "deserialize");
    assertThat(twin.get("serialize").get("benchmark").asText())
        .isEqualTo("io.serialtck.race.twin.JavaSerializationTwin.serialize");
    assertThat(twin.get("serialize").at("/params/configuration").asText())
        .isEqualTo("java-standard");
    assertThat(twin.get("deserialize").at("/primaryMetric/rawData/0")).hasSize(1);
    assertThat(
            benchmarks(out.resolve("r01-p002.json"))
                .get("serialize")
                .at("/params/configuration")
                .asText())
        .isEqualTo("hand-written-copy");
  }

  @Test
  void aPointNotInThePlanExitsWithTwo() throws Exception {
    Path plan = dir.resolve("plan.txt");
    Files.writeString(
        plan,
        SETTINGS + "p1\thand-written\t-\t" + TestObjectFixture.class.getName() + "\tserialize\n");

    Result result = race(plan, dir.resolve("out"), "p1,p2");

    assertThat(result.exit()).isEqualTo(2);
    assertThat(result.stderr()).contains("does not have every point of p1,p2");
  }

  @Test
  void aMalformedPlanExitsWithTwoNamingTheLine() throws Exception {
    Path plan = dir.resolve("plan.txt");
    Files.writeString(plan, SETTINGS + "only-two\tfields\n");

    Result result = race(plan, dir.resolve("out"));

    assertThat(result.exit()).isEqualTo(2);
    assertThat(result.stdout()).isEmpty();
    assertThat(result.stderr()).contains("line 6: expected pointId<TAB>configuration");
  }

  /**
   * @param stdout the messages as their lines ({@link RaceMessage#line()})
   */
  private record Result(int exit, List<String> stdout, String stderr) {}

  private Result race(Path plan, Path out, String... points)
      throws IOException, InterruptedException {
    String classpath =
        RaceClasspath.locate().stream()
            .map(Path::toString)
            .collect(Collectors.joining(File.pathSeparator));
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    // Not a measurement: it may run beside another JMH run on a shared machine.
    command.add("-Djmh.ignoreLock=true");
    command.add("-cp");
    command.add(classpath);
    command.add(RaceMain.class.getName());
    command.add(plan.toString());
    command.add(out.toString());
    command.addAll(List.of(points));
    Path stdout = dir.resolve("stdout.txt");
    Path stderr = dir.resolve("stderr.txt");
    Process process =
        new ProcessBuilder(command)
            .redirectOutput(stdout.toFile())
            .redirectError(stderr.toFile())
            .start();
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("RaceMain did not finish in 120 s");
    }
    return new Result(
        process.exitValue(),
        messageLines(stdout),
        Files.readString(stderr, StandardCharsets.UTF_8));
  }

  /**
   * The race JVM's messages as their lines, then any lines it printed on standard output outside
   * their frames (none is expected).
   */
  private static List<String> messageLines(Path stdout) throws IOException {
    ByteArrayOutputStream strays = new ByteArrayOutputStream();
    List<String> lines = new ArrayList<>();
    try (InputStream in = Files.newInputStream(stdout)) {
      RaceMessageReader reader = new RaceMessageReader(in, strays);
      for (RaceMessage message = reader.next(); message != null; message = reader.next()) {
        lines.add(message.line());
      }
    }
    strays.toString(StandardCharsets.UTF_8).lines().forEach(lines::add);
    return lines;
  }
}
