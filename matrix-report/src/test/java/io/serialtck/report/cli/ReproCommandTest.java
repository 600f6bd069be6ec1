package io.serialtck.report.cli;

import static io.serialtck.report.cli.CapturedCommand.execute;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.report.cli.CapturedCommand.Result;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsFolder;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serialtck repro} end to end on a real run of a few {@code java-standard} cells: a named
 * cell's reproducer is written and agrees when run; a results file whose cell says otherwise makes
 * it disagree with exit 1; a sample writes as many as asked; usage errors exit 2 in one line.
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
            "java-standard",
            "--categories",
            "flexibility,evolution",
            "--scenarios",
            "ArrayList,int-to-long",
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
