package io.serialtck.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serialtck.report.ReportSections;
import io.serialtck.report.SampleResults;
import io.serialtck.report.race.SampleRace;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class HtmlReportTest {

  private static final String DATA_OPENING = "<script type=\"application/json\" id=\"cell-data\">";

  private final String html = HtmlReport.render(ReportSections.of(SampleResults.document()));

  @Test
  void loadsNothingFromAnywhere() {
    assertThat(html)
        .startsWith("<!DOCTYPE html>")
        .contains("<style>", "<script>")
        .doesNotContain("http://", "https://", "src=", "<link", "@import", "url(", "//cdn");
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
    assertThat(raced.indexOf("id=\"speed-and-size\""))
        .isGreaterThan(raced.indexOf("id=\"matrix-section\""))
        .isLessThan(raced.indexOf("id=\"detail\""));
  }

  @Test
  void aDetailWithMarkupCannotLeaveItsElementAndArrivesIntact() throws Exception {
    assertThat(html)
        .doesNotContain("<script>alert")
        .doesNotContain("<b>bold</b>")
        .doesNotContain("<!-- \"quoted\"");
    assertThat(count(html, "<script")).isEqualTo(2);
    assertThat(count(html, "</script")).isEqualTo(2);

    JsonNode data = new ObjectMapper().readTree(cellData());
    List<String> texts = new ArrayList<>();
    data.get("texts").forEach(text -> texts.add(text.asText()));
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
    assertThat(html)
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

  private String cellData() {
    int start = html.indexOf(DATA_OPENING) + DATA_OPENING.length();
    return html.substring(start, html.indexOf("</script>", start));
  }

  /** The opening tag of the matrix row {@code scenario/direction}. */
  private String rowTag(String key) {
    Matcher row =
        Pattern.compile("<tr class=\"[^\"]*\" data-row=\"" + Pattern.quote(key) + "\"[^>]*>")
            .matcher(html);
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
