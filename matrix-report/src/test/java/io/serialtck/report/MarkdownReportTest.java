package io.serialtck.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MarkdownReportTest {

  private static final Side SIDE = new Side("17", "1.0", "v1");

  private static CellResult cell(
      String configuration,
      String scenario,
      String category,
      Direction direction,
      Outcome outcome) {
    return CellResult.builder(configuration, category, scenario, direction)
        .outcome(outcome)
        .detail(outcome == Outcome.PASS ? "" : "read: x.Y: no")
        .sides(SIDE)
        .durationMicros(1)
        .build();
  }

  private static ResultsDocument results() {
    return new ResultsDocument(
        ResultsDocument.SCHEMA_VERSION,
        new ResultsDocument.Run("2026-01-01T00:00:00Z", 12, "17", 5),
        List.of(
            new ResultsDocument.Configuration("lib-a", "g:a", "1.0", "plain | piped", List.of()),
            new ResultsDocument.Configuration("lib-b", "g:b", "2.0", "other", List.of())),
        List.of(
            cell("lib-a", "field-added", "evolution", Direction.BACKWARD, Outcome.PASS),
            cell("lib-a", "field-added", "evolution", Direction.FORWARD, Outcome.REJECTED),
            cell("lib-a", "enum", "flexibility", Direction.ROUNDTRIP, Outcome.PASS),
            cell("lib-a", "some-new-criterion", "flexibility", Direction.ROUNDTRIP, Outcome.PASS),
            cell("lib-b", "field-added", "evolution", Direction.BACKWARD, Outcome.PASS),
            cell("lib-b", "field-added", "evolution", Direction.FORWARD, Outcome.CORRUPTED),
            cell("lib-b", "enum", "flexibility", Direction.ROUNDTRIP, Outcome.LOSSY)),
        new ResultsDocument.Timing(0, 0, 0, 0, List.of()));
  }

  @Test
  void rendersThePodiumAndScoresFirstThenConfigurationsLinkingToTheirCells() {
    String markdown = MarkdownReport.render(results());
    Map<String, String> files = MarkdownReport.files(results(), Optional.empty());

    assertThat(markdown)
        .contains(
            "| configuration | version | comparison | evolution | evolution cells | silently wrong"
                + " | ALTERED | flexibility outcomes | evolution outcomes |")
        .contains(
            "| `lib-a` | 1.0 | 1.5 / 2 (18 of 20 groups not run) | 50% (1/2) | safe 100% | 0 | 0 |"
                + " 2 PASS | 1 PASS, 1 REJECTED |")
        .contains(
            "| `lib-b` | 2.0 | 0.5 / 2 (18 of 20 groups not run) | 50% (1/2) | safe 50% · silently"
                + " wrong 50% | 1 (CORRUPTED 1) + 1 in other categories | 0 | 1 LOSSY | 1 PASS, 1 CORRUPTED |")
        .contains("| Enums (`enums`) | 1 (1/1) | 0 (0/1) |")
        .contains("| Fields added, removed or reordered (`fields-added-removed`) | 0.5 (1/2) |")
        .contains("| Field and class renamed (`renames`) | not run | not run |")
        .contains("Cells of `lib-a` that no group scores: `flexibility/some-new-criterion`.")
        .contains("| `lib-a` | g:a | 1.0 | plain \\| piped | [matrix/lib-a.md](matrix/lib-a.md) |")
        .doesNotContain("field-added › backward")
        .doesNotContain("Harness errors, left out");
    assertThat(markdown.indexOf("## Podium"))
        .isLessThan(markdown.indexOf("## Scores"))
        .isLessThan(markdown.indexOf("## Comparison groups"))
        .isLessThan(markdown.indexOf("## How to read it"))
        .isLessThan(markdown.indexOf("## Configurations"));
    assertThat(files).containsOnlyKeys("matrix.md", "matrix/lib-a.md", "matrix/lib-b.md");
    assertThat(files.get("matrix/lib-a.md"))
        .startsWith("# `lib-a`: every cell\n\n[Back to the matrix](../matrix.md)")
        .contains("## evolution")
        .contains("- `field-added › backward`: PASS\n")
        .contains("- `field-added › forward`: REJECTED — read: x.Y: no\n")
        .doesNotContain("lib-b");
  }

  @Test
  void theUpgradeMatrixSaysWhichVersionsAndJdksEachKindOfCellCrossed() {
    ResultsDocument plain = results();
    Side old = new Side("17.0.15", "5.5.0", "fixture");
    Side current = new Side("17.0.15", "5.6.2", "fixture");
    Side otherJdk = new Side("25.0.3", "5.6.2", "fixture");
    List<CellResult> cells = new ArrayList<>(plain.cells());
    cells.add(upgrade("library:record", Direction.BACKWARD, old, current));
    cells.add(upgrade("library:record", Direction.FORWARD, current, old));
    cells.add(upgrade("jdk:record", Direction.BACKWARD, current, otherJdk));
    ResultsDocument results =
        new ResultsDocument(
            plain.schemaVersion(), plain.run(), plain.configurations(), cells, plain.timing());

    String markdown = MarkdownReport.files(results, Optional.empty()).get("matrix/lib-a.md");

    assertThat(markdown)
        .contains("## upgrade")
        .contains("| configuration | across | before (writes backward) | after (reads backward) |")
        .contains("| `lib-a` | library | 5.5.0 on JDK 17.0.15 | 5.6.2 on JDK 17.0.15 |")
        .contains("| `lib-a` | jdk | 5.6.2 on JDK 17.0.15 | 5.6.2 on JDK 25.0.3 |")
        .contains("- `library:record › backward`: PASS")
        .contains("- `jdk:record › backward`: PASS");
  }

  private static CellResult upgrade(
      String scenario, Direction direction, Side writer, Side reader) {
    return CellResult.builder("lib-a", "upgrade", scenario, direction)
        .outcome(Outcome.PASS)
        .detail("")
        .writer(writer)
        .reader(reader)
        .durationMicros(1)
        .build();
  }

  @Test
  void saysHowManyHarnessErrorsTheScoresLeaveOut() {
    ResultsDocument plain = results();
    CellResult broken =
        CellResult.builder("lib-b", "flexibility", "enum-with-body", Direction.ROUNDTRIP)
            .outcome(Outcome.SKIPPED)
            .detail("harness error at DEFINE: boom")
            .sides(SIDE)
            .harnessError(true)
            .durationMicros(1)
            .build();
    List<CellResult> cells = new ArrayList<>(plain.cells());
    cells.add(broken);
    ResultsDocument results =
        new ResultsDocument(
            plain.schemaVersion(), plain.run(), plain.configurations(), cells, plain.timing());

    String markdown = MarkdownReport.render(results);

    assertThat(markdown)
        .contains("Harness errors, left out of the scores: `lib-b` 1.")
        .contains("| Enums (`enums`) | 1 (1/1) | 0 (0/1) |")
        .contains("| 1 SKIPPED, 1 LOSSY | 1 PASS, 1 CORRUPTED |");
  }

  @Test
  void aCellThatBreaksADocumentedPromiseIsCountedAndListedWithThePromisesSource() {
    ResultsDocument results =
        new ResultsDocument(
            ResultsDocument.SCHEMA_VERSION,
            new ResultsDocument.Run("2026-01-01T00:00:00Z", 12, "17", 5),
            List.of(
                new ResultsDocument.Configuration(
                    "kryo-compatible", "com.esotericsoftware:kryo", "5.6.2", "c", List.of()),
                new ResultsDocument.Configuration(
                    "fst-default", "de.ruedigermoeller:fst", "3.0.4", "f", List.of())),
            List.of(
                cell(
                    "kryo-compatible",
                    "container-fields-removed",
                    "evolution",
                    Direction.BACKWARD,
                    Outcome.REJECTED),
                cell(
                    "kryo-compatible", "field-added", "evolution", Direction.FORWARD, Outcome.PASS),
                cell(
                    "fst-default",
                    "field-added",
                    "evolution",
                    Direction.FORWARD,
                    Outcome.CORRUPTED)),
            new ResultsDocument.Timing(0, 0, 0, 0, List.of()));

    String markdown = MarkdownReport.render(results);
    String file =
        MarkdownReport.files(results, Optional.empty())
            .get(io.serialtck.report.promise.PromisesSection.FILE);

    assertThat(markdown)
        .contains("## Documented promises")
        .contains(
            "| `kryo-compatible` | [`kryo-versioning`](https://github.com/EsotericSoftware/kryo/blob/"
                + "master/README.md#kryo-versioning-and-upgrading),"
                + " [`kryo-compatible-field-serializer`](https://github.com/EsotericSoftware/kryo/"
                + "blob/master/README.md#compatiblefieldserializer) | 2 | 1 |")
        .contains("| `fst-default` | none |  |  |");
    assertThat(file)
        .contains("fields can be added or removed without invalidating previously serialized bytes")
        .contains(
            "| `evolution/container-fields-removed/backward` | REJECTED | "
                + "`kryo-compatible-field-serializer` |")
        .contains("- No documented promise: FST's README promises a drop-in replacement")
        .doesNotContain("evolution/field-added/forward` |");
  }
}
