package io.serialtck.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.fixtures.HostileScenarios;
import io.serialtck.fixtures.Scenario;
import io.serialtck.report.ReportSections;
import io.serialtck.report.section.Report;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.verdict.Outcome;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
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
 * full default run has (33), 27 of them with a library upgrade (about 23,500 cells). Outcomes and
 * details are drawn from a seeded random source (about one cell in four fails, each failure with a
 * detail of its own, which no other cell can share), so that the size is that of a run with more
 * distinct evidence than a real one. The page holds the summary and the matrix's head; the rows and
 * the details are in the files of {@link IndexData}, which together hold every cell.
 */
class FullSizePageTest {

  private static final int CONFIGURATIONS = 33;
  private static final int UPGRADED = 27;
  private static final int FIRST_PAGE_BUDGET = 1_000_000;

  /** What a browser reads at once when the matrix opens or a cell is clicked: one file. */
  private static final int FILE_BUDGET = 400 * 1024;

  private static final Side V1 = new Side("17.0.15", "1.0", "v1");
  private static final Side V2 = new Side("17.0.15", "1.0", "v2");
  private static final Pattern HREF = Pattern.compile("href=\"(docs/[^\"#]+)#([^\"]+)\"");
  private static final Pattern ROW =
      Pattern.compile("<tr class=\"row[^\"]*\" data-row=\"([^\"]+)\"[^>]*>(.*?)</tr>");
  private static final Pattern CELL =
      Pattern.compile("<td class=\"[^\"]+\"(?: data-cell=\"(\\d+)\")?>");

  private static final ResultsDocument DOCUMENT = fullSizeRun();
  private static final Report REPORT = ReportSections.of(DOCUMENT);
  private static final String PAGE = HtmlReport.render(REPORT);
  private static final IndexDataFiles DATA = new IndexDataFiles(REPORT);

  @Test
  void theFirstPageIsUnderAMegabyteAndEachFileOfItsFolderSmall() {
    int bytes = bytes(PAGE);
    int matrix =
        DATA.files().entrySet().stream()
            .filter(file -> file.getKey().contains("/matrix-"))
            .mapToInt(file -> bytes(file.getValue()))
            .sum();
    int details =
        DATA.files().entrySet().stream()
            .filter(file -> file.getKey().contains("/details-"))
            .mapToInt(file -> bytes(file.getValue()))
            .sum();
    int largest = DATA.files().values().stream().mapToInt(FullSizePageTest::bytes).max().orElse(0);
    System.out.printf(
        "full-size report: %,d configurations, %,d cells, %,d rows; index.html %,d bytes;"
            + " %s/: %,d files, the matrix's %d %,d bytes, the details' %d %,d bytes, the largest"
            + " %,d bytes%n",
        CONFIGURATIONS,
        DOCUMENT.cells().size(),
        rows(),
        bytes,
        IndexData.FOLDER,
        DATA.files().size(),
        DATA.matrixParts().size(),
        matrix,
        DATA.details().size(),
        details,
        largest);

    assertThat(DOCUMENT.cells()).hasSizeGreaterThanOrEqualTo(23_500);
    assertThat(bytes).as("index.html, the page a reader opens").isLessThan(FIRST_PAGE_BUDGET);
    assertThat(PAGE).contains(MatrixSection.loadLabel(DOCUMENT.cells().size()));
    assertThat(largest).as("the largest file of " + IndexData.FOLDER).isLessThan(FILE_BUDGET);
    // A cell's markup is its mark and number (about 50 bytes, quotes escaped in the file's JSON);
    // a row's header, with what changes, when it passes, its docs link and its direction, under 500
    // bytes (the criteria of the trackers' regressions state longer pass rules than the first
    // ones).
    assertThat(matrix).isLessThan(55 * DOCUMENT.cells().size() + 500 * rows() + 64 * 1024);
  }

  @Test
  void theFilesOfTheFolderHoldEveryCellInItsRowColumnAndDetails() {
    List<String> columns = DOCUMENT.configurations().stream().map(c -> c.id()).toList();
    Map<String, Integer> numberOf = new HashMap<>();
    Matcher row = ROW.matcher(DATA.matrixRows());
    while (row.find()) {
      Matcher cell = CELL.matcher(row.group(2));
      for (int column = 0; cell.find(); column++) {
        if (cell.group(1) != null) {
          String id = columns.get(column) + "/" + row.group(1);
          assertThat(numberOf.put(id, Integer.parseInt(cell.group(1)))).as(id).isNull();
        }
      }
    }
    List<JsonNode> files = DATA.details();
    List<Map<Integer, JsonNode>> details = new ArrayList<>();
    for (JsonNode file : files) {
      Map<Integer, JsonNode> cells = new HashMap<>();
      file.get("cells").forEach(fields -> cells.put(fields.get(0).asInt(), fields));
      details.add(cells);
    }
    assertThat(details).hasSize(CONFIGURATIONS);
    for (CellResult cell : DOCUMENT.cells()) {
      String id = cell.configuration() + "/" + cell.scenario() + "/" + cell.direction().id();
      assertThat(numberOf).as("the matrix's files hold " + id).containsKey(id);
      int column = columns.indexOf(cell.configuration());
      JsonNode fields = details.get(column).get(numberOf.get(id));
      assertThat(fields).as("details-" + (column + 1) + ".js holds " + id).isNotNull();
      assertThat(fields.get(1).asText()).as(id).isEqualTo(cell.outcome().name());
      JsonNode texts = files.get(column).get("texts");
      assertThat(texts.get(fields.get(3).asInt()).asText()).as(id).isEqualTo(cell.detail());
    }
    assertThat(numberOf).hasSize(DOCUMENT.cells().size());
  }

  @Test
  void everyDocsLinkPointsAtAPageAndAnAnchorThatTheDocsPagesWrite() {
    Map<String, String> pages = DocsPages.pages();
    Matcher link = HREF.matcher(PAGE + DATA.matrixRows());
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
                Matrix.of(DOCUMENT).rows().stream()
                    .map(MatrixRow::about)
                    .map(RowAbout::docsHref)
                    .distinct()
                    .count());
    assertThat(checked.size()).isLessThanOrEqualTo(declared).isGreaterThan(100);
  }

  @Test
  void everyDeclaredRowSaysWhatItAsksAndEveryEvolutionRowHasATopic() {
    for (MatrixRow row : Matrix.of(DOCUMENT).rows()) {
      assertThat(row.about().passRule()).as(row.label()).startsWith("PASS when ");
      assertThat(row.about().docsHref()).as(row.label()).startsWith("docs/");
      if (row.category().equals("evolution")) {
        assertThat(row.about().topic()).as(row.label()).isPresent();
        assertThat(row.about().topic().get()).as(row.label()).isNotEqualTo(EvolutionTopic.OTHER);
        assertThat(row.about().change()).as(row.label()).isNotEmpty();
      }
    }
  }

  private static int rows() {
    return Matrix.of(DOCUMENT).rows().size();
  }

  private static int bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8).length;
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
