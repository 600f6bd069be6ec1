package io.serialtck.report.promise;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.Direction;
import io.serialtck.tck.promise.ConfigurationPromises;
import io.serialtck.tck.promise.ConfigurationPromises.DeclaredPromise;
import io.serialtck.tck.promise.PromiseBreak;
import io.serialtck.verdict.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A promise's texts reach promises.md escaped: HTML stays text and a table row stays one row. */
class PromiseMarkdownTest {

  private static final String TEXT = "keeps List<T> & the | rest\nof `a | b<c>` <!-- here";

  private static final List<ConfigurationPromises> PROMISES =
      List.of(
          new ConfigurationPromises(
              "kryo-compatible",
              List.of(
                  new DeclaredPromise(
                      "kryo-fields",
                      "Fields <added> & removed",
                      "https://example.org/kryo",
                      TEXT,
                      List.of(TEXT),
                      TEXT)),
              TEXT,
              2,
              List.of(
                  new PromiseBreak(
                      "kryo-fields",
                      TEXT,
                      "evolution",
                      "field-added",
                      Direction.BACKWARD,
                      Outcome.CORRUPTED,
                      "a | b <x>\ny"))));

  @Test
  void aBreakingCellsClauseAndModeAreEscapedAsOneTableRow() {
    List<String> rows =
        PromiseMarkdown.file(PROMISES, "../matrix.md")
            .lines()
            .filter(line -> line.startsWith("| `evolution/"))
            .toList();

    assertThat(rows)
        .containsExactly(
            "| `evolution/field-added/backward` | CORRUPTED [a \\| b &lt;x> y] | `kryo-fields` |"
                + " keeps List&lt;T> &amp; the \\| rest of `a \\| b<c>` &lt;!-- here |");
  }

  @Test
  void aPromisesTitleQuoteClausesNoteAndWhatHasNoPromiseAreEscapedOnOneLineEach() {
    String file = PromiseMarkdown.file(PROMISES, "../matrix.md");
    String escaped = "keeps List&lt;T> &amp; the | rest of `a | b<c>` &lt;!-- here";

    assertThat(file)
        .contains("- **Fields &lt;added> &amp; removed** (`kryo-fields`")
        .contains("): \"" + escaped + "\"\n")
        .contains("  - checked: " + escaped + "\n")
        .contains("  - as the kit applies it: " + escaped + "\n")
        .contains("- Beyond them: " + escaped + "\n")
        .doesNotContain("<!--")
        .doesNotContain("List<T>");
  }
}
