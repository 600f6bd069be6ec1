package io.serialtck.report.cli;

import static io.serialtck.report.cli.CapturedCommand.execute;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serialtck.report.cli.CapturedCommand.Result;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A run given bad settings, a busy or unusable folder, or cut short: a clear message, an honest
 * exit code, nothing lost. Runs {@code java-standard} with few tries: a few seconds each.
 */
@ExtendWith(JavaStandardRun.Resolver.class)
class RunSafetyTest {

  @TempDir static Path shared;

  /**
   * A finished run of java-standard, seed 7, 2 tries, into a folder an earlier run had written: the
   * reference the other tests compare to ({@link JavaStandardRun}, shared with {@link
   * RunCommandTest}; no test here changes its folder).
   */
  private static Path finished;

  /** What that run printed: its exit code, standard output and standard error. */
  private static Result finishedRun;

  @BeforeAll
  static void runOnce(JavaStandardRun run) {
    finished = run.folder();
    finishedRun = run.result();
    assertThat(finishedRun.exit()).as(finishedRun.err()).isZero();
  }

  @ParameterizedTest
  @CsvSource({
    "--timeout, 0, Invalid value for option '--timeout': '0' is not a whole number of 1 or more",
    "--timeout, -5, Invalid value for option '--timeout': '-5' is not a whole number of 1 or more",
    "--worker-heap, abc, --worker-heap abc is not a size as -Xmx takes it",
    "--worker-heap, 1k, Too small maximum heap",
  })
  void badSettingsAreUsageErrorsAndTouchNoReport(String option, String value, String message)
      throws Exception {
    byte[] before = Files.readAllBytes(finished.resolve("results.json"));

    Result result = execute(append(runArgs(finished), option, value));

    assertThat(result.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(result.err()).contains(message).doesNotContain("Exception").doesNotContain("\tat ");
    assertThat(Files.readAllBytes(finished.resolve("results.json"))).isEqualTo(before);
  }

  @Test
  void aJdkOlderThan17IsAUsageError(@TempDir Path jdk) throws Exception {
    Files.createDirectories(jdk.resolve("bin"));
    Path java = jdk.resolve("bin").resolve("java");
    Files.writeString(java, "#!/bin/sh\necho 'openjdk version \"11.0.2\"' >&2\n");
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    Files.writeString(jdk.resolve("release"), "JAVA_VERSION=\"11.0.2\"\n");

    Result result = execute(append(runArgs(shared.resolve("old-jdk")), "--jdk", jdk.toString()));

    assertThat(result.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(result.err()).contains("is 11.0.2; workers need JDK 17 or newer");
    assertThat(shared.resolve("old-jdk")).doesNotExist();
  }

  @Test
  void aJdkThatDoesNotRunIsAUsageError(@TempDir Path jdk) throws Exception {
    Files.createDirectories(jdk.resolve("bin"));
    Path java = jdk.resolve("bin").resolve("java");
    Files.writeString(java, "#!/bin/sh\necho 'cannot execute binary file' >&2\nexit 126\n");
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    Files.writeString(jdk.resolve("release"), "JAVA_VERSION=\"21.0.1\"\n");

    Result result = execute(append(runArgs(shared.resolve("bad-jdk")), "--jdk", jdk.toString()));

    assertThat(result.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(result.err()).contains("(exit 126): cannot execute binary file");
  }

  @Test
  void outOnAFileIsAnEnvironmentErrorInOneLine() throws Exception {
    Path file = Files.writeString(shared.resolve("a-file"), "x");

    Result result = execute(runArgs(file));

    assertThat(result.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(result.err().strip())
        .isEqualTo("serialtck run: " + file + " is a file; a report folder is asked for");
  }

  @Test
  void aFolderThatCannotBeMadeIsAnEnvironmentErrorInOneLine() throws Exception {
    Path file = Files.writeString(shared.resolve("a-plain-file"), "x");
    Path under = file.resolve("reports");

    Result result = execute(runArgs(under));

    assertThat(result.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(result.err().strip())
        .isEqualTo(
            "serialtck run: cannot make the report folder " + under + ": " + file + " is a file");
  }

  @Test
  void aFolderThatCannotBeWrittenIsAnEnvironmentError() throws Exception {
    assumeFalse(
        "root".equals(System.getProperty("user.name")),
        "root writes into a read-only folder: the permission cannot be taken away to test it");
    Path readOnly = Files.createDirectories(shared.resolve("read-only"));
    Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));
    try {
      Result result = execute(runArgs(readOnly));

      assertThat(result.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
      assertThat(result.err().strip().lines()).hasSize(1);
      assertThat(result.err())
          .contains("cannot write into the report folder " + readOnly)
          .contains("permission denied");
    } finally {
      Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
  }

  @Test
  void aFolderAnotherRunHoldsIsRefusedNamingThatRun() throws Exception {
    Path busy = shared.resolve("busy");
    try (ReportFolder held = ReportFolder.take(busy, "serialtck run (the other one)")) {
      Result result = execute(runArgs(busy));

      assertThat(held.dir()).isEqualTo(busy.toAbsolutePath().normalize());
      assertThat(result.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
      assertThat(result.err())
          .contains("another run writes into " + busy)
          .contains("pid " + ProcessHandle.current().pid())
          .contains("serialtck run (the other one)");
      assertThat(busy.resolve("results.json")).doesNotExist();
    }
  }

  /** The run in {@link #runOnce} went into a folder an earlier run had written. */
  @Test
  void anEarlierRunsFilesDoNotSurviveANewRun() throws Exception {
    Path dir = finished;

    assertThat(dir.resolve("workers").resolve("gone-configuration.log")).doesNotExist();
    assertThat(dir.resolve("workers").resolve("java-standard.log")).exists();
    assertThat(Files.readString(dir.resolve("race.csv"))).isNotEqualTo("old race");
    assertThat(dir.resolve("matrix").resolve("gone-configuration.md")).doesNotExist();
    assertThat(dir.resolve("matrix").resolve("java-standard.md")).exists();
    assertThat(dir.resolve("index-data").resolve("matrix-99.js")).doesNotExist();
    assertThat(dir.resolve("index-data").resolve("matrix-1.js")).exists();
    assertThat(dir.resolve("notes.txt")).hasContent("the user's own file");
  }

  /** What the run in {@link #runOnce} printed, and where. */
  @Test
  void theResultsAndSummaryGoToStandardOutputTheProgressToStandardError() {
    Result result = finishedRun;

    assertThat(result.out()).contains("Scores per configuration").contains("Wrote ");
    assertThat(result.out().strip().lines().reduce((first, second) -> second).orElseThrow())
        .startsWith("Reports in " + finished.toAbsolutePath() + ": index.html");
    assertThat(result.out()).doesNotContain("matrix: ");
    assertThat(result.err())
        .containsPattern("matrix: \\d+/\\d+ cells in ")
        .doesNotContain("java-standard › ")
        .doesNotContain("Scores per configuration");
  }

  @Test
  void mergeOfATruncatedResultsJsonNamesItAndTheJsonlBesideIt() throws Exception {
    Path dir = shared.resolve("truncated");
    copyFolder(finished, dir);
    String whole = Files.readString(dir.resolve("results.json"));
    // cut just after a comma: inside a string or between tokens the reader meets the end of the
    // input either way, whereas half-way might land inside a literal such as "false"
    int cut = whole.lastIndexOf(',', whole.length() / 2) + 1;
    Files.writeString(dir.resolve("results.json"), whole.substring(0, cut));

    Result result = execute("merge", dir.toString(), "--out", shared.resolve("merged").toString());

    assertThat(result.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(result.err().strip().lines()).hasSize(1);
    assertThat(result.err())
        .contains(dir.resolve("results.json") + " cannot be read (Unexpected end-of-input")
        .contains(
            "the cells the run recorded as they finished are in " + dir.resolve("results.jsonl"));
  }

  @Test
  void versionPrintsTheKitsVersion() {
    Result result = execute("-V");

    assertThat(result.exit()).isZero();
    assertThat(result.out()).startsWith("serialtck ").doesNotContain("${").contains("Java ");
  }

  @Test
  void aKilledRunIsRenderedFromItsJsonlAndResumedToTheSameOutcomes() throws Exception {
    Path dir = shared.resolve("killed");
    copyFolder(finished, dir);
    List<String> lines = Files.readAllLines(dir.resolve("results.jsonl"));
    int kept = lines.size() / 3;
    // what a run killed with SIGKILL leaves: results.json as written when the cells started,
    // and results.jsonl up to a line torn in the middle
    ObjectNode start =
        (ObjectNode) new ObjectMapper().readTree(dir.resolve("results.json").toFile());
    start.putArray("cells");
    ((ObjectNode) start.get("run")).put("incomplete", true);
    new ObjectMapper().writeValue(dir.resolve("results.json").toFile(), start);
    String torn = lines.get(kept).substring(0, lines.get(kept).length() / 2);
    Files.writeString(
        dir.resolve("results.jsonl"), String.join("\n", lines.subList(0, kept)) + "\n" + torn);

    Result report = execute("report", dir.toString());

    assertThat(report.exit()).as(report.err()).isZero();
    assertThat(report.out()).contains("the reports hold the " + kept + " cells it recorded");
    assertThat(Files.readString(dir.resolve("index.html"))).contains("Incomplete run");
    assertThat(Files.readString(dir.resolve("matrix.md"))).contains("Incomplete run");
    assertThat(ResultsJson.read(dir.resolve("results.json")).cells()).hasSize(kept);

    Result resumed = execute(append(runArgs(dir), "--resume"));

    assertThat(resumed.exit()).as(resumed.err()).isZero();
    assertThat(resumed.err()).contains("Resuming: " + kept + " of " + lines.size() + " cells");
    ResultsDocument whole = ResultsJson.read(dir.resolve("results.json"));
    assertThat(whole.run().incomplete()).isFalse();
    assertThat(outcomes(whole))
        .isEqualTo(outcomes(ResultsJson.read(finished.resolve("results.json"))));
    assertThat(Files.readAllLines(dir.resolve("results.jsonl"))).hasSize(lines.size());
  }

  @Test
  void resumeRefusesARunOfAnotherPlanAndAFinishedOne() throws Exception {
    Path dir = shared.resolve("other-plan");
    copyFolder(finished, dir);

    Result finishedRun = execute(append(runArgs(dir), "--resume"));
    assertThat(finishedRun.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(finishedRun.err()).contains("finished; there is nothing to resume");

    ObjectNode start =
        (ObjectNode) new ObjectMapper().readTree(dir.resolve("results.json").toFile());
    ((ObjectNode) start.get("run")).put("incomplete", true);
    new ObjectMapper().writeValue(dir.resolve("results.json").toFile(), start);
    String[] otherSeed = runArgs(dir);
    otherSeed[otherSeed.length - 3] = "8";

    Result otherPlan = execute(append(otherSeed, "--resume"));
    assertThat(otherPlan.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(otherPlan.err()).contains("another plan (seed 7, now 8)");
  }

  /**
   * SIGTERM writes the report of the cells finished, marked incomplete, and prints the command that
   * resumes the run; pasted as printed, it finishes the run to the same outcomes.
   */
  @Test
  void sigtermWritesTheReportOfTheCellsFinishedMarkedIncompleteAndTheCommandThatResumesIt()
      throws Exception {
    Path dir = shared.resolve("sigterm");
    java.util.Optional<String> resumeCommand;
    List<String> command =
        new java.util.ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                SerialTck.class.getName()));
    command.addAll(List.of(runArgs(dir)));
    command.addAll(List.of("--progress", "cells"));
    Process process =
        new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    try (var err = process.errorReader(StandardCharsets.UTF_8)) {
      String line;
      while ((line = err.readLine()) != null && !line.startsWith("[  50/")) {
        // wait until 50 cells are done
      }
      // Process.destroy would close the stream read below; the kill command sends SIGTERM alone
      assertThat(
              new ProcessBuilder("kill", "-TERM", String.valueOf(process.pid())).start().waitFor())
          .isZero();
      StringBuilder rest = new StringBuilder();
      while ((line = err.readLine()) != null) {
        rest.append(line).append('\n');
      }
      assertThat(process.waitFor()).isEqualTo(143);
      assertThat(rest.toString()).contains("Interrupted: ").contains("marked incomplete");
      resumeCommand =
          rest.toString().lines().filter(l -> l.startsWith("Resume with: ")).findFirst();
    }
    ResultsDocument partial = ResultsJson.read(dir.resolve("results.json"));
    assertThat(partial.run().incomplete()).isTrue();
    assertThat(partial.cells().size()).isGreaterThanOrEqualTo(50);
    assertThat(Files.readString(dir.resolve("index.html"))).contains("Incomplete run");

    // the command printed to resume, pasted as printed: a shell splits it into the words run
    assertThat(resumeCommand).isPresent();
    List<String> words =
        ShellSplit.words(resumeCommand.orElseThrow().substring("Resume with: ".length()));
    assertThat(words.get(0)).isEqualTo("./serialtck");
    Result resumed = execute(words.subList(1, words.size()).toArray(String[]::new));

    assertThat(resumed.exit()).as(resumed.err()).isZero();
    assertThat(resumed.err()).contains("Resuming: " + partial.cells().size() + " of ");
    ResultsDocument whole = ResultsJson.read(dir.resolve("results.json"));
    assertThat(whole.run().incomplete()).isFalse();
    assertThat(outcomes(whole))
        .isEqualTo(outcomes(ResultsJson.read(finished.resolve("results.json"))));
  }

  private static Map<CellKey, String> outcomes(ResultsDocument document) {
    return document.cells().stream()
        .collect(
            Collectors.toMap(
                CellKey::of, (Function<CellResult, String>) c -> c.outcome() + " " + c.mode()));
  }

  private static String[] runArgs(Path out) {
    return JavaStandardRun.args(out);
  }

  private static String[] append(String[] args, String... more) {
    String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
    System.arraycopy(more, 0, all, args.length, more.length);
    return all;
  }

  private static void copyFolder(Path from, Path to) throws Exception {
    Files.createDirectories(to);
    for (String name : List.of("results.json", "results.jsonl")) {
      Files.copy(from.resolve(name), to.resolve(name));
    }
  }
}
