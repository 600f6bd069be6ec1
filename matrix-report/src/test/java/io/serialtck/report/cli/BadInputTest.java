package io.serialtck.report.cli;

import static io.serialtck.report.cli.CapturedCommand.execute;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.report.SampleResults;
import io.serialtck.report.cli.CapturedCommand.Result;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Bad input as a new user gives it: a results file a newer kit wrote, a number an option cannot
 * take, a folder that does not exist, a report folder that cannot be written. Each gets one line
 * naming the cause, a usage (2) or environment (4) exit code, and nothing done before the check.
 */
class BadInputTest {

  private static final String ADAPTERS = System.getProperty("serialtck.adapters", "../adapters");

  @TempDir Path dir;

  /** Every command that reads a results.json, given one of schemaVersion 99. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "report FUTURE",
        "report FUTURE/results.json",
        "merge FUTURE --out OTHER",
        "repro lib-a/flexibility/enum/roundtrip --results FUTURE --out OTHER",
        "baseline --results FUTURE/results.json --dir OTHER",
        "baseline --update --results FUTURE --dir OTHER",
        "run --resume --configurations java-standard --race none --adapters ADAPTERS --out FUTURE"
      })
  void aResultsFileOfANewerSchemaIsRefusedNamingItsSchemaAndTheNewestThisKitReads(String line)
      throws IOException {
    Path future = run("future");
    Path json = future.resolve("results.json");
    Files.writeString(
        json,
        Files.readString(json)
            .replace(
                "\"schemaVersion\" : " + ResultsDocument.SCHEMA_VERSION, "\"schemaVersion\" : 99"));
    Files.writeString(future.resolve("results.jsonl"), "");
    byte[] before = Files.readAllBytes(json);
    Path other = dir.resolve("other");

    Result result = execute(words(line, "FUTURE", future, "OTHER", other));

    assertThat(result.exit()).as(result.err()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(result.err().strip())
        .isEqualTo(
            "serialtck "
                + line.split(" ")[0]
                + ": "
                + json
                + " has schemaVersion 99, and this kit reads "
                + ResultsDocument.SCHEMA_VERSION
                + " and older: a newer kit wrote it; read it with that kit, or run the matrix"
                + " again with this one");
    assertThat(result.out()).isEmpty();
    assertThat(Files.readAllBytes(json)).isEqualTo(before);
    assertThat(names(future)).isSubsetOf("results.json", "results.jsonl", ReportFolder.LOCK_FILE);
    assertThat(other).doesNotExist();
  }

  /** Every option that counts something, given a number it cannot take or no number at all. */
  @ParameterizedTest
  @CsvSource({
    "compare --classes a b --roots x.Y --tries 0, --tries, 0",
    "compare --classes a b --roots x.Y --tries -1, --tries, -1",
    "compare --classes a b --roots x.Y --tries abc, --tries, abc",
    "run --out NEVER --tries 0, --tries, 0",
    "run --out NEVER --timeout 0, --timeout, 0",
    "run --out NEVER --timeout 99999999999, --timeout, 99999999999",
    "run --out NEVER --parallel -1, --parallel, -1",
    "run --out NEVER --verify-cache 0, --verify-cache, 0",
    "baseline --out NEVER --tries 0, --tries, 0",
    "baseline --out NEVER --parallel none, --parallel, none",
    "corpus --timeout 0, --timeout, 0",
    "corpus --parallel 0, --parallel, 0",
    "repro --sample 0 --out NEVER, --sample, 0",
    "repro --sample -5 --out NEVER, --sample, -5",
    "race --rounds 0 --out NEVER, --rounds, 0",
    "race --budget -2 --out NEVER, --budget, -2",
  })
  void aCountThatIsNotAWholeNumberOfOneOrMoreIsAUsageErrorInOneLine(
      String line, String option, String value) {
    Path never = dir.resolve("never");

    Result result = execute(words(line, "NEVER", never));

    assertThat(result.exit()).isEqualTo(ExitCodes.USAGE);
    String command = line.split(" ")[0];
    assertThat(result.err().lines().findFirst().orElseThrow())
        .isEqualTo(
            "serialtck "
                + command
                + ": Invalid value for option '"
                + option
                + "': '"
                + value
                + "' "
                + (value.length() > 10
                    ? "is too large (at most 2147483647)"
                    : "is not a whole number")
                + (value.length() > 10 ? "" : " of 1 or more"));
    assertThat(result.err()).doesNotContain("\tat ").doesNotContain("Exception");
    assertThat(never).doesNotExist();
  }

  /** The cell cache's options: --no-cache with one that uses the cache is a usage error. */
  @ParameterizedTest
  @CsvSource({
    "run --out NEVER --no-cache --verify-cache 3, --verify-cache",
    "run --out NEVER --no-cache --cache-dir NEVER, --cache-dir",
    "baseline --out NEVER --no-cache --verify-cache 1, --verify-cache"
  })
  void noCacheWithAnOptionOfTheCacheIsAUsageErrorInOneLine(String line, String option) {
    Path never = dir.resolve("never");

    Result result = execute(words(line, "NEVER", never));

    assertThat(result.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(result.err().lines().findFirst().orElseThrow())
        .isEqualTo(
            "serialtck " + line.split(" ")[0] + ": --no-cache with " + option + ": give one");
    assertThat(never).doesNotExist();
  }

  @Test
  void seedAndTriesGivenAsPropertiesAreCheckedAsTheOptionsAre() {
    Path never = dir.resolve("never");
    String[] run = {
      "run",
      "--race",
      "none",
      "--configurations",
      "java-standard",
      "--adapters",
      ADAPTERS,
      "--out",
      never.toString()
    };

    Result badSeed = withProperty("serialtck.seed", "abc", run);
    Result badTries = withProperty("serialtck.tries", "0", run);

    assertThat(badSeed.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(badSeed.err())
        .startsWith("serialtck run: -Dserialtck.seed takes a whole number, not abc");
    assertThat(badTries.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(badTries.err())
        .startsWith("serialtck run: -Dserialtck.tries: '0' is not a whole number of 1 or more");
    assertThat(never).doesNotExist();
  }

  /** The path given, relative as typed, not the folder it would be in. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "report no-such-run",
        "merge no-such-run --out NEVER",
        "repro --results no-such-run --sample 1 --out NEVER",
        "report no-such-run/results.json",
      })
  void aMissingFolderIsNamedAsGivenNotByItsParent(String line) {
    Path never = dir.resolve("never");

    Result result = execute(words(line, "NEVER", never));

    assertThat(result.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    String given = line.split(" ")[line.startsWith("repro") ? 2 : 1];
    assertThat(result.err().strip())
        .isEqualTo("serialtck " + line.split(" ")[0] + ": no such folder or file: " + given);
    assertThat(never).doesNotExist();
  }

  /**
   * A report folder under a file, for every command that writes one: refused before the command
   * reads its input (the pool's calibrations do not even exist) or starts a worker.
   */
  @ParameterizedTest
  @CsvSource({
    "report RUN --out OUT, report folder",
    "merge RUN --out OUT, report folder",
    "repro --results RUN --sample 1 --out OUT, reproducers' folder",
    "compare --classes none-1 none-2 --roots x.Y --out OUT, report folder",
    "pool none-1 none-2 --out OUT, report folder",
    "race --quick --configurations java-standard --adapters ADAPTERS --out OUT, report folder",
    "run --race none --configurations java-standard --adapters ADAPTERS --out OUT, report folder",
    "baseline --configurations java-standard --adapters ADAPTERS --out OUT, report folder",
  })
  void aReportFolderThatCannotBeMadeIsRefusedBeforeAnyWork(String line, String role)
      throws IOException {
    Path run = run("run");
    Path file = Files.writeString(dir.resolve("a-file"), "x");
    Path out = file.resolve("reports");

    Result result = execute(words(line, "RUN", run, "OUT", out));

    assertThat(result.exit()).as(result.err()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(result.err().strip())
        .isEqualTo(
            "serialtck "
                + line.split(" ")[0]
                + ": cannot make the "
                + role
                + " "
                + out
                + ": "
                + file
                + " is a file");
    assertThat(result.out()).isEmpty();
  }

  @Test
  void aBaselineFolderThatIsAFileIsRefusedBeforeTheMatrixRuns() throws IOException {
    Path file = Files.writeString(dir.resolve("a-file"), "x");
    Path out = dir.resolve("never");

    Result result =
        execute(
            "baseline",
            "--update",
            "--dir",
            file.toString(),
            "--configurations",
            "java-standard",
            "--adapters",
            ADAPTERS,
            "--out",
            out.toString());

    assertThat(result.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(result.err().strip())
        .isEqualTo("serialtck baseline: " + file + " is a file; a baseline folder is asked for");
    assertThat(out).doesNotExist();
  }

  /** What a file holds instead of a run's results, said in one line, never a stack trace. */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "null| it holds null, not a run's results",
        "[ ]| it holds a JSON array, not a run's results",
        "{ }| it is not a run's results: it has no run and cells",
        "''| the file is empty"
      })
  void aResultsFileThatHoldsNoRunSaysWhatItHolds(String text, String reason) throws IOException {
    Path folder = Files.createDirectories(dir.resolve("odd"));
    Path json = Files.writeString(folder.resolve("results.json"), text);

    Result result = execute("report", folder.toString());

    assertThat(result.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(result.err().strip())
        .isEqualTo("serialtck report: " + json + " cannot be read (" + reason + ")");
  }

  @Test
  void aRaceOfANewerSchemaBesideTheResultsStopsTheReportBeforeItWritesAnything()
      throws IOException {
    Path folder = run("raced");
    Files.writeString(folder.resolve("race.json"), "{ \"schema\" : 99 }");
    byte[] before = Files.readAllBytes(folder.resolve("results.json"));

    Result result = execute("report", folder.toString());

    assertThat(result.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(result.err().strip())
        .startsWith("serialtck report: " + folder.resolve("race.json") + " has schema 99");
    assertThat(Files.readAllBytes(folder.resolve("results.json"))).isEqualTo(before);
    assertThat(folder.resolve("matrix.md")).doesNotExist();
  }

  @Test
  void baselineTakesTheRunsFolderAsWellAsItsResultsJson() throws IOException {
    Path folder = run("run");

    Result result =
        execute(
            "baseline",
            "--results",
            folder.toString(),
            "--adapters",
            ADAPTERS,
            "--dir",
            dir.resolve("no-baseline").toString());

    assertThat(result.err()).contains("no baseline at " + dir.resolve("no-baseline"));
  }

  @Test
  void aStarterConfigurationNeedsAnIdThatCanNameItAndAProjectFolderThatExists() throws IOException {
    Path project = Files.createDirectories(dir.resolve("project"));
    Path file = Files.writeString(dir.resolve("a-file"), "x");

    Result badId =
        execute(
            "init-configuration",
            "--library",
            "kryo",
            "--package",
            "a.b",
            "--id",
            "!!!",
            "--project",
            project.toString());
    Result fileProject =
        execute(
            "init-configuration",
            "--library",
            "kryo",
            "--package",
            "a.b",
            "--project",
            file.toString());
    Result missingProject =
        execute(
            "init-configuration",
            "--library",
            "kryo",
            "--package",
            "a.b",
            "--project",
            dir.resolve("typo").toString());

    assertThat(badId.exit()).isEqualTo(ExitCodes.USAGE);
    assertThat(badId.err()).startsWith("serialtck init-configuration: --id: '!!!' is not an id");
    assertThat(names(project)).isEmpty();
    assertThat(fileProject.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(fileProject.err().strip())
        .isEqualTo(
            "serialtck init-configuration: --project "
                + file
                + " is a file; the project's folder is asked for");
    assertThat(missingProject.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(missingProject.err().strip())
        .isEqualTo(
            "serialtck init-configuration: --project: no such folder: " + dir.resolve("typo"));
    assertThat(dir.resolve("typo")).doesNotExist();
  }

  @Test
  void adaptersNamingAFileSayItIsNoFolder() throws IOException {
    Path file = Files.writeString(dir.resolve("a-file"), "x");

    Result result = execute("list", "--adapters", file.toString());

    assertThat(result.exit()).isEqualTo(ExitCodes.ENVIRONMENT);
    assertThat(result.err().strip())
        .isEqualTo("serialtck list: cannot list adapters in " + file + ": not a folder: " + file);
  }

  @Test
  void helpNamesACommandsOptions() {
    Result result = execute("help", "compare");

    assertThat(result.exit()).isZero();
    assertThat(result.out()).contains("--classes").contains("--tries");
  }

  /** A run's folder holding the sample results. */
  private Path run(String name) throws IOException {
    Path folder = Files.createDirectories(dir.resolve(name));
    ResultsJson.write(folder.resolve("results.json"), SampleResults.document());
    return folder;
  }

  /** The line's words, each placeholder replaced by its path (and ADAPTERS by the adapters). */
  private static String[] words(String line, Object... placeholders) {
    String[] words = line.split(" ");
    for (int i = 0; i < words.length; i++) {
      words[i] = words[i].replace("ADAPTERS", ADAPTERS);
      for (int p = 0; p < placeholders.length; p += 2) {
        words[i] = words[i].replace((String) placeholders[p], placeholders[p + 1].toString());
      }
    }
    return words;
  }

  private static Set<String> names(Path folder) throws IOException {
    try (Stream<Path> files = Files.list(folder)) {
      return files.map(f -> f.getFileName().toString()).collect(Collectors.toSet());
    }
  }

  private static Result withProperty(String name, String value, String... args) {
    String before = System.getProperty(name);
    System.setProperty(name, value);
    try {
      return execute(args);
    } finally {
      if (before == null) {
        System.clearProperty(name);
      } else {
        System.setProperty(name, before);
      }
    }
  }
}
