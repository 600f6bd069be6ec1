package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.report.MarkdownReport;
import io.serialtck.report.ReportSections;
import io.serialtck.report.SampleResults;
import io.serialtck.report.html.HtmlReport;
import io.serialtck.report.section.HeaderLink;
import io.serialtck.report.section.MarkdownLayout;
import io.serialtck.report.section.Report;
import io.serialtck.report.section.ReportSection;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A section is one class and its place in the list: a toy section placed after the podium reaches
 * the page (with a header link), {@code matrix.md}, a file of its own and the terminal, each in its
 * place, and a section the run does not have reaches none of them.
 */
class AddedSectionTest {

  /** Says how many cells the run has, in every format. */
  private static final class CellCountSection implements ReportSection {

    private final boolean present;

    CellCountSection(boolean present) {
      this.present = present;
    }

    @Override
    public boolean isIn(Report report) {
      return present;
    }

    @Override
    public Optional<HeaderLink> headerLink() {
      return Optional.of(new HeaderLink("cell-count", "Cell count"));
    }

    @Override
    public String html(Report report) {
      return "<section id=\"cell-count\">" + report.results().cells().size() + " cells</section>\n";
    }

    @Override
    public String markdown(Report report) {
      return "## Cell count\n\n" + report.results().cells().size() + " cells.\n\n";
    }

    @Override
    public Map<String, String> markdownFiles(Report report) {
      return Map.of(MarkdownLayout.file("cell-count.md"), "# Cell count\n");
    }

    @Override
    public void terminal(Report report, PrintStream out) {
      out.println("Cell count: " + report.results().cells().size());
    }
  }

  @Test
  void anAddedSectionIsRenderedInEveryFormatInItsPlace() {
    Report report = withToyAfterThePodium(true);
    int cells = report.results().cells().size();

    String page = HtmlReport.render(report);
    assertThat(page).contains(" <a href=\"#cell-count\">Cell count</a></p>");
    assertThat(page.indexOf("<section id=\"cell-count\">" + cells + " cells</section>"))
        .isGreaterThan(page.indexOf("<section id=\"podium\""))
        .isLessThan(page.indexOf("<section id=\"scores\""));

    Map<String, String> markdown = MarkdownReport.files(report);
    String main = markdown.get(MarkdownLayout.MAIN_FILE);
    assertThat(main.indexOf("## Cell count\n\n" + cells + " cells."))
        .isGreaterThan(main.indexOf("## Podium"))
        .isLessThan(main.indexOf("## Scores"));
    assertThat(markdown).containsEntry("matrix/cell-count.md", "# Cell count\n");

    String printed = print(report);
    assertThat(printed.indexOf("Cell count: " + cells))
        .isGreaterThan(printed.indexOf("Podium: mean rank"))
        .isLessThan(printed.indexOf("Scores per configuration"));
  }

  @Test
  void aSectionTheRunDoesNotHaveIsInNoFormat() {
    Report report = withToyAfterThePodium(false);
    assertThat(HtmlReport.render(report)).doesNotContain("cell-count", "Cell count");
    assertThat(MarkdownReport.files(report))
        .doesNotContainKey("matrix/cell-count.md")
        .allSatisfy((file, text) -> assertThat(text).doesNotContain("Cell count"));
    assertThat(print(report)).doesNotContain("Cell count");
  }

  private static Report withToyAfterThePodium(boolean present) {
    List<ReportSection> sections = new ArrayList<>(ReportSections.all());
    int podium =
        sections.indexOf(
            sections.stream()
                .filter(s -> s.getClass().getSimpleName().equals("PodiumSection"))
                .findFirst()
                .orElseThrow());
    sections.add(podium + 1, new CellCountSection(present));
    return new Report(SampleResults.document(), Optional.empty(), sections);
  }

  private static String print(Report report) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    new RunSummary(report).print(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
