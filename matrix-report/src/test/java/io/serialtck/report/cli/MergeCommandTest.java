package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.verdict.Outcome;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code merge} on hand-made shard folders: shards that are not one run's are refused with one line
 * and exit 2, and nothing is written.
 */
class MergeCommandTest {

  private static final String PLAN = "0123456789ab";

  @TempDir Path work;

  @Test
  void shardsOfOneRunAreMerged() {
    Path first = shard("a", 1, PLAN, 6);
    Path second = shard("b", 2, PLAN, 6);
    Path out = work.resolve("merged");

    Result result = merge(first.toString(), second.toString(), "--out", out.toString());

    assertThat(result.exit()).as(result.err()).isZero();
    ResultsDocument merged = ResultsJson.read(out.resolve("results.json"));
    assertThat(merged.cells()).extracting(CellResult::scenario).containsExactly("s1", "s2");
    assertThat(merged.run().planFingerprint()).isEqualTo(PLAN);
    assertThat(merged.run().shard()).isNull();
  }

  @Test
  void shardsOfDifferentPlansAreRefusedInOneLineNamingTheirFolders() {
    Path first = shard("a", 1, PLAN, 7);
    Path second = shard("b", 2, "fedcba987654", 7);
    Path out = work.resolve("merged");

    Result result = merge(first.toString(), second.toString(), "--out", out.toString());

    assertThat(result.exit()).isEqualTo(2);
    assertThat(result.err())
        .isEqualTo(
            "serialtck merge: cannot merge: shards of different plans: "
                + first
                + " has plan 0123456789ab, "
                + second
                + " has plan fedcba987654 (made with different --configurations, seed, tries or"
                + " filters)"
                + System.lineSeparator());
    assertThat(out).doesNotExist();
  }

  @Test
  void aShardOlderThanSchemaSevenIsRefusedSayingSo() {
    Path first = shard("a", 1, PLAN, 7);
    Path old = shard("old", 2, null, 6);

    Result result = merge(first.toString(), old.toString());

    assertThat(result.exit()).isEqualTo(2);
    assertThat(result.err())
        .startsWith("serialtck merge: cannot merge: " + old + " has no plan fingerprint")
        .contains("schema 6; schema 7 added it")
        .hasLineCount(1);
  }

  @Test
  void aRepeatedOrMissingShardIsStillRefused() {
    Path first = shard("a", 1, PLAN, 7);

    Result twice = merge(first.toString(), first.toString());
    Result missing = merge(first.toString());

    assertThat(twice.exit()).isEqualTo(2);
    assertThat(twice.err())
        .isEqualTo(
            "serialtck merge: cannot merge: shard 1/2 is given twice" + System.lineSeparator());
    assertThat(missing.exit()).isEqualTo(2);
    assertThat(missing.err())
        .isEqualTo("serialtck merge: cannot merge: shard 2/2 is missing" + System.lineSeparator());
  }

  /** Shard {@code index} of 2 in folder {@code name}, with one cell, {@code s<index>}. */
  private Path shard(String name, int index, String fingerprint, int schema) {
    Path folder = work.resolve(name);
    Side side = new Side("17.0.15", "1.0", "");
    CellResult cell =
        CellResult.builder("lib", "flexibility", "s" + index, Direction.ROUNDTRIP)
            .outcome(Outcome.PASS)
            .detail("")
            .sides(side)
            .durationMicros(10)
            .build();
    ResultsJson.write(
        folder.resolve("results.json"),
        new ResultsDocument(
            schema,
            new ResultsDocument.Run(
                "2026-01-01T00:00:00Z", 100, "17.0.15", 42, 20, index + "/2", fingerprint, null),
            List.of(new ResultsDocument.Configuration("lib", "g:lib", "1.0", "lib", List.of())),
            List.of(cell),
            new ResultsDocument.Timing(1, 1, 1, 1, List.of())));
    return folder;
  }

  private static Result merge(String... args) {
    PrintStream original = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    StringWriter usage = new StringWriter();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      CommandLine commandLine = new CommandLine(new SerialTck());
      commandLine.setErr(new PrintWriter(usage, true));
      String[] all = new String[args.length + 1];
      all[0] = "merge";
      System.arraycopy(args, 0, all, 1, args.length);
      int exit = commandLine.execute(all);
      return new Result(exit, usage + captured.toString(StandardCharsets.UTF_8));
    } finally {
      System.setErr(original);
    }
  }

  private record Result(int exit, String err) {}
}
