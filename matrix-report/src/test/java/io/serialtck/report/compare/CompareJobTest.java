package io.serialtck.report.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.release.ReleaseModes;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.verdict.Outcome;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A team's order DTO in three releases, compared with {@code java-standard} in a real worker: a
 * field added under a declared serialVersionUID passes both ways, a field's type changed is
 * rejected naming the field, the same addition without a serialVersionUID is rejected for the
 * changed class hash, and a class the configuration cannot write at all is NO_ROUND_TRIP. The cells
 * are the {@code release} category's, run and timed by the matrix runner, as {@code run}'s are.
 */
class CompareJobTest {

  private static final String LINE =
      "package shop; public class OrderLine implements java.io.Serializable {"
          + " private static final long serialVersionUID = 1L; String sku; int count; }";
  private static final String ORDER =
      "package shop; public class OrderDto implements java.io.Serializable {"
          + " private static final long serialVersionUID = 1L; private String id;"
          + " private long quantity; private java.math.BigDecimal amount;"
          + " private java.util.List<OrderLine> lines; }";
  private static final String QUANTITY = "private long quantity;";
  private static final String PLAIN = "package shop; public class Plain { int x; }";

  @TempDir static Path releases;
  static Path v1;
  static Path v11;
  static Path v2;
  static Path noUid1;
  static Path noUid2;

  @TempDir Path out;

  @BeforeAll
  static void compileReleases() throws IOException {
    v1 = compile("1.0", ORDER, LINE);
    v11 = compile("1.1", ORDER.replace(QUANTITY, QUANTITY + " String note;"), LINE);
    v2 = compile("2.0", ORDER.replace(QUANTITY, "private String quantity;"), LINE);
    String noUid = ORDER.replace("private static final long serialVersionUID = 1L;", "");
    noUid1 = compile("1.0-no-uid", noUid, LINE);
    noUid2 = compile("1.1-no-uid", noUid.replace(QUANTITY, QUANTITY + " String note;"), LINE);
  }

  @Test
  void aCompatibleAdditionPassesBothWays() {
    Run run = check(v1, v11, List.of("shop.OrderDto"), Optional.empty());

    assertThat(run.exit).isEqualTo(0);
    assertThat(run.cells()).hasSize(2).allMatch(c -> c.outcome() == Outcome.PASS);
    assertThat(run.output).contains("shop.OrderDto.note: added (java.lang.String)");
    assertThat(out.resolve("index.html")).isRegularFile();
    assertThat(out.resolve("matrix.md")).isRegularFile();
  }

  @Test
  void itsCellsAreTheReleaseCategoryRunAndTimedByTheMatrixRunner() {
    check(v1, v11, List.of("shop.OrderDto"), Optional.empty());

    ResultsDocument results = ResultsJson.read(out.resolve("results.json"));
    assertThat(results.cells()).allMatch(c -> c.category().equals(Categories.RELEASE.id()));
    assertThat(results.timing().configurations())
        .singleElement()
        .satisfies(
            timing -> {
              assertThat(timing.configuration()).isEqualTo("java-standard");
              assertThat(timing.cells()).isEqualTo(2);
              assertThat(timing.workerStarts()).isEqualTo(1);
            });
  }

  @Test
  void aChangedTypeIsRejectedNamingTheFieldAndTheBuildIsToldHowToAccept() {
    Run run = check(v1, v2, List.of("shop"), Optional.empty());

    assertThat(run.exit).isEqualTo(1);
    CellResult backward = run.cell("shop.OrderDto", Direction.BACKWARD);
    assertThat(backward.outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(backward.mode()).isEqualTo("read: java.io.InvalidClassException");
    assertThat(backward.detail()).contains("incompatible types for field quantity");
    assertThat(backward.minimalCase())
        .contains("changes: shop.OrderDto.quantity: long -> java.lang.String")
        .contains("1.0 writes (shrunk in");
    assertThat(run.cell("shop.OrderLine", Direction.FORWARD).outcome()).isEqualTo(Outcome.PASS);
    assertThat(run.output)
        .contains("java-standard shop.OrderDto backward: REJECTED")
        .contains("accept these outcomes as the baseline: accept-me");
  }

  @Test
  void withoutASerialVersionUidEvenAnAdditionIsRejected() {
    Run run = check(noUid1, noUid2, List.of("shop.OrderDto"), Optional.empty());

    CellResult backward = run.cell("shop.OrderDto", Direction.BACKWARD);
    assertThat(backward.outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(backward.detail()).contains("local class incompatible");
  }

  @Test
  void aClassTheConfigurationCannotWriteIsNoRoundTrip() throws IOException {
    Path plain1 = compile("plain-1.0", PLAIN);
    Path plain2 = compile("plain-1.1", PLAIN.replace("int x;", "int x; int y;"));

    Run run = check(plain1, plain2, List.of("shop.Plain"), Optional.empty());

    CellResult backward = run.cell("shop.Plain", Direction.BACKWARD);
    assertThat(backward.outcome()).isEqualTo(Outcome.NO_ROUND_TRIP);
    assertThat(backward.detail())
        .contains("shop.Plain plain-1.0 does not round-trip this value by itself: REJECTED write:")
        .contains("NotSerializableException");
  }

  @Test
  void valuesAreBuiltThroughTheClassesConstructorsWhichMayRefuseThem() throws IOException {
    String positive =
        "package shop; public class Positive implements java.io.Serializable {"
            + " private static final long serialVersionUID = 1L; private final int value;"
            + " public Positive(int value) { if (value < 0) throw new"
            + " IllegalArgumentException(\"negative: \" + value); this.value = value; } }";
    String never =
        "package shop; public class Never implements java.io.Serializable {"
            + " private static final long serialVersionUID = 1L; private int value;"
            + " public Never(int value) { throw new IllegalStateException(\"never\"); } }";
    Path before = compile("ctor-1.0", positive, never);
    Path after = compile("ctor-1.1", positive, never);

    check(before, after, List.of("shop.Positive", "shop.Never"), Optional.empty(), 20, true);

    CellResult positiveCell = lastRun().cell("shop.Positive", Direction.BACKWARD);
    assertThat(positiveCell.outcome()).isEqualTo(Outcome.PASS);
    assertThat(positiveCell.detail())
        .containsPattern(
            "^\\d+ values: \\d+ PASS; the team's classes refused \\d+ more: \\d+ by shop.Positive")
        .doesNotContain("not checked");
    assertThat(positiveCell.mode()).as("some values of Positive were made").isEmpty();
    CellResult neverCell = lastRun().cell("shop.Never", Direction.FORWARD);
    assertThat(neverCell.outcome()).isEqualTo(Outcome.INCONCLUSIVE);
    assertThat(neverCell.harnessError()).isFalse();
    assertThat(neverCell.detail())
        .as("a refused value is no try: five values per try are made before the kit gives up")
        .contains("no value could be made: the team's classes refused all 100 values")
        .contains("shop.Never refused 100, the first in its constructor:")
        .contains("IllegalStateException: never")
        .contains("--samples CLASS");
    assertThat(neverCell.mode()).isEqualTo(ReleaseModes.NO_VALUE + "shop.Never");

    check(before, after, List.of("shop.Never"), Optional.empty(), 20, false);
    assertThat(lastRun().cell("shop.Never", Direction.FORWARD).outcome())
        .as("field by field, no constructor runs")
        .isEqualTo(Outcome.PASS);
  }

  @Test
  void aBaselineAcceptsTheOutcomesItWasWrittenFrom(@TempDir Path baseline) {
    CompareJob.updateBaseline(
        request(v1, v2, List.of("shop.OrderDto"), Optional.of(baseline)), quiet());
    assertThat(
            baseline
                .resolve("jdk-" + Runtime.version().feature())
                .resolve("java-standard.baseline"))
        .content()
        .contains(
            "release/shop.OrderDto/backward = REJECTED [read: java.io.InvalidClassException]");

    assertThat(check(v1, v2, List.of("shop.OrderDto"), Optional.of(baseline)).exit).isEqualTo(0);
    Run passing = check(v1, v11, List.of("shop.OrderDto"), Optional.of(baseline));
    assertThat(passing.exit).as("an unlisted pass fails the gate too").isEqualTo(1);
    assertThat(passing.output)
        .contains("was REJECTED [read: java.io.InvalidClassException], now PASS");
  }

  @Test
  void namesWhatCannotBeCompared() {
    assertThatThrownBy(() -> check(v1, v2, List.of("shop.Missing"), Optional.empty()))
        .isInstanceOf(CompareException.class)
        .hasMessageContaining("shop.Missing is in neither release (1.0, 2.0)");
    CompareRequest unknown =
        new CompareRequest(
            adapters(),
            List.of("no-such-configuration"),
            new CompareSide("1.0", List.of(v1)),
            new CompareSide("2.0", List.of(v2)),
            List.of("shop.OrderDto"),
            List.of(),
            42,
            2,
            Path.of(System.getProperty("java.home")),
            out,
            Optional.empty(),
            "accept-me",
            true,
            TeamDeclarations.NONE);
    assertThatThrownBy(() -> CompareJob.check(unknown, quiet()))
        .hasMessageContaining("no configuration 'no-such-configuration'; known: java-standard");
  }

  private Run check(Path before, Path after, List<String> roots, Optional<Path> baseline) {
    return check(before, after, roots, baseline, 3, true);
  }

  private Run lastRun() {
    return new Run(0, "", out);
  }

  private Run check(
      Path before,
      Path after,
      List<String> roots,
      Optional<Path> baseline,
      int tries,
      boolean throughConstructors) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int exit;
    try (PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      CompareResult result =
          CompareJob.check(
              request(before, after, roots, baseline, tries, throughConstructors), print);
      exit = result.agrees() ? 0 : 1;
      assertThat(result.cells()).isPositive();
    }
    return new Run(exit, bytes.toString(StandardCharsets.UTF_8), out);
  }

  private CompareRequest request(
      Path before, Path after, List<String> roots, Optional<Path> baseline) {
    return request(before, after, roots, baseline, 3, true);
  }

  private CompareRequest request(
      Path before,
      Path after,
      List<String> roots,
      Optional<Path> baseline,
      int tries,
      boolean throughConstructors) {
    return new CompareRequest(
        adapters(),
        List.of("java-standard"),
        new CompareSide(label(before), List.of(before)),
        new CompareSide(label(after), List.of(after)),
        roots,
        List.of(),
        42,
        tries,
        Path.of(System.getProperty("java.home")),
        out,
        baseline,
        "accept-me",
        throughConstructors,
        TeamDeclarations.NONE);
  }

  /** The release's label: the name of the folder it was compiled in. */
  private static String label(Path classes) {
    return classes.getParent().getFileName().toString();
  }

  private static Map<String, List<Path>> adapters() {
    Map<String, List<Path>> built =
        AdapterCatalog.adapterClasspaths(
            Path.of(System.getProperty("serialtck.adapters", "../adapters")));
    return Map.of("java-standard", built.get("java-standard"));
  }

  private static PrintStream quiet() {
    return new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
  }

  /** Compiles one release of the shop's classes; its folder's name is the release's label. */
  private static Path compile(String release, String... classes) throws IOException {
    Path src = releases.resolve(release).resolve("src");
    Path compiled = Files.createDirectories(releases.resolve(release).resolve("classes"));
    List<String> arguments = new ArrayList<>(List.of("-d", compiled.toString()));
    for (String source : classes) {
      String name = source.replaceFirst("(?s).*? class (\\w+).*", "$1");
      Path file = Files.createDirectories(src.resolve("shop")).resolve(name + ".java");
      Files.writeString(file, source);
      arguments.add(file.toString());
    }
    if (ToolProvider.getSystemJavaCompiler()
            .run(null, null, System.err, arguments.toArray(String[]::new))
        != 0) {
      throw new IllegalStateException("release " + release + " does not compile");
    }
    return compiled;
  }

  private record Run(int exit, String output, Path folder) {
    List<CellResult> cells() {
      return ResultsJson.read(folder.resolve("results.json")).cells();
    }

    CellResult cell(String scenario, Direction direction) {
      return cells().stream()
          .filter(c -> c.scenario().equals(scenario) && c.direction() == direction)
          .findFirst()
          .orElseThrow(
              () -> new AssertionError("no cell " + scenario + " " + direction + " in\n" + output));
    }
  }
}
