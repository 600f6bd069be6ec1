package io.serialtck.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.fixtures.HostileScenarios;
import io.serialtck.fixtures.Scenario;
import io.serialtck.report.ReportSections;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The page of a full-size run: every scenario the kit declares, for as many configurations as a
 * full run of this kit has cells (14,706 when the issue measured 2.4 MB), three of them with a
 * library upgrade. Outcomes and details are drawn from a seeded random source (about one cell in
 * four fails, each failure with a detail of its own, which the page cannot share with another
 * cell), so that the size is that of a run with more distinct evidence than a real one.
 */
class FullSizePageTest {

  private static final int CONFIGURATIONS = 27;
  private static final int UPGRADED = 3;
  private static final Side V1 = new Side("17.0.15", "1.0", "v1");
  private static final Side V2 = new Side("17.0.15", "1.0", "v2");
  private static final Pattern HREF = Pattern.compile("href=\"(docs/[^\"#]+)#([^\"]+)\"");

  private final ResultsDocument document = fullSizeRun();
  private final String page = HtmlReport.render(ReportSections.of(document));

  @Test
  void staysAboutTheSizeOfTheOldPage() {
    int bytes = page.getBytes(StandardCharsets.UTF_8).length;
    int data = cellData().getBytes(StandardCharsets.UTF_8).length;
    int markup = bytes - data;
    System.out.printf(
        "full-size page: %,d cells, %,d bytes (cell data %,d, markup %,d)%n",
        document.cells().size(), bytes, data, markup);

    assertThat(document.cells()).hasSizeGreaterThanOrEqualTo(14_706);
    // A cell's markup is its mark and number (about 45 bytes); a row's header, with what changes,
    // when it passes, its docs link and its direction, under 470 bytes (the criteria of the
    // trackers' regressions state longer pass rules than the first ones); the security section, two
    // tables and the advice per configuration, under 2,500 bytes each; the views per need, a row of
    // under 350 bytes per configuration in each of three; then the tables above the matrix, the
    // style sheet and the script.
    assertThat(markup)
        .isLessThan(
            50 * document.cells().size()
                + 470 * rows()
                + (2_500 + 3 * 350) * CONFIGURATIONS
                + 64 * 1024);
    assertThat(bytes).as("one file a browser opens at once").isLessThan(3_000_000);
  }

  @Test
  void everyDocsLinkPointsAtAPageAndAnAnchorThatTheDocsPagesWrite() {
    Map<String, String> pages = DocsPages.pages();
    Matcher link = HREF.matcher(page);
    Set<String> checked = new HashSet<>();
    while (link.find()) {
      String file = link.group(1).substring((DocsPages.FOLDER + "/").length());
      assertThat(pages).as(link.group()).containsKey(file);
      if (checked.add(link.group())) {
        assertThat(pages.get(file)).as(link.group()).contains("id=\"" + link.group(2) + "\"");
      }
    }
    int declared =
        FlexibilityCriteria.all().size()
            + EvolutionScenarios.all().size()
            + Property.values().length
            + FlexibilityCriteria.all().size()
            + HostileScenarios.MutationFamily.values().length
            + HostileScenarios.canaryPlaces().size()
            + io.serialtck.tck.run.stateful.StatefulSequence.values().length;
    assertThat(checked)
        .as("a link for every declared scenario, upgrades included")
        .hasSize(
            (int)
                Matrix.of(document).rows().stream()
                    .map(MatrixRow::about)
                    .map(RowAbout::docsHref)
                    .distinct()
                    .count());
    assertThat(checked.size()).isLessThanOrEqualTo(declared).isGreaterThan(100);
  }

  @Test
  void everyDeclaredRowSaysWhatItAsksAndEveryEvolutionRowHasATopic() {
    for (MatrixRow row : Matrix.of(document).rows()) {
      assertThat(row.about().passRule()).as(row.label()).startsWith("PASS when ");
      assertThat(row.about().docsHref()).as(row.label()).startsWith("docs/");
      if (row.category().equals("evolution")) {
        assertThat(row.about().topic()).as(row.label()).isPresent();
        assertThat(row.about().topic().get()).as(row.label()).isNotEqualTo(EvolutionTopic.OTHER);
        assertThat(row.about().change()).as(row.label()).isNotEmpty();
      }
    }
  }

  private int rows() {
    return Matrix.of(document).rows().size();
  }

  private String cellData() {
    String opening = "<script type=\"application/json\" id=\"cell-data\">";
    int start = page.indexOf(opening) + opening.length();
    return page.substring(start, page.indexOf("</script>", start));
  }

  private static ResultsDocument fullSizeRun() {
    Random random = new Random(16);
    List<ResultsDocument.Configuration> configurations = new ArrayList<>();
    List<CellResult> cells = new ArrayList<>();
    for (int c = 0; c < CONFIGURATIONS; c++) {
      String id = "library-" + c + "-configuration";
      configurations.add(
          new ResultsDocument.Configuration(
              id,
              "org.example:library-" + c,
              "1." + c + ".0",
              "the library's defaults, with registration of the fixture classes off",
              List.of("--add-opens=java.base/java.util=ALL-UNNAMED")));
      for (Criterion criterion : FlexibilityCriteria.all()) {
        cells.add(cell(random, id, criterion.id(), "flexibility", Direction.ROUNDTRIP));
      }
      for (Scenario scenario : EvolutionScenarios.all()) {
        cells.add(cell(random, id, scenario.id(), "evolution", Direction.BACKWARD));
        cells.add(cell(random, id, scenario.id(), "evolution", Direction.FORWARD));
      }
      for (Property property : Property.values()) {
        cells.add(cell(random, id, property.id(), "property", Direction.ROUNDTRIP));
      }
      for (String scenario : hostileScenarios()) {
        cells.add(hostileCell(random, id, scenario));
      }
      if (c < UPGRADED) {
        for (Criterion criterion : FlexibilityCriteria.all()) {
          String upgrade = Plan.LIBRARY_UPGRADE + criterion.id();
          cells.add(cell(random, id, upgrade, "upgrade", Direction.BACKWARD));
          cells.add(cell(random, id, upgrade, "upgrade", Direction.FORWARD));
        }
      }
    }
    return new ResultsDocument(
        ResultsDocument.SCHEMA_VERSION,
        new ResultsDocument.Run("2026-01-01T00:00:00Z", 1234, "17.0.15", 42),
        configurations,
        cells,
        new ResultsDocument.Timing(0, 0, 0, 0, List.of()));
  }

  private static List<String> hostileScenarios() {
    List<String> ids = new ArrayList<>();
    for (HostileScenarios.MutationFamily family : HostileScenarios.MutationFamily.values()) {
      ids.add(family.scenario());
    }
    HostileScenarios.canaryPlaces().forEach(place -> ids.add(place.scenario()));
    HostileScenarios.canaryPlaces().forEach(place -> ids.add(place.secureScenario()));
    return ids;
  }

  /**
   * A hostile cell as a real run writes it: a detail for every outcome (counts, the worst input and
   * its first 64 bytes in hex, the heaviest read), about 500 bytes.
   */
  private static CellResult hostileCell(Random random, String configuration, String scenario) {
    StringBuilder hex = new StringBuilder();
    for (int i = 0; i < 64; i++) {
      hex.append(String.format("%02x ", random.nextInt(256)));
    }
    String detail =
        "48 inputs from seeds session-1KB (1401 bytes), TestObject (227 bytes), TopOfBook (239"
            + " bytes), nested-generics (667 bytes): "
            + random.nextInt(48)
            + " REJECTED, the others PASS. Worst: org.example.SerializationException: bad input"
            + " at "
            + random.nextInt(10_000)
            + ", on TopOfBook truncated to 97 of 239 bytes ("
            + hex
            + "…). Most heap one read allocated: "
            + random.nextInt(1_000_000)
            + " bytes, for 667 bytes of input.";
    return CellResult.builder(configuration, "hostile", scenario, Direction.ROUNDTRIP)
        .outcome(Outcome.REJECTED)
        .detail(detail)
        .sides(V1)
        .durationMicros(1000)
        .mode("org.example.SerializationException")
        .build();
  }

  private static CellResult cell(
      Random random, String configuration, String scenario, String category, Direction direction) {
    boolean fails = random.nextInt(4) == 0;
    Outcome outcome = fails ? Outcome.values()[1 + random.nextInt(5)] : Outcome.PASS;
    String detail =
        fails
            ? "read: org.example.SerializationException: cannot read "
                + scenario
                + " in "
                + configuration
                + " at offset "
                + random.nextInt(10_000)
            : "";
    return CellResult.builder(configuration, category, scenario, direction)
        .outcome(outcome)
        .detail(detail)
        .writer(direction == Direction.FORWARD ? V2 : V1)
        .reader(direction == Direction.FORWARD ? V1 : V2)
        .durationMicros(random.nextInt(5_000))
        .build();
  }
}
