package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code run --categories} and {@code --scenarios}: parsing, usage errors, and a filtered run. */
class CellFilterOptionsTest {

  private static final String ADAPTERS = System.getProperty("serialtck.adapters", "../adapters");

  @Test
  void theHelpListsTheCategories() {
    String help =
        new CommandLine(new SerialTck())
            .getSubcommands()
            .get("run")
            .getUsageMessage()
            .replaceAll("\\s+", " ");

    assertThat(help)
        .contains(
            "--categories=CATEGORY[,CATEGORY...] Only the cells of these categories,"
                + " comma-separated: flexibility, evolution, stateful, registration-order, property,"
                + " upgrade, interop, hostile.")
        .contains("--scenarios=GLOB[,GLOB...] Only the cells whose scenario id matches");
    assertThat(new CommandLine(new SerialTck()).getSubcommands().get("baseline").getUsageMessage())
        .doesNotContain("--categories")
        .doesNotContain("--scenarios");
  }

  @Test
  void anUnknownCategoryIsAUsageErrorListingTheValidOnes(@TempDir Path out) {
    Result result =
        execute(
            "run",
            "--race",
            "none",
            "--adapters",
            ADAPTERS,
            "--out",
            out.toString(),
            "--configurations",
            "java-standard",
            "--categories",
            "flexibility,evolutoin");

    assertThat(result.exit()).isEqualTo(2);
    assertThat(result.err())
        .contains(
            "unknown category 'evolutoin'; valid: flexibility, evolution, stateful,"
                + " registration-order, property, upgrade");
    assertThat(out).isEmptyDirectory();
  }

  @Test
  void aGlobThatMatchesNoCellIsAUsageErrorNamingIt(@TempDir Path out) {
    Result result =
        execute(
            "run",
            "--race",
            "none",
            "--adapters",
            ADAPTERS,
            "--out",
            out.toString(),
            "--configurations",
            "java-standard",
            "--scenarios",
            "field-*,fied-*,library:*");

    assertThat(result.exit()).isEqualTo(2);
    assertThat(result.err())
        .contains(
            "--scenarios: fied-*, library:* match no cell of this run; scenario ids look like")
        .contains("field-added (evolution)");
    assertThat(out).isEmptyDirectory();
  }

  @Test
  void aFilteredRunRecordsAndCountsOnlyItsCellsAndSaysSo(@TempDir Path out) {
    Result result =
        execute(
            "run",
            "--race",
            "none",
            "--adapters",
            ADAPTERS,
            "--out",
            out.toString(),
            "--configurations",
            "java-standard",
            "--seed",
            "7",
            "--tries",
            "2",
            "--categories",
            "flexibility",
            "--scenarios",
            "enum,Opt*",
            "--progress",
            "cells");

    assertThat(result.exit()).as(result.err()).isZero();
    ResultsDocument document = ResultsJson.read(out.resolve("results.json"));
    assertThat(document.cells())
        .extracting(CellResult::name)
        .containsExactly(
            "java-standard › Optional › roundtrip", "java-standard › enum › roundtrip");
    assertThat(document.run().cellFilter())
        .isEqualTo("categories flexibility; scenarios Opt*, enum");
    assertThat(document.run().planFingerprint()).matches("[0-9a-f]{12}");
    assertThat(result.err())
        .contains("Only part of the matrix: categories flexibility; scenarios Opt*, enum")
        .contains("java-standard: 2 cells")
        .contains("[   2/   2] java-standard › enum › roundtrip");

    Path baseline = out.resolve("baseline");
    Result update =
        execute(
            "baseline",
            "--update",
            "--adapters",
            ADAPTERS,
            "--dir",
            baseline.toString(),
            "--results",
            out.resolve("results.json").toString());
    assertThat(update.exit()).isEqualTo(2);
    assertThat(update.err())
        .isEqualTo(
            "serialtck baseline: "
                + out.resolve("results.json")
                + " holds part of the matrix (categories flexibility; scenarios Opt*, enum): a"
                + " baseline is rewritten from whole runs only (run without --categories and"
                + " --scenarios)"
                + System.lineSeparator());
    assertThat(baseline).doesNotExist();
  }

  private static Result execute(String... args) {
    PrintStream original = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    StringWriter usage = new StringWriter();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      CommandLine commandLine = new CommandLine(new SerialTck());
      commandLine.setErr(new PrintWriter(usage, true));
      int exit = commandLine.execute(args);
      return new Result(exit, usage + captured.toString(StandardCharsets.UTF_8));
    } finally {
      System.setErr(original);
    }
  }

  private record Result(int exit, String err) {}
}
