package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The gate outside Maven, end to end on one real configuration: {@code baseline --update} writes a
 * baseline, {@code run --baseline} passes on an untouched build and fails naming the cell when an
 * outcome or an entry no longer matches, and {@code merge} of two shards gives the unsharded run.
 */
class GateCommandsTest {

  private static final String ADAPTERS = System.getProperty("serialtck.adapters", "../adapters");
  private static final String JDK = "jdk-" + Runtime.version().feature();

  @TempDir static Path work;

  /** Every cell java-standard has in a run without upgrades. */
  private static final int JAVA_STANDARD_CELLS =
      new io.serialtck.tck.categories.PlannedCells(io.serialtck.tck.categories.StandardPlan.full(3))
          .cellKeys("java-standard")
          .size();

  private static Path baseline;
  private static Path file;

  @BeforeAll
  static void writeABaseline() {
    baseline = work.resolve("baseline");
    Result update =
        execute(
            "baseline",
            "--update",
            "--adapters",
            ADAPTERS,
            "--dir",
            baseline.toString(),
            "--configurations",
            "java-standard",
            "--seed",
            "7",
            "--tries",
            "3",
            "--out",
            work.resolve("first").toString());
    assertThat(update.exit()).as(update.err()).isZero();
    file = baseline.resolve(JDK).resolve("java-standard.baseline");
  }

  @Test
  void theBaselineIsOneReadableLinePerCellWithItsSettingsBeside() throws Exception {
    List<String> lines = Files.readAllLines(file);

    assertThat(lines)
        .contains(
            "evolution/field-added/backward = PASS",
            "evolution/int-to-long/backward = REJECTED [read: java.io.InvalidClassException]",
            "flexibility/Optional/roundtrip = REJECTED [write: java.io.NotSerializableException]")
        .anySatisfy(line -> assertThat(line).startsWith("# Rewrite after a reviewed change:"));
    assertThat(lines.stream().filter(l -> l.contains(" = "))).hasSize(JAVA_STANDARD_CELLS);
    assertThat(Files.readString(baseline.resolve("run.properties")))
        .contains("seed=7")
        .contains("tries=3");
  }

  @Test
  void anUntouchedBuildPassesTheGateAndAChangedOrStaleEntryFailsIt() throws Exception {
    Result same = run("same");
    assertThat(same.exit()).as(same.err()).isZero();
    assertThat(same.err())
        .contains("all " + JAVA_STANDARD_CELLS + " cells have the baseline's outcome");

    String original = Files.readString(file);
    try {
      Files.writeString(
          file,
          original
                  .replace(
                      "evolution/int-to-long/backward = REJECTED [read:"
                          + " java.io.InvalidClassException]",
                      "evolution/int-to-long/backward = PASS")
                  .replace(
                      "evolution/class-renamed/backward = REJECTED [read:"
                          + " java.lang.ClassNotFoundException]",
                      "evolution/class-renamed/backward = REJECTED [read:"
                          + " java.io.InvalidClassException]")
              + "evolution/no-such-scenario/forward = PASS\n");

      Result changed = run("changed");

      assertThat(changed.exit()).isEqualTo(Gate.DIFFERS);
      assertThat(changed.err())
          .contains("2 of " + JAVA_STANDARD_CELLS + " cells differ, 1 stale entries")
          .contains(
              "java-standard evolution/int-to-long/backward: was PASS, now REJECTED [read:"
                  + " java.io.InvalidClassException] — ")
          .contains(
              "java-standard evolution/class-renamed/backward: was REJECTED [read:"
                  + " java.io.InvalidClassException], now REJECTED [read:"
                  + " java.lang.ClassNotFoundException]")
          .contains(
              "java-standard evolution/no-such-scenario/forward: the baseline says PASS, but the"
                  + " run has no such cell")
          .contains(
              "./serialtck baseline --update --baseline "
                  + baseline
                  + " --adapters "
                  + ADAPTERS
                  + " --results "
                  + work.resolve("changed").resolve("results.json"));

      Result accepted = execute(acceptCommand(changed.err()));

      assertThat(accepted.exit()).as(accepted.err()).isZero();
      assertThat(Files.readString(file))
          .as("the printed command rewrote the gated folder from the run")
          .isEqualTo(original);
    } finally {
      Files.writeString(file, original);
    }
  }

  @Test
  void aSeedOtherThanTheBaselinesIsAUsageErrorSayingWhichToUse() {
    Result other =
        execute(
            "run",
            "--race",
            "none",
            "--adapters",
            ADAPTERS,
            "--baseline",
            baseline.toString(),
            "--configurations",
            "java-standard",
            "--seed",
            "8",
            "--out",
            work.resolve("other-seed").toString());

    assertThat(other.exit()).isEqualTo(2);
    assertThat(other.err()).contains("--seed 7 --tries 3");
  }

  @Test
  void twoShardsMergeIntoTheUnshardedRun() {
    Path first = work.resolve("first");
    for (String shard : List.of("1/2", "2/2")) {
      Result part =
          execute(
              "run",
              "--race",
              "none",
              "--adapters",
              ADAPTERS,
              "--configurations",
              "java-standard",
              "--seed",
              "7",
              "--tries",
              "3",
              "--shard",
              shard,
              "--out",
              work.resolve("shard-" + shard.charAt(0)).toString());
      assertThat(part.exit()).as(part.err()).isZero();
    }

    Result merge =
        execute(
            "merge",
            work.resolve("shard-1").toString(),
            work.resolve("shard-2").toString(),
            "--out",
            work.resolve("merged").toString(),
            "--baseline",
            baseline.toString(),
            "--adapters",
            ADAPTERS);

    assertThat(merge.exit()).as(merge.err()).isZero();
    ResultsDocument merged = ResultsJson.read(work.resolve("merged").resolve("results.json"));
    ResultsDocument whole = ResultsJson.read(first.resolve("results.json"));
    assertThat(merged.run().shard()).isNull();
    assertThat(merged.cells())
        .usingRecursiveFieldByFieldElementComparatorIgnoringFields("durationMicros")
        .containsExactlyElementsOf(whole.cells());
    assertThat(merged.scores()).usingRecursiveComparison().isEqualTo(whole.scores());
    assertThat(work.resolve("merged").resolve("index.html")).isNotEmptyFile();
    assertThat(work.resolve("merged").resolve("results.csv")).isNotEmptyFile();
    assertThat(ResultsJson.read(work.resolve("shard-1").resolve("results.json")).cells())
        .extracting(CellResult::category)
        .contains("flexibility")
        .doesNotContain("property");
  }

  /** The arguments of the {@code ./serialtck baseline --update ...} command the gate printed. */
  private static String[] acceptCommand(String err) {
    String prefix = "./serialtck ";
    String line =
        err.lines().filter(l -> l.contains(prefix + "baseline --update")).findFirst().orElseThrow();
    return line.substring(line.indexOf(prefix) + prefix.length()).split(" ");
  }

  private static Result run(String out) {
    return execute(
        "run",
        "--race",
        "none",
        "--adapters",
        ADAPTERS,
        "--baseline",
        baseline.toString(),
        "--configurations",
        "java-standard",
        "--out",
        work.resolve(out).toString());
  }

  private static Result execute(String... args) {
    PrintStream originalErr = System.err;
    PrintStream originalOut = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    PrintStream both = new PrintStream(captured, true, StandardCharsets.UTF_8);
    System.setErr(both);
    System.setOut(both);
    try {
      CommandLine commandLine = SerialTck.commandLine();
      commandLine.setErr(new java.io.PrintWriter(System.err, true));
      int exit = commandLine.execute(args);
      return new Result(exit, captured.toString(StandardCharsets.UTF_8));
    } finally {
      System.setErr(originalErr);
      System.setOut(originalOut);
    }
  }

  private record Result(int exit, String err) {}
}
