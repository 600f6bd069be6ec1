package io.serialtck.report.race;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceRow;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

class RaceSectionTest {

  private static final Pattern SVG = Pattern.compile("<svg .*?</svg>", Pattern.DOTALL);

  private final String html = RaceSection.render(SampleRace.document());

  @Test
  void everyChartIsWellFormedXmlWithItsAccessibleNameAndHooks() throws Exception {
    List<Document> charts = charts(html);

    assertThat(charts)
        .extracting(chart -> chart.getDocumentElement().getAttribute("data-chart"))
        .containsExactly(
            "time-serialize",
            "time-deserialize",
            "size-session-0B",
            "allocation-session-0B",
            "size-session-1KB",
            "allocation-session-1KB",
            "size-TestObject",
            "allocation-TestObject");
    for (Document chart : charts) {
      Element svg = chart.getDocumentElement();
      assertThat(svg.getAttribute("class")).isEqualTo("race-chart");
      assertThat(svg.getAttribute("role")).isEqualTo("img");
      assertThat(svg.getAttribute("id")).isEqualTo("chart-" + svg.getAttribute("data-chart"));
      assertThat(svg.getAttribute("aria-label")).isNotBlank();
      Element title = (Element) svg.getElementsByTagName("*").item(0);
      assertThat(title.getTagName()).isEqualTo("title");
      assertThat(title.getTextContent()).isEqualTo(svg.getAttribute("aria-label"));
    }
    assertThat(html).doesNotContain("NaN", "Infinity");
  }

  @Test
  void theTimeChartsHaveALinePerTimedSeriesAndALegendHandWrittenFirst() throws Exception {
    Document serialize = charts(html).get(0);

    assertThat(texts(serialize, "//g[@class='legend']/g[@class='legend-entry']/@data-series"))
        .containsExactly(
            "hand-written", "arraycopy-bound", "lib-a", "kryo-default 5.5.0", "kryo-default 5.6.2");
    assertThat(texts(serialize, "//g[contains(@class,'series')]/@data-series"))
        .as("baselines drawn last, over the others")
        .containsExactly(
            "lib-a", "kryo-default 5.5.0", "kryo-default 5.6.2", "hand-written", "arraycopy-bound");
    assertThat(texts(serialize, "//g[@class='series hand-written']/polyline/@stroke-width"))
        .containsExactly("3.2");
    assertThat(texts(serialize, "//g[@data-series='lib-a']/polyline/@points"))
        .singleElement()
        .satisfies(points -> assertThat(points.split(" ")).hasSize(2));
    assertThat(texts(serialize, "//g[contains(@class,'x-axis')]/text"))
        .containsExactly(
            "0",
            "1 KiB",
            "session payload: bytes of strings and byte arrays (log; 0 drawn at 1 B)");
    assertThat(texts(serialize, "//g[contains(@class,'y-axis')]/text"))
        .containsExactly(
            "1 ns",
            "10 ns",
            "100 ns",
            "1 µs",
            "10 µs",
            "100 µs",
            "serialize time per operation (log)");
    assertThat(texts(serialize, "//g[@data-series='lib-a']/circle/title"))
        .containsExactly(
            "lib-a, session-0B: serialize 36 ± 1.23 ns/op",
            "lib-a, session-1KB: serialize 12,300 ± 123 ns/op");
  }

  @Test
  void theBarsShowBothMeasuresAndTheOutcomeOfARowWithout() throws Exception {
    Document size = charts(html).get(6);
    Document allocation = charts(html).get(7);

    assertThat(texts(size, "//g[@class='bar-group']/@data-series"))
        .containsExactly("kryo-default 5.6.2", "hand-written", "lib-a", "kryo-default 5.5.0");
    assertThat(texts(size, "//g[@data-series='lib-a']/rect/@data-measure"))
        .containsExactly("bytes", "deflated");
    assertThat(texts(size, "//g[@data-series='lib-a']/text[@class='value']"))
        .containsExactly("150", "130");
    assertThat(texts(size, "//g[@data-series='kryo-default 5.5.0']/text[@class='note']"))
        .containsExactly("not weighed: REJECTED");
    assertThat(texts(allocation, "//g[@data-series='lib-a']/text[@class='note']"))
        .containsExactly("not timed: LOSSY");
    assertThat(texts(allocation, "//g[@class='legend']/g/@data-measure"))
        .containsExactly("serialize", "deserialize");
  }

  @Test
  void theTablesMatchTheMarkdownAndEscapeDetails() {
    assertThat(html)
        .contains("<h2>Speed and size</h2>")
        .contains("<a href=\"#race-TestObject\">TestObject</a>")
        .contains(
            "<tr><th scope=\"row\">lib-a</th><td class=\"num\">36 ± 1.23</td><td class=\"num\">"
                + "—</td>")
        .contains(
            "<td colspan=\"6\" class=\"untimed\">not timed: LOSSY — roundtrip: TestObject.when:")
        .contains("<tr class=\"hand-written\"><th scope=\"row\">hand-written</th>");
  }

  @Test
  void aWeighingAloneHasNoTimeOrAllocationChart() throws Exception {
    String weighing = RaceSection.render(SampleRace.weighingOnly());

    assertThat(charts(weighing))
        .extracting(chart -> chart.getDocumentElement().getAttribute("data-chart"))
        .containsExactly("size-session-0B", "size-session-1KB", "size-TestObject");
    assertThat(weighing)
        .contains("<th>outcome</th>")
        .contains("<td colspan=\"3\" class=\"untimed\">not weighed: REJECTED")
        .doesNotContain("ns/op");
  }

  @Test
  void aDetailWithMarkupStaysText() throws Exception {
    RaceDocument document = SampleRace.document();
    List<RaceRow> rows = new ArrayList<>(document.rows());
    RaceRow lossy = rows.get(7);
    rows.set(
        7,
        new RaceRow(
            lossy.configuration(),
            lossy.library(),
            lossy.version(),
            lossy.payload(),
            "LOSSY</text><script>",
            "</td></table><script>alert(1)</script>\u0000",
            lossy.weight(),
            null,
            null));
    String hostile =
        RaceSection.render(
            new RaceDocument(
                document.schema(),
                document.jdk(),
                document.machine(),
                document.startedAt(),
                document.minutes(),
                document.settings(),
                document.deflate(),
                document.payloads(),
                rows));

    assertThat(hostile).doesNotContain("<script", "</td></table>");
    assertThat(charts(hostile)).hasSize(8);
  }

  @Test
  void twentySixSeriesGiveWellFormedChartsWithEveryMarkerShape() throws Exception {
    RaceDocument sample = SampleRace.document();
    List<RaceRow> rows = new ArrayList<>(sample.rows());
    RaceRow template = rows.get(5);
    for (int i = 0; i < 24; i++) {
      rows.add(
          new RaceRow(
              "extra-" + i,
              "g:extra",
              "1",
              template.payload(),
              "PASS",
              "",
              template.weight(),
              template.serialize(),
              template.deserialize()));
    }
    Document serialize =
        charts(
                RaceSection.render(
                    new RaceDocument(
                        sample.schema(),
                        sample.jdk(),
                        sample.machine(),
                        sample.startedAt(),
                        sample.minutes(),
                        sample.settings(),
                        sample.deflate(),
                        sample.payloads(),
                        rows)))
            .get(0);

    assertThat(texts(serialize, "//g[@class='legend']/g/@data-series")).hasSize(3 + 2 + 24);
    assertThat(texts(serialize, "//g[@class='series'][@data-series='extra-23']/polygon/@class"))
        .containsExactly("point");
    assertThat(texts(serialize, "//g[@class='series'][@data-series='extra-11']/rect/@class"))
        .containsExactly("point");
  }

  @Test
  void theNewMeasurementsHaveTablesAndTheLambdasAndTheEchoHaveBars() throws Exception {
    String more = RaceSection.render(SampleRace.withMoreMeasurements());

    assertThat(charts(more))
        .extracting(chart -> chart.getDocumentElement().getAttribute("data-chart"))
        .contains("echo", "lambda-latency");
    Document lambdas =
        charts(more).stream()
            .filter(c -> c.getDocumentElement().getAttribute("data-chart").equals("lambda-latency"))
            .findFirst()
            .orElseThrow();
    assertThat(lambdas.getDocumentElement().getAttribute("aria-label")).contains("p50 and p99.99");
    assertThat(more)
        .contains(
            "<section class=\"race-more\" id=\"race-reuse\">",
            "<section class=\"race-more\" id=\"race-echo\">",
            "<section class=\"race-more\" id=\"race-files\">",
            "<section class=\"race-more\" id=\"race-lambdas\">")
        .contains(
            "<th scope=\"row\">lib-b · TopOfBook</th><td colspan=\"6\" class=\"untimed\">"
                + SampleRace.NO_REUSE
                + "</td>")
        .contains(
            "<tr class=\"hand-written\"><th scope=\"row\">hand-written</th><td class=\"num\">40 ±"
                + " 1</td><td class=\"num\">50 ± 1</td><td class=\"num\">(one JVM)</td>")
        .doesNotContain("NaN", "Infinity");
    assertThat(html).doesNotContain("race-more");
  }

  @Test
  void aFullRaceDrawsEachEntrantsRatioWithItsIntervalByTierAndTheTimesIntervals() throws Exception {
    String rounds = RaceSection.render(SampleRace.inRounds());
    List<Document> charts = charts(rounds);

    Document tiers = charts.get(0);
    assertThat(tiers.getDocumentElement().getAttribute("data-chart")).isEqualTo("tiers");
    assertThat(texts(tiers, "//g[@class='standing']/@data-series"))
        .containsExactly("hand-written", "fory-consistent", "kryo-default");
    assertThat(texts(tiers, "//g[@class='standing']/@data-tier")).containsExactly("1", "2", "2");
    assertThat(texts(tiers, "//g[@class='standing']/*[@class='interval']/@stroke")).hasSize(3);
    assertThat(texts(tiers, "//*[@class='tier-break']/@stroke")).hasSize(1);
    assertThat(texts(tiers, "//*[@class='noise-band']/@fill")).hasSize(1);
    Document time = charts.get(1);
    assertThat(time.getDocumentElement().getAttribute("data-chart")).isEqualTo("time-serialize");
    assertThat(texts(time, "//*[@class='interval']/@stroke")).as("one per timed point").hasSize(4);
    assertThat(rounds)
        .contains("<th>tier</th><th>configuration</th><th>ser + deser × hand-written</th>")
        .contains("class=\"race-method\"")
        .doesNotContain("NaN", "Infinity");
  }

  static List<Document> charts(String html) throws Exception {
    List<Document> charts = new ArrayList<>();
    Matcher matcher = SVG.matcher(html);
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    while (matcher.find()) {
      charts.add(
          factory.newDocumentBuilder().parse(new InputSource(new StringReader(matcher.group()))));
    }
    return charts;
  }

  private static List<String> texts(Document document, String xpath) throws Exception {
    NodeList nodes =
        (NodeList)
            XPathFactory.newInstance().newXPath().evaluate(xpath, document, XPathConstants.NODESET);
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      texts.add(nodes.item(i).getTextContent());
    }
    return texts;
  }
}
