package io.serialtck.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.report.ReportFiles;
import io.serialtck.report.SampleResults;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.HostileFacts;
import io.serialtck.tck.Side;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.score.ConfigurationScore;
import io.serialtck.verdict.Outcome;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Opens {@code index.html} in a real browser, headless, driven through its chromedriver: Debian's
 * Chromium ({@code /usr/bin/chromium}, {@code /usr/bin/chromedriver}) unless named otherwise with
 * {@code -Dserialtck.chromium=PATH -Dserialtck.chromedriver=PATH} or the environment variables
 * {@code SERIALTCK_CHROMIUM} and {@code SERIALTCK_CHROMEDRIVER} (CI names a GitHub runner's Chrome
 * that way). Both are named by path, so Selenium Manager is never asked to find or download a
 * browser or a driver. Without them the tests are skipped, and say so; with {@code
 * SERIALTCK_BROWSER_REQUIRED=true} (or {@code -Dserialtck.browser.required=true}), as CI sets it,
 * they fail instead.
 *
 * <p>The page is written as a run writes it, by {@link ReportFiles}, into a folder that holds the
 * fixture {@code race.json} of this package (thirteen series, an upgraded configuration, a row not
 * timed, one not weighed whose detail holds markup), so that the speed and size section is there,
 * with the docs pages beside it ({@link DocsPages}) and the folder the page loads the matrix and
 * the cells' details from ({@link IndexData}), opened from disk ({@code file://}) as a reader opens
 * it. The tests open the matrix, click, sort, filter, follow cell links and docs links, drive the
 * matrix by keyboard, and take the folder away; they save screenshots under {@code
 * target/html-report-screenshots/}, and {@code target/index-html.png}, which CI's {@code verify}
 * step looks for.
 */
class HtmlReportInChromiumTest {

  private static final Path CHROMIUM = Path.of(setting("serialtck.chromium", "/usr/bin/chromium"));
  private static final Path CHROMEDRIVER =
      Path.of(setting("serialtck.chromedriver", "/usr/bin/chromedriver"));
  private static final boolean REQUIRED =
      Boolean.parseBoolean(setting("serialtck.browser.required", "false"));
  private static final Path TARGET = Path.of("target");
  private static final Path SCREENSHOT = TARGET.resolve("index-html.png");
  private static final Path SCREENSHOTS = TARGET.resolve("html-report-screenshots");

  private static Path profile;
  private static WebDriver driver;
  private static Path folder;
  private static String page;

  @BeforeAll
  static void startChromium() throws IOException {
    if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
      String missing =
          "no browser: "
              + CHROMIUM
              + " and "
              + CHROMEDRIVER
              + " are not both installed (Debian packages chromium, chromium-driver; elsewhere"
              + " name a Chrome or Chromium and its driver with SERIALTCK_CHROMIUM and"
              + " SERIALTCK_CHROMEDRIVER)";
      assertThat(REQUIRED).as(missing + ", and SERIALTCK_BROWSER_REQUIRED is true").isFalse();
      // to the console: the build writes what tests print to System.err into its reports only
      new PrintStream(new FileOutputStream(FileDescriptor.err), true)
          .println("HtmlReportInChromiumTest is SKIPPED: " + missing);
      Assumptions.abort(missing);
    }
    folder = TARGET.resolve("html-report-test");
    Files.createDirectories(folder);
    try (InputStream race = HtmlReportInChromiumTest.class.getResourceAsStream("race.json")) {
      Files.copy(race, folder.resolve("race.json"), StandardCopyOption.REPLACE_EXISTING);
    }
    ReportFiles.write(SampleResults.document(), folder);
    DocsPages.write(folder);
    Path index = folder.resolve("index.html");
    page = index.toAbsolutePath().toUri().toString();
    profile = Files.createTempDirectory("serialtck-chromium-");
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(CHROMEDRIVER.toFile())
            .usingAnyFreePort()
            .withLogFile(TARGET.resolve("chromedriver.log").toFile())
            .build();
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments(
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1400,900",
        "--user-data-dir=" + profile);
    driver = new ChromeDriver(service, options);
  }

  @AfterAll
  static void quitChromium() throws IOException {
    try {
      if (driver != null) {
        driver.quit();
      }
    } finally {
      if (profile != null) {
        try (Stream<Path> files = Files.walk(profile)) {
          files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
      }
    }
  }

  @BeforeEach
  void openThePage() {
    driver.get(page);
  }

  @Test
  void theMatrixLoadsWhenTheReaderOpensIt() {
    WebElement button = driver.findElement(By.id("matrix-load"));
    assertThat(button.getText()).isEqualTo("Show the matrix (21 cells)");
    assertThat(driver.findElement(By.id("matrix")).isDisplayed()).isFalse();
    assertThat(driver.findElements(By.cssSelector("#matrix td[data-cell]"))).isEmpty();
    assertThat(driver.findElement(By.id("filter-status")).getText())
        .isEqualTo("The filters apply to the matrix, which loads when one is used.");

    button.click();
    waitForTheMatrix();

    assertThat(driver.findElements(By.cssSelector("#matrix td[data-cell]"))).hasSize(21);
    assertThat(button.isDisplayed()).isFalse();
    assertThat(text("matrix-status")).isEmpty();
    assertThat(script("return document.scripts.length;"))
        .as("the folder's scripts are gone once read")
        .isEqualTo(2L);
  }

  @Test
  void showsTheMatrixTheLegendAndTheScores() {
    showTheMatrix();
    assertThat(driver.findElement(By.id("matrix")).isDisplayed()).isTrue();
    assertThat(driver.findElements(By.cssSelector("#matrix thead th.configuration")))
        .extracting(WebElement::getText)
        .containsExactly("lib-a", "lib-b", "lib-c");
    WebElement legend = driver.findElement(By.id("legend"));
    assertThat(legend.isDisplayed()).isTrue();
    assertThat(legend.getText())
        .contains("PASS No error, and every value arrived intact.")
        .contains("CORRUPTED No error, but a value is wrong")
        .contains("I ILL_TYPED No error, but a field, element or root holds a value not of its")
        .contains("harness error The kit itself failed");
    assertThat(driver.findElement(By.cssSelector("table.scores")).getText()).contains("lib-b 2.0");
    assertThat(driver.findElement(By.id("filter-status")).getText())
        .isEqualTo("7 rows in the categories shown: 5 shown, 2 folded.");
  }

  @Test
  void aClickOnACellShowsItsDetailAndItsMinimalCase() throws IOException {
    assertThat(driver.findElement(By.id("detail")).isDisplayed()).isFalse();
    showTheMatrix();

    cell("safety › roundtrip", 2).click();
    waitForTheDetail();

    assertThat(driver.findElement(By.id("detail")).isDisplayed()).isTrue();
    assertThat(text("detail-title")).isEqualTo("lib-b › safety › roundtrip");
    assertThat(text("detail-outcome")).isEqualTo("C CORRUPTED");
    assertThat(text("detail-text")).isEqualTo(SampleResults.SAFETY_DETAIL);
    WebElement minimalCase = driver.findElement(By.id("detail-minimal-case"));
    assertThat(minimalCase.isDisplayed()).isTrue();
    assertThat(minimalCase.getText())
        .startsWith("Minimal case: the shrunk class pair")
        .contains("v1: class Sample implements Serializable { private List<String> f3; }")
        .contains("v2: class Sample implements Serializable { }");
    saveScreenshot();

    cell("field-added › forward", 1).click();
    waitForTheDetail();

    assertThat(text("detail-title")).isEqualTo("lib-a › field-added › forward");
    assertThat(text("detail-text")).isEqualTo("read: x");
    assertThat(driver.findElement(By.id("detail-minimal-case")).isDisplayed()).isFalse();
  }

  @Test
  void aDetailWithMarkupIsShownAsTextAndRunsNothing() {
    showTheMatrix();
    cell("hostile-detail › roundtrip", 2).click();
    waitForTheDetail();

    assertThat(text("detail-text")).isEqualTo(SampleResults.HOSTILE_DETAIL);
    Object scripts = ((JavascriptExecutor) driver).executeScript("return document.scripts.length;");
    assertThat(scripts).isEqualTo(2L);
  }

  @Test
  void aHarnessErrorIsMarkedApart() {
    showTheMatrix();
    WebElement broken = cell("field-removed › backward", 3);
    assertThat(broken.getText()).isEqualTo("!");
    assertThat(broken.getCssValue("background-image")).startsWith("repeating-linear-gradient");

    broken.click();
    waitForTheDetail();

    assertThat(text("detail-outcome"))
        .isEqualTo("! SKIPPED (harness error: the kit failed, not the library)");
  }

  @Test
  void foldedRowsShowOnAClick() {
    showTheMatrix();
    WebElement enumRow = row("enum › roundtrip");
    assertThat(enumRow.isDisplayed()).isFalse();
    WebElement toggle =
        driver.findElement(By.cssSelector("tbody[data-category=flexibility] button"));

    toggle.click();

    assertThat(enumRow.isDisplayed()).isTrue();
    assertThat(toggle.getText())
        .isEqualTo("1 row where every configuration gives the same outcome (1 PASS) — hide");
  }

  @Test
  void aFilterLoadsTheMatrixAndKeepsTheRowsOfTheTickedCategoriesAndOutcomes() {
    driver.findElement(By.cssSelector("#filters input[value=CORRUPTED]")).click();
    waitForTheMatrix();

    assertThat(row("field-added › forward").isDisplayed()).isTrue();
    assertThat(row("safety › roundtrip").isDisplayed()).isTrue();
    assertThat(row("optional › roundtrip").isDisplayed()).isFalse();
    assertThat(driver.findElement(By.id("filter-status")).getText())
        .isEqualTo("2 rows contain CORRUPTED: 2 shown, 0 folded.");

    driver.findElement(By.cssSelector("#filters input[value=evolution]")).click();

    assertThat(row("field-added › forward").isDisplayed()).isFalse();
    assertThat(row("safety › roundtrip").isDisplayed()).isTrue();
  }

  @Test
  void theSpeedAndSizeSectionDrawsItsChartsWithLegends() throws IOException {
    WebElement section = driver.findElement(By.id("speed-and-size"));
    assertThat(section.isDisplayed()).isTrue();
    assertThat(section.findElement(By.tagName("h2")).getText()).isEqualTo("Speed and size");
    assertThat(section.findElements(By.cssSelector("section.race-payload h3")))
        .extracting(WebElement::getText)
        .containsExactly(
            "session-0B",
            "session-100B",
            "session-1KB",
            "session-10KB",
            "session-100KB",
            "session-1MB",
            "TestObject",
            "TopOfBook");

    List<?> charts =
        (List<?>)
            script(
                "return Array.from(document.querySelectorAll('svg.race-chart')).map(svg => {"
                    + " const box = svg.getBoundingClientRect();"
                    + " return [svg.dataset.chart, box.width, box.height]; });");
    assertThat(charts).hasSize(2 + 8 + 8);
    for (Object chart : charts) {
      List<?> fields = (List<?>) chart;
      assertThat(((Number) fields.get(1)).doubleValue()).as(fields.get(0) + " width").isPositive();
      assertThat(((Number) fields.get(2)).doubleValue()).as(fields.get(0) + " height").isPositive();
    }

    for (String chart : List.of("time-serialize", "time-deserialize")) {
      WebElement svg = driver.findElement(By.cssSelector("svg[data-chart=" + chart + "]"));
      assertThat(svg.getAttribute("role")).isEqualTo("img");
      assertThat(svg.getAttribute("aria-label")).contains("against session payload size");
      assertThat(svg.findElements(By.cssSelector("g.legend g.legend-entry")))
          .extracting(entry -> entry.getAttribute("data-series"))
          .hasSize(13)
          .startsWith("hand-written", "arraycopy-bound")
          .contains("kryo-default 5.5.0", "kryo-default 5.6.2");
      Map<?, ?> lines =
          (Map<?, ?>)
              script(
                  "const svg = document.querySelector('svg[data-chart="
                      + chart
                      + "]');"
                      + " const boxes = Array.from(svg.querySelectorAll('g.series polyline'))"
                      + "   .map(line => line.getBBox());"
                      + " const legend = svg.querySelector('g.legend').getBBox();"
                      + " return {lines: boxes.length,"
                      + "   drawn: boxes.filter(b => b.width > 0 && b.height > 0).length,"
                      + "   legendWidth: legend.width, legendHeight: legend.height};");
      assertThat(((Number) lines.get("lines")).intValue()).as(chart).isGreaterThanOrEqualTo(13);
      assertThat(lines.get("drawn")).as(chart).isEqualTo(lines.get("lines"));
      assertThat(((Number) lines.get("legendWidth")).doubleValue()).isPositive();
      assertThat(((Number) lines.get("legendHeight")).doubleValue()).isPositive();
    }

    WebElement size = driver.findElement(By.cssSelector("svg[data-chart=size-TopOfBook]"));
    assertThat(size.findElements(By.cssSelector("rect.bar"))).hasSize(2 * 12);
    assertThat(size.findElements(By.cssSelector("g.legend g.legend-entry"))).hasSize(2);
    WebElement allocation =
        driver.findElement(By.cssSelector("svg[data-chart=allocation-TopOfBook]"));
    assertThat(
            allocation
                .findElement(By.cssSelector("g[data-series=jackson-json] text.note"))
                .getText())
        .isEqualTo("not timed: LOSSY");

    WebElement topOfBook = driver.findElement(By.cssSelector("table[data-payload=TopOfBook]"));
    assertThat(topOfBook.findElement(By.cssSelector("td.untimed")).getText())
        .startsWith("not timed: LOSSY — roundtrip: TopOfBook.instrument");
    WebElement megabyte = driver.findElement(By.cssSelector("table[data-payload=session-1MB]"));
    assertThat(megabyte.findElement(By.cssSelector("td.untimed")).getText())
        .contains("</script><script>alert('x')</script> too large");
    assertThat(script("return document.scripts.length;")).isEqualTo(2L);

    ((JavascriptExecutor) driver)
        .executeScript(
            "arguments[0].scrollIntoView();", driver.findElement(By.id("speed-and-size")));
    File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
    Files.copy(
        shot.toPath(), TARGET.resolve("race-section.png"), StandardCopyOption.REPLACE_EXISTING);
  }

  @Test
  void theSecuritySectionShowsEachConfigurationsAdviceAndItsTablesAsText() throws IOException {
    Path securityFolder = TARGET.resolve("html-report-security-test");
    Files.createDirectories(securityFolder);
    ResultsDocument sample = SampleResults.document();
    List<CellResult> cells = new ArrayList<>(sample.cells());
    Side side = new Side("17.0.15", "1.0", "v1");
    cells.add(
        CellResult.builder("lib-b", "hostile", "canary:object-field", Direction.ROUNDTRIP)
            .outcome(Outcome.RAN_UNASKED)
            .detail("the canary ran")
            .sides(side)
            .durationMicros(1)
            .mode("looked up, <b>setter</b>")
            .hostile(
                new HostileFacts(
                    1,
                    Map.of("RAN_UNASKED", 1),
                    -1,
                    0,
                    -1,
                    null,
                    List.of("looked up", "<b>setter</b>"),
                    "other"))
            .build());
    ReportFiles.write(
        new ResultsDocument(
            sample.schemaVersion(), sample.run(), sample.configurations(), cells, sample.timing()),
        Optional.empty(),
        securityFolder);
    driver.get(securityFolder.resolve("index.html").toAbsolutePath().toUri().toString());

    WebElement section = driver.findElement(By.id("security"));
    assertThat(section.findElement(By.tagName("h2")).getText()).isEqualTo("Security");
    assertThat(driver.findElement(By.cssSelector("header a[href='#security']")).isDisplayed())
        .isTrue();
    WebElement configuration =
        section.findElement(By.cssSelector("section[data-configuration=lib-b]"));
    assertThat(configuration.findElement(By.cssSelector("p.security-advice")).getText())
        .startsWith("No setting the kit knows stops it")
        .contains("ran its <b>setter</b> (object-field)");
    WebElement canaries = configuration.findElement(By.cssSelector("table.canaries"));
    assertThat(canaries.getText()).contains("object-field RAN_UNASKED looked up, <b>setter</b>");
    assertThat(canaries.findElements(By.tagName("b"))).isEmpty();
    ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView();", section);
    saveScreenshot("security.png");
  }

  @Test
  void theScoresSortByAColumnAsNumbersByClickAndByKeyboard() throws IOException {
    WebElement comparison = scoresHeader("comparison");
    assertThat(comparison.getAttribute("aria-sort")).isEqualTo("none");

    comparison.findElement(By.tagName("button")).click();

    assertThat(comparison.getAttribute("aria-sort")).isEqualTo("descending");
    List<ConfigurationScore> byPoints = new ArrayList<>(SampleResults.document().scores());
    byPoints.sort(Comparator.comparingDouble(ConfigurationScore::comparisonPoints).reversed());
    assertThat(scoresOrder())
        .containsExactlyElementsOf(
            byPoints.stream().map(ConfigurationScore::configuration).toList());
    saveScreenshot("scores-sorted.png");

    comparison.findElement(By.tagName("button")).click();

    assertThat(comparison.getAttribute("aria-sort")).isEqualTo("ascending");
    byPoints.sort(Comparator.comparingDouble(ConfigurationScore::comparisonPoints));
    assertThat(scoresOrder())
        .containsExactlyElementsOf(
            byPoints.stream().map(ConfigurationScore::configuration).toList());

    WebElement harnessErrors = scoresHeader("harness errors");
    harnessErrors.findElement(By.tagName("button")).sendKeys(Keys.ENTER);

    assertThat(harnessErrors.getAttribute("aria-sort")).isEqualTo("ascending");
    assertThat(comparison.getAttribute("aria-sort")).isEqualTo("none");
    List<ConfigurationScore> byErrors = new ArrayList<>(SampleResults.document().scores());
    byErrors.sort(Comparator.comparingInt(ConfigurationScore::harnessErrors));
    assertThat(scoresOrder())
        .containsExactlyElementsOf(
            byErrors.stream().map(ConfigurationScore::configuration).toList())
        .endsWith("lib-c");
  }

  @Test
  void aCellLinkOpensTheCellOnLoadAndOnHashChange() throws IOException {
    driver.get("about:blank");
    driver.get(page + "#lib-b/safety/roundtrip");
    waitForTheMatrix();
    waitForTheDetail();

    assertThat(driver.findElement(By.id("detail")).isDisplayed()).isTrue();
    assertThat(text("detail-title")).isEqualTo("lib-b › safety › roundtrip");
    assertThat(text("detail-text")).isEqualTo(SampleResults.SAFETY_DETAIL);
    assertThat(text("detail-about"))
        .isEqualTo(
            "PASS when random evolution chains of up to 3 steps never corrupt silently, in both"
                + " directions");
    assertThat(driver.findElement(By.id("detail-link")).getAttribute("href"))
        .isEqualTo(page + "#lib-b/safety/roundtrip");
    assertThat(cell("safety › roundtrip", 2).getAttribute("class")).contains("selected");
    saveScreenshot("cell-link.png");

    script("location.hash = 'lib-a/enum/roundtrip';");
    waitUntil("the linked cell's detail", () -> text("detail-title").startsWith("lib-a › enum"));
    waitForTheDetail();

    assertThat(text("detail-title")).isEqualTo("lib-a › enum › roundtrip");
    assertThat(row("enum › roundtrip").isDisplayed())
        .as("a folded row opens when its cell is linked")
        .isTrue();
    assertThat(text("detail-outcome")).isEqualTo("P PASS");

    driver.findElement(By.id("detail-close")).click();

    assertThat(driver.findElement(By.id("detail")).isDisplayed()).isFalse();
    assertThat(driver.getCurrentUrl()).isEqualTo(page);
  }

  @Test
  void aClickedCellPutsItsLinkInTheAddressAndTheDetailSaysWhatTheRowAsks() {
    showTheMatrix();
    cell("field-added › forward", 2).click();
    waitForTheDetail();

    assertThat(driver.getCurrentUrl()).isEqualTo(page + "#lib-b/field-added/forward");
    assertThat(text("detail-about"))
        .isEqualTo(
            "v2 adds String nickname · PASS when the reader gets: new field: default; other"
                + " fields intact");
    assertThat(driver.findElement(By.cssSelector("#detail-fields")).getText())
        .contains("direction\nforward: old reads new");
  }

  @Test
  void aCellIsReachedByTabOpenedByEnterAndClosedByEscape() throws IOException {
    showTheMatrix();
    driver.findElement(By.id("columns-clear")).sendKeys(Keys.TAB);
    WebElement focused = null;
    for (int tab = 0; tab < 40; tab++) {
      focused = driver.switchTo().activeElement();
      if ("td".equals(focused.getTagName())) {
        break;
      }
      focused.sendKeys(Keys.TAB);
    }
    assertThat(focused.getTagName()).as("Tab reaches a cell of the matrix").isEqualTo("td");
    assertThat(focused).isEqualTo(cell("optional › roundtrip", 1));

    focused.sendKeys(Keys.ARROW_RIGHT);
    WebElement second = driver.switchTo().activeElement();
    assertThat(second).isEqualTo(cell("optional › roundtrip", 2));
    second.sendKeys(Keys.ENTER);
    waitForTheDetail();

    assertThat(driver.findElement(By.id("detail")).isDisplayed()).isTrue();
    assertThat(text("detail-title")).isEqualTo("lib-b › optional › roundtrip");
    assertThat(text("detail-text")).isEqualTo("value: expected 1, got 0");
    assertThat(driver.switchTo().activeElement().getAttribute("id")).isEqualTo("detail-title");
    saveScreenshot("keyboard-detail.png");

    driver.switchTo().activeElement().sendKeys(Keys.ESCAPE);

    assertThat(driver.findElement(By.id("detail")).isDisplayed()).isFalse();
    assertThat(driver.switchTo().activeElement())
        .as("the focus returns to the cell")
        .isEqualTo(second);
  }

  @Test
  void pickingTwoConfigurationsHidesTheOtherColumns() throws IOException {
    driver.findElement(By.cssSelector("#columns input[value=lib-a]")).click();
    waitForTheMatrix();
    driver.findElement(By.cssSelector("#columns input[value=lib-c]")).click();

    assertThat(driver.findElements(By.cssSelector("#matrix thead th.configuration")))
        .filteredOn(WebElement::isDisplayed)
        .extracting(WebElement::getText)
        .containsExactly("lib-a", "lib-c");
    assertThat(cell("optional › roundtrip", 2).isDisplayed()).isFalse();
    assertThat(cell("optional › roundtrip", 1).isDisplayed()).isTrue();
    assertThat(cell("optional › roundtrip", 3).isDisplayed()).isTrue();
    saveScreenshot("two-columns.png");

    driver.findElement(By.id("columns-clear")).click();

    assertThat(cell("optional › roundtrip", 2).isDisplayed()).isTrue();
  }

  @Test
  void rowsSayWhatTheyAskAndLinkToDocsThatExist() throws IOException {
    showTheMatrix();
    WebElement forward = row("field-added › forward");
    assertThat(forward.findElement(By.tagName("th")).getText())
        .isEqualTo(
            "field-added › forward old reads new\nv2 adds String nickname · PASS when the reader"
                + " gets: new field: default; other fields intact");
    assertThat(driver.findElement(By.id("directions")).getText())
        .contains("backward new reads old")
        .contains("the new version reads bytes the old one wrote");
    assertThat(driver.findElements(By.cssSelector("tbody[data-category=evolution] tr.topic-head")))
        .extracting(WebElement::getText)
        .containsExactly("Fields added, removed or reordered 3 rows");

    WebElement link = forward.findElement(By.cssSelector("th a"));
    assertThat(link.getAttribute("href"))
        .endsWith("/docs/evolution-catalogue.html#kind-field-added");
    link.click();

    assertThat(driver.getTitle()).isEqualTo("SerialTCK: The evolution catalogue");
    assertThat(script("return document.getElementById(location.hash.slice(1)).textContent;"))
        .asString()
        .startsWith("field-added")
        .contains("v2 adds String nickname");
    assertThat(Path.of(java.net.URI.create(driver.getCurrentUrl().replaceAll("#.*", ""))))
        .isRegularFile();
    saveScreenshot("docs-page.png");

    driver.get(page);
    showTheMatrix();
    row("safety › roundtrip").findElement(By.cssSelector("th a")).click();

    assertThat(driver.getCurrentUrl()).endsWith("/docs/properties.html#property-safety");
    assertThat(script("return document.getElementById(location.hash.slice(1)) !== null;"))
        .isEqualTo(true);
  }

  @Test
  void eachConfigurationsSetUpIsInViewAndTheColumnsLinkToIt() {
    WebElement configurations = driver.findElement(By.id("configurations"));
    assertThat(configurations.isDisplayed()).isTrue();
    assertThat(configurations.findElement(By.id("config-lib-b")).getText())
        .isEqualTo("lib-b g:b 2.0 other, \"odd\"");
    showTheMatrix();

    driver
        .findElement(By.cssSelector("#matrix thead th.configuration a[href='#config-lib-c']"))
        .click();

    assertThat(driver.getCurrentUrl()).isEqualTo(page + "#config-lib-c");
    assertThat(driver.findElement(By.id("detail")).isDisplayed()).isFalse();
  }

  @Test
  void withoutItsFolderThePageSaysWhichFolderMustSitBesideIt() throws IOException {
    Path alone = TARGET.resolve("html-report-without-folder");
    Files.createDirectories(alone);
    Files.copy(
        folder.resolve("index.html"),
        alone.resolve("index.html"),
        StandardCopyOption.REPLACE_EXISTING);
    String copied = alone.resolve("index.html").toAbsolutePath().toUri().toString();
    driver.get(copied);
    assertThat(driver.findElement(By.id("podium")).isDisplayed())
        .as("the summary needs no folder")
        .isTrue();

    driver.findElement(By.id("matrix-load")).click();
    waitUntil(
        "the matrix's failure",
        () ->
            driver.findElement(By.id("matrix-status")).getAttribute("class").equals("load-error"));

    assertThat(text("matrix-status"))
        .startsWith("The matrix cannot be shown: index-data/matrix-")
        .contains(
            " cannot be read. This page reads the matrix and the cells' details from the"
                + " folder index-data/ that the report wrote beside it")
        .contains("keep that folder next to the page");
    assertThat(driver.findElement(By.id("matrix-load")).isEnabled())
        .as("it can be tried again")
        .isTrue();
    assertThat(driver.findElement(By.id("matrix")).isDisplayed()).isFalse();
    saveScreenshot("without-folder.png");

    driver.get("about:blank");
    driver.get(copied + "#lib-b/safety/roundtrip");
    waitUntil(
        "the linked cell's failure",
        () ->
            driver.findElement(By.id("matrix-status")).getAttribute("class").equals("load-error"));
    assertThat(text("matrix-status")).contains("index-data/");
  }

  @Test
  void aMissingFileOfDetailsIsNamedInThePanel() throws IOException {
    Path partial = TARGET.resolve("html-report-partial-folder");
    copyTree(folder, partial);
    Files.delete(partial.resolve(IndexData.FOLDER).resolve("details-2.js"));
    driver.get(partial.resolve("index.html").toAbsolutePath().toUri().toString());
    showTheMatrix();

    cell("optional › roundtrip", 2).click();
    waitForTheDetail();

    assertThat(text("detail-title")).isEqualTo("lib-b › optional › roundtrip");
    assertThat(text("detail-text"))
        .startsWith("The detail cannot be shown: index-data/details-2.js cannot be read.");

    cell("optional › roundtrip", 3).click();
    waitForTheDetail();

    assertThat(text("detail-text")).isEqualTo("write: no, it said");
  }

  /** Opens the matrix as a reader does, and waits until its rows are in. */
  private static void showTheMatrix() {
    driver.findElement(By.id("matrix-load")).click();
    waitForTheMatrix();
  }

  private static void waitForTheMatrix() {
    waitUntil("the matrix", () -> driver.findElement(By.id("matrix")).isDisplayed());
  }

  /** Waits until the detail panel holds what the configuration's file of details says. */
  private static void waitForTheDetail() {
    waitUntil(
        "the cell's detail",
        () -> {
          WebElement detail = driver.findElement(By.id("detail"));
          return detail.isDisplayed() && detail.getAttribute("aria-busy") == null;
        });
  }

  private static void waitUntil(String what, BooleanSupplier condition) {
    long deadline = System.nanoTime() + 10_000_000_000L;
    while (!condition.getAsBoolean()) {
      assertThat(System.nanoTime()).as("waited 10 s for " + what).isLessThan(deadline);
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("interrupted while waiting for " + what, e);
      }
    }
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path file : files.toList()) {
        Path target = to.resolve(from.relativize(file).toString());
        if (Files.isDirectory(file)) {
          Files.createDirectories(target);
        } else {
          Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
  }

  private static Object script(String script) {
    return ((JavascriptExecutor) driver).executeScript(script);
  }

  /** A system property, else the environment variable of the same name (SERIALTCK_CHROMIUM). */
  private static String setting(String property, String fallback) {
    String environment = property.toUpperCase(Locale.ROOT).replace('.', '_');
    String value = System.getProperty(property, System.getenv(environment));
    return value == null || value.isBlank() ? fallback : value;
  }

  /** The matrix row of {@code scenario › direction}. */
  private static WebElement row(String label) {
    String key = label.replace(" › ", "/");
    return driver.findElement(By.cssSelector("#matrix tr[data-row='" + key + "']"));
  }

  /** The cell of a row in the given column, 1 being the first configuration. */
  private static WebElement cell(String rowLabel, int column) {
    return row(rowLabel).findElement(By.xpath("td[" + column + "]"));
  }

  private static String text(String id) {
    return driver.findElement(By.id(id)).getText();
  }

  private static WebElement scoresHeader(String name) {
    return driver.findElement(By.xpath("//table[@id='scores-table']//th[button='" + name + "']"));
  }

  /** The configurations of the scores table, top to bottom. */
  private static List<String> scoresOrder() {
    return driver.findElements(By.cssSelector("#scores-table tbody th")).stream()
        .map(WebElement::getText)
        .toList();
  }

  private static void saveScreenshot(String name) throws IOException {
    Files.createDirectories(SCREENSHOTS);
    File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
    Path file = SCREENSHOTS.resolve(name);
    Files.copy(shot.toPath(), file, StandardCopyOption.REPLACE_EXISTING);
    assertThat(Files.size(file)).isPositive();
  }

  private static void saveScreenshot() throws IOException {
    File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
    Files.copy(shot.toPath(), SCREENSHOT, StandardCopyOption.REPLACE_EXISTING);
    assertThat(Files.size(SCREENSHOT)).isPositive();
  }
}
