package io.serialtck.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serialtck.report.ReportSections;
import io.serialtck.report.SampleResults;
import io.serialtck.report.race.SampleRace;
import io.serialtck.report.section.Report;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class HtmlReportTest {

  private static final String MANIFEST_OPENING =
      "<script type=\"application/json\" id=\"report-data\">";

  private final Report report = ReportSections.of(SampleResults.document());
  private final String html = HtmlReport.render(report);
  private final IndexDataFiles data = new IndexDataFiles(report);

  /**
   * The page with the matrix's rows in, as the page's script makes it when the matrix is opened.
   */
  private final String loaded = html + data.matrixRows();

  @Test
  void loadsNothingFromAnywhereButTheFilesOfItsFolder() throws Exception {
    assertThat(html)
        .startsWith("<!DOCTYPE html>")
        .contains("<style>", "<script>")
        .doesNotContain("http://", "https://", "src=", "<link", "@import", "url(", "//cdn");
    JsonNode manifest = new ObjectMapper().readTree(manifest());
    assertThat(manifest.get("folder").asText()).isEqualTo(IndexData.FOLDER);
    List<String> named = new ArrayList<>();
    manifest.get("matrix").forEach(file -> named.add(IndexData.FOLDER + "/" + file.asText()));
    manifest.get("details").forEach(file -> named.add(IndexData.FOLDER + "/" + file.asText()));
    assertThat(named).containsExactlyElementsOf(data.files().keySet());
    assertThat(manifest.get("details")).hasSize(3);
    for (String file : data.files().values()) {
      assertThat(file).doesNotContain("http://", "https://", "//cdn");
    }
  }

  @Test
  void thePageHoldsTheMatrixHeadAndAButtonAndItsFolderTheRowsAndDetailsOfEveryCell() {
    assertThat(html)
        .contains("<button type=\"button\" id=\"matrix-load\">Show the matrix (21 cells)</button>")
        .contains("<div class=\"matrix-scroll\" hidden>")
        .contains("<tbody class=\"category\" data-category=\"evolution\">")
        .doesNotContain("data-cell=", "data-row=", SampleResults.SAFETY_DETAIL);
    Set<Integer> numbers = new TreeSet<>();
    Matcher cell = Pattern.compile("data-cell=\"(\\d+)\"").matcher(data.matrixRows());
    while (cell.find()) {
      assertThat(numbers.add(Integer.parseInt(cell.group(1)))).as("cell " + cell.group(1)).isTrue();
    }
    assertThat(numbers).hasSize(21).first().isEqualTo(0);
    Set<Integer> detailed = new TreeSet<>();
    data.details()
        .forEach(
            details -> details.get("cells").forEach(fields -> detailed.add(fields.get(0).asInt())));
    assertThat(detailed).isEqualTo(numbers);
    assertThat(data.details().get(1).get("configuration").toString())
        .isEqualTo("[\"lib-b\",\"g:b\",\"2.0\"]");
    assertThat(data.matrixParts())
        .extracting(part -> part.get("category").asText())
        .containsExactly("flexibility", "evolution", "property");
  }

  @Test
  void withARaceItStillLoadsNothingAndKeepsItsTwoScripts() {
    String raced =
        HtmlReport.render(
            ReportSections.of(SampleResults.document(), Optional.of(SampleRace.document())));

    assertThat(raced)
        .contains("<section id=\"speed-and-size\" class=\"race\">")
        .contains("<svg class=\"race-chart\" id=\"chart-time-serialize\"")
        .doesNotContain("http://", "https://", "src=", "<link", "@import", "url(", "//cdn");
    assertThat(count(raced, "<script")).isEqualTo(2);
    assertThat(
            new IndexDataFiles(
                    ReportSections.of(SampleResults.document(), Optional.of(SampleRace.document())))
                .files())
        .as("the race adds nothing to the folder")
        .isEqualTo(data.files());
    assertThat(raced.indexOf("id=\"speed-and-size\""))
        .isGreaterThan(raced.indexOf("id=\"matrix-section\""))
        .isLessThan(raced.indexOf("id=\"detail\""));
  }

  @Test
  void aDetailWithMarkupCannotLeaveItsElementAndArrivesIntact() {
    assertThat(loaded)
        .doesNotContain("<script>alert")
        .doesNotContain("<b>bold</b>")
        .doesNotContain("<!-- \"quoted\"");
    assertThat(count(html, "<script")).isEqualTo(2);
    assertThat(count(html, "</script")).isEqualTo(2);

    List<String> texts = new ArrayList<>();
    data.details()
        .forEach(details -> details.get("texts").forEach(text -> texts.add(text.asText())));
    assertThat(texts)
        .contains(SampleResults.HOSTILE_DETAIL)
        .contains(SampleResults.SAFETY_MINIMAL_CASE);
  }

  @Test
  void foldsTheRowsEveryConfigurationAnswersAlike() {
    assertThat(rowTag("enum/roundtrip")).contains("class=\"row folded\"");
    assertThat(rowTag("field-added/backward")).contains("class=\"row folded\"");
    assertThat(rowTag("optional/roundtrip")).contains("class=\"row\"");
    assertThat(rowTag("field-added/forward")).contains("class=\"row\"");
    assertThat(rowTag("safety/roundtrip")).contains("class=\"row\"");
    assertThat(rowTag("field-removed/backward"))
        .as("a harness error is never folded away")
        .contains("class=\"row\"");
    assertThat(count(html, "<button type=\"button\" class=\"fold-toggle\""))
        .as("one per category with folded rows: not property")
        .isEqualTo(2);
    assertThat(html)
        .contains(
            "<span class=\"category-name\">evolution</span> <span class=\"category-rows\">3"
                + " rows</span> <button type=\"button\" class=\"fold-toggle\""
                + " aria-expanded=\"false\">1 row where every configuration gives the same"
                + " outcome (1 PASS) — show</button>");
  }

  @Test
  void marksCellsByOutcomeAndAHarnessErrorApart() {
    assertThat(rowTag("optional/roundtrip")).contains("data-marks=\"PASS LOSSY REJECTED\"");
    assertThat(loaded)
        .containsOnlyOnce("<td class=\"o-HARNESS_ERROR\"")
        .contains("<td class=\"o-CORRUPTED\" data-cell=\"")
        .contains("<b>harness error</b>")
        .contains("<b>CORRUPTED</b> No error, but a value is wrong")
        .contains(
            "<b>ILL_TYPED</b> No error, but a field, element or root holds a value not of its")
        .contains("<b>ALTERED</b> No error and every value equal");
  }

  @Test
  void showsTheScoresAndTheConfigurationsAsColumns() {
    assertThat(html)
        .contains(
            "<tr><th scope=\"row\" data-sort=\"lib-b\"><a href=\"#config-lib-b\">lib-b</a></th>"
                + "<td data-sort=\"2.0\">2.0</td>")
        .contains(
            "<tr id=\"config-lib-b\"><th scope=\"row\">lib-b</th><td>g:b</td><td>2.0</td>"
                + "<td>other, &quot;odd&quot;</td>")
        .contains(
            "<th class=\"configuration\" scope=\"col\" title=\"g:b 2.0 — other, &quot;odd&quot;\">"
                + "<a href=\"#config-lib-b\">lib-b</a></th>")
        .containsPattern(
            "lib-c</a></th><td data-sort=\"3.0\">3.0</td>(<td class=\"num\" data-sort=\"[-0-9.]+\">"
                + "[^<]*</td>){5}<td class=\"num alarming\" data-sort=\"1.0\">1</td></tr>");
  }

  private String manifest() {
    int start = html.indexOf(MANIFEST_OPENING) + MANIFEST_OPENING.length();
    return html.substring(start, html.indexOf("</script>", start));
  }

  /** The opening tag of the matrix row {@code scenario/direction}. */
  private String rowTag(String key) {
    Matcher row =
        Pattern.compile("<tr class=\"[^\"]*\" data-row=\"" + Pattern.quote(key) + "\"[^>]*>")
            .matcher(loaded);
    assertThat(row.find()).as("row " + key).isTrue();
    return row.group();
  }

  private static int count(String text, String part) {
    int count = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
      count++;
    }
    return count;
  }
}
