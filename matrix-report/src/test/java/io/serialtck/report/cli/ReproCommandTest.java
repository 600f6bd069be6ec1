package io.serialtck.report.cli;

import static io.serialtck.report.cli.CapturedCommand.execute;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.report.cli.CapturedCommand.Result;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsFolder;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.verdict.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serialtck repro} end to end on a real run of a few {@code java-standard} and {@code
 * kryo-registered} cells: a named cell's reproducer is written and agrees when run; a results file
 * whose cell says otherwise makes it disagree with exit 1; a sample writes as many as asked, and
 * draws a stateful and a registration-order cell beside the others, each agreeing; an interrupted
 * run's cells are read from its results.jsonl; usage errors exit 2 in one line.
 */
class ReproCommandTest {

  private static final String ADAPTERS = System.getProperty("serialtck.adapters", "../adapters");
  private static final String CELL = "java-standard/evolution/int-to-long/backward";

  @TempDir static Path work;
  private static Path results;
  private static String home;

  @BeforeAll
  static void runAFewCells() {
    home = System.getProperty("serialtck.home");
    // the kit's checkout, where a flexibility reproducer finds the fixture's sources
    System.setProperty("serialtck.home", "..");
    Result run =
        execute(
            "run",
            "--race",
            "none",
            "--adapters",
            ADAPTERS,
            "--configurations",
            "java-standard,kryo-registered",
            "--categories",
            "flexibility,evolution,stateful,registration-order",
            "--scenarios",
            "ArrayList,int-to-long,interleaved:field-added,reversed-same-layout",
            "--out",
            work.resolve("run").toString());
    assertThat(run.exit()).as(run.err()).isZero();
    results = work.resolve("run").resolve("results.json");
  }

  @AfterAll
  static void restoreHome() {
    if (home == null) {
      System.clearProperty("serialtck.home");
    } else {
      System.setProperty("serialtck.home", home);
    }
  }

  @Test
  void aCellsReproducerIsWrittenAndAgreesWithTheCell() {
    Result repro = repro(results, "agrees", CELL, "--run");

    assertThat(repro.exit()).as(repro.out() + repro.err()).isZero();
    assertThat(repro.out())
        .contains(CELL + " agrees")
        .contains("1 of 1 reproducers checked agree with their cells");
    assertThat(work.resolve("agrees/java-standard__evolution__int-to-long__backward/run.sh"))
        .isRegularFile();
  }

  @Test
  void aCellTheReproducerContradictsDisagreesWithExitOne() {
    ResultsDocument document = ResultsFolder.read(results);
    CellResult cell =
        document.cells().stream()
            .filter(c -> io.serialtck.tck.repro.CellAddress.of(c).equals(CELL))
            .findFirst()
            .orElseThrow();
    Outcome other = cell.outcome() == Outcome.PASS ? Outcome.CORRUPTED : Outcome.PASS;
    CellResult contradicted =
        CellResult.builder(cell.configuration(), cell.category(), cell.scenario(), cell.direction())
            .outcome(other)
            .detail("")
            .writer(cell.writer())
            .reader(cell.reader())
            .build();
    Path tampered = work.resolve("tampered.json");
    ResultsJson.write(tampered, document.withCells(List.of(contradicted), false));

    Result repro = repro(tampered, "disagrees", CELL, "--run");

    assertThat(repro.exit()).as(repro.out() + repro.err()).isEqualTo(1);
    assertThat(repro.out())
        .contains(CELL + " DISAGREES: kit said " + other + ", reproducer shows " + cell.outcome());
  }

  @Test
  void aSampleWritesAsManyAsAsked() {
    Result repro =
        execute(
            "repro",
            "--adapters",
            ADAPTERS,
            "--results",
            results.toString(),
            "--out",
            work.resolve("sample").toString(),
            "--sample",
            "2",
            "--seed",
            "3");

    assertThat(repro.exit()).as(repro.out() + repro.err()).isZero();
    assertThat(repro.out()).contains("2 reproducers in ");
  }

  @Test
  void aSampleDrawsStatefulAndRegistrationOrderCellsAndEachAgrees() {
    Result repro =
        execute(
            "repro",
            "--adapters",
            ADAPTERS,
            "--results",
            results.toString(),
            "--out",
            work.resolve("categories").toString(),
            "--sample",
            "4",
            "--seed",
            "1",
            "--run");

    assertThat(repro.exit()).as(repro.out() + repro.err()).isZero();
    assertThat(repro.out())
        .containsPattern("(?m)^\\S+/stateful/interleaved:field-added/backward agrees \\(held: ")
        .containsPattern(
            "(?m)^kryo-registered/registration-order/reversed-same-layout/roundtrip agrees")
        .contains("4 of 4 reproducers checked agree with their cells");
  }

  @Test
  void anInterruptedRunsCellsAreReadFromItsResultsJsonl() throws Exception {
    ResultsDocument finished = ResultsFolder.read(results);
    Path interrupted = Files.createDirectories(work.resolve("interrupted"));
    // as a run killed outright leaves its folder: results.json as written when its cells
    // started, marked incomplete, and a line per finished cell in results.jsonl
    ResultsJson.write(
        interrupted.resolve(ResultsFolder.RESULTS), finished.withCells(List.of(), true));
    Files.writeString(
        interrupted.resolve(ResultsFolder.CELLS),
        finished.cells().stream()
            .map(ResultsJson::line)
            .collect(Collectors.joining("\n", "", "\n")));

    Result fromFolder = repro(interrupted, "interrupted", CELL, "--run");
    Result fromJsonl = repro(interrupted.resolve(ResultsFolder.CELLS), "interrupted-jsonl", CELL);

    assertThat(fromFolder.exit()).as(fromFolder.out() + fromFolder.err()).isZero();
    assertThat(fromFolder.out())
        .contains(
            "The run did not finish: reading the "
                + finished.cells().size()
                + " cells it recorded (results.json and results.jsonl)")
        .contains(CELL + " agrees");
    assertThat(fromJsonl.exit()).as(fromJsonl.out() + fromJsonl.err()).isZero();
    assertThat(fromJsonl.out()).contains("1 reproducer in ");
  }

  @Test
  void usageErrorsAreOneLineWithExitTwo() {
    Result none = repro(results, "none");
    Result unknown = repro(results, "none", "java-standard/evolution/no-such/backward");
    Result malformed = repro(results, "none", "java-standard/evolution");

    assertThat(List.of(none, unknown, malformed)).allMatch(r -> r.exit() == 2);
    assertThat(none.err()).contains("name one CELL, or ask for --failing or --sample N");
    assertThat(unknown.err()).contains("the results hold no cell java-standard/evolution/no-such");
    assertThat(malformed.err()).contains("is not configuration/category/scenario/direction");
  }

  private static Result repro(Path resultsFile, String out, String... more) {
    List<String> args =
        new java.util.ArrayList<>(
            List.of(
                "repro",
                "--adapters",
                ADAPTERS,
                "--results",
                resultsFile.toString(),
                "--out",
                work.resolve(out).toString()));
    args.addAll(List.of(more));
    return execute(args.toArray(String[]::new));
  }
}
