package io.serialtck.report.security;

import static io.serialtck.report.security.HostileCells.canary;
import static io.serialtck.report.security.HostileCells.document;
import static io.serialtck.report.security.HostileCells.malformed;
import static io.serialtck.report.security.HostileCells.secure;
import static io.serialtck.report.security.HostileCells.secureSkipped;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.report.MarkdownReport;
import io.serialtck.report.ReportFiles;
import io.serialtck.report.ReportSections;
import io.serialtck.report.html.HtmlReport;
import io.serialtck.report.section.MarkdownLayout;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.HostileFacts;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SecurityReportsTest {

  private static final String LONG_HEX = String.join(" ", java.util.Collections.nCopies(64, "ab"));

  private static ResultsDocument hostileRun() {
    return hostileRun("plain");
  }

  private static ResultsDocument hostileRun(String description) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    counts.put("FAULTED", 2);
    counts.put("PASS", 40);
    counts.put("REJECTED", 3);
    return document(
        description,
        List.of(
            malformed(
                "lib",
                "extreme-length",
                Outcome.FAULTED,
                "read: java.lang.NegativeArraySizeException",
                new HostileFacts(
                    45, counts, 24_800_000, 2_000, 6, "7f ff ff ff 00 01", null, null)),
            malformed(
                "lib",
                "truncation",
                Outcome.EXHAUSTED,
                "read: amplified",
                new HostileFacts(10, Map.of("EXHAUSTED", 10), -1, 0, 700, LONG_HEX, null, null)),
            canary(
                "lib", "object-field", Outcome.RAN_UNASKED, "looked up", "initialized", "setter"),
            canary("lib", "other-root", Outcome.PASS),
            secure("lib", "object-field", Outcome.REJECTED, "looked up"),
            secure("lib", "other-root", Outcome.REJECTED)));
  }

  @Test
  void theMalformedTableShowsCountsTheWorstInputAndTheAmplification() {
    String md = MarkdownReport.files(hostileRun(), Optional.empty()).get(SecuritySection.FILE);

    assertThat(md)
        .contains(
            "| `extreme-length` | FAULTED | 40 PASS, 3 REJECTED, 2 FAULTED | 6 B: `7f ff ff ff 00"
                + " 01` | 12,400× (24,800,000 B for a 2,000-byte input) |")
        .contains(
            "| `truncation` | EXHAUSTED | 10 EXHAUSTED | 700 B: `"
                + LONG_HEX
                + " …` |"
                + " not measured |");
  }

  @Test
  void theCanaryTableShowsWhatTheCanaryRecordedAtBothSettings() {
    String md = MarkdownReport.files(hostileRun(), Optional.empty()).get(SecuritySection.FILE);

    assertThat(md)
        .contains("Secure settings, as the configuration states them: " + HostileCells.SECURE)
        .contains(
            "| `object-field` | RAN_UNASKED | looked up, initialized, setter | REJECTED | looked"
                + " up |")
        .contains("| `other-root` | PASS | not looked up | REJECTED | not looked up |");
    ResultsDocument withoutSecureSettings =
        document(
            List.of(canary("lib", "other-root", Outcome.PASS), secureSkipped("lib", "other-root")));
    assertThat(
            MarkdownReport.files(withoutSecureSettings, Optional.empty()).get(SecuritySection.FILE))
        .contains(
            "| `other-root` | PASS | not looked up | SKIPPED | no secure settings: lib does not"
                + " implement SecureSettings |")
        .doesNotContain("Secure settings, as the configuration states them");
  }

  @Test
  void theFileHoldsTheAdviceAndTheRulesAndMatrixMdLinksToIt() {
    ResultsDocument run = hostileRun();
    Map<String, String> files = MarkdownReport.files(run, Optional.empty());
    String advice = SecurityTables.of(run).get(0).advice();

    assertThat(files).containsKey(SecuritySection.FILE);
    assertThat(files.get(SecuritySection.FILE))
        .contains("[Back to the matrix](../matrix.md)", "**" + advice + "**")
        .contains(SecurityAdvice.rules().get(0));
    assertThat(advice).startsWith("Before reading untrusted bytes, set " + HostileCells.SECURE);
    assertThat(files.get(MarkdownLayout.MAIN_FILE))
        .contains("## Security", "](matrix/security.md)")
        .contains("| `lib` | RAN_UNASKED | REJECTED | EXHAUSTED |")
        .doesNotContain(advice);
  }

  @Test
  void theReportFolderGetsTheFile(@TempDir Path folder) throws Exception {
    ReportFiles.write(hostileRun(), Optional.empty(), folder);

    assertThat(Files.readString(folder.resolve(SecuritySection.FILE)))
        .startsWith("# SerialTCK security");
  }

  @Test
  void aRunWithoutHostileCellsShowsNoSecurityAnywhere() {
    ResultsDocument run = document(List.of());

    assertThat(SecurityTables.of(run)).isEmpty();
    Map<String, String> files = MarkdownReport.files(run, Optional.empty());
    assertThat(files).doesNotContainKey(SecuritySection.FILE);
    assertThat(files.get(MarkdownLayout.MAIN_FILE)).doesNotContain("## Security", "security.md");
    assertThat(HtmlReport.render(ReportSections.of(run)))
        .doesNotContain("id=\"security\"", "#security");
  }

  @Test
  void thePageHasTheSectionLinkedFromItsHeader() {
    String html = HtmlReport.render(ReportSections.of(hostileRun()));

    assertThat(html)
        .contains("<a href=\"#security\">Security</a>")
        .contains("<section id=\"security\" class=\"security\">")
        .contains("<td class=\"outcome o-RAN_UNASKED\">RAN_UNASKED</td>")
        .contains("12,400× (24,800,000 B for a 2,000-byte input)")
        .contains("<code>7f ff ff ff 00 01</code>");
  }

  @Test
  void thePageEscapesEveryText() {
    String markup = "<script>alert('x')</script> & \"q\"";
    CellResult hostile =
        CellResult.builder(
                "lib", "hostile", "canary-secure:other-root", io.serialtck.tck.Direction.ROUNDTRIP)
            .outcome(Outcome.SKIPPED)
            .detail("no secure settings " + markup)
            .sides(HostileCells.SIDE)
            .durationMicros(1)
            .build();
    ResultsDocument run =
        document(
            List.of(
                canary("lib", "other-root", Outcome.RAN_UNASKED, "looked up", markup),
                hostile,
                malformed("lib", "<b>family</b>", Outcome.PASS, "", -1, null)));

    String section = SecurityHtml.render(SecurityTables.of(run));

    assertThat(section)
        .doesNotContain("<script>", "<b>")
        .contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;")
        .contains("&lt;b&gt;family&lt;/b&gt;");
    assertThat(MarkdownReport.files(run, Optional.empty()).get(SecuritySection.FILE))
        .doesNotContain("<script>");
  }

  @Test
  void factorsHaveThreeSignificantFigures() {
    assertThat(SecurityText.times(12_437.5)).isEqualTo("12,400×");
    assertThat(SecurityText.times(3.5)).isEqualTo("3.5×");
    assertThat(SecurityText.times(100)).isEqualTo("100×");
    assertThat(SecurityText.times(0.123456)).isEqualTo("0.123×");
  }
}
