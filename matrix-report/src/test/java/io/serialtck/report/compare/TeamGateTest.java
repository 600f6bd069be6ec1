package io.serialtck.report.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.release.ReleaseModes;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Outcome;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A team's payments model in three releases, the six ways a team's gate was green by accident
 * (issue 31), each checked with real workers: a rename is flagged and, declared, judged; an enum
 * constant removed is caught at the default tries; a field added with an initialiser is not
 * corruption; a team jar that carries an older copy of the library's annotations does not decide
 * the verdict; a cell that measures nothing is not accepted without a reason; a run that leaves out
 * a configuration of the baseline differs from it.
 */
class TeamGateTest {

  private static final String STATUS =
      "package pay; public enum Status { NEW, AUTHORIZED, CAPTURED, FAILED }";
  private static final String LINE =
      "package pay; public class LineItem implements java.io.Serializable {"
          + " private static final long serialVersionUID = 1L; private String sku;"
          + " private int quantity; public LineItem(String sku, int quantity) {"
          + " this.sku = java.util.Objects.requireNonNull(sku, \"sku\"); if (quantity < 0) throw"
          + " new IllegalArgumentException(\"quantity \" + quantity); this.quantity = quantity; } }";
  private static final String PAYMENT =
      "package pay; public class CardPayment implements java.io.Serializable {"
          + " private static final long serialVersionUID = 1L; private java.util.UUID id;"
          + " private java.time.Instant at; private Status status; private java.math.BigDecimal"
          + " amount; private java.util.List<LineItem> lines; private java.util.Map<String, String>"
          + " metadata; public CardPayment() {} }";
  private static final String PROFILE =
      "package pay; public class Profile implements java.io.Serializable {"
          + " private static final long serialVersionUID = 1L; private String name;"
          + " public Profile() {} }";

  @TempDir static Path releases;
  static Path v10;
  static Path v11;
  static Path v20;

  @TempDir Path out;

  @BeforeAll
  static void compileReleases() throws IOException {
    v10 = compile("1.0", List.of(), STATUS, LINE, PAYMENT, PROFILE);
    v11 =
        compile(
            "1.1",
            List.of(),
            STATUS,
            LINE,
            PAYMENT,
            PROFILE.replace(
                "private String name;",
                "private String name; private String riskTier = \"standard\";"));
    v20 =
        compile(
            "2.0",
            List.of(),
            STATUS.replace("AUTHORIZED, ", ""),
            LINE.replace("sku", "productCode"),
            PAYMENT,
            PROFILE);
  }

  @Test
  void aRenameIsFlaggedAndTheValuesOfTheOldFieldAreNamedAsDropped() {
    Run run = check(v10, v20, List.of("pay.LineItem"), List.of(), List.of("java-standard"));

    assertThat(run.output)
        .contains(
            "pay.LineItem.sku: removed (was java.lang.String); possibly renamed to productCode");
    CellResult backward = run.cell("java-standard", "pay.LineItem", Direction.BACKWARD);
    assertThat(backward.outcome()).isEqualTo(Outcome.PASS);
    assertThat(backward.mode())
        .isEqualTo(ReleaseModes.DROPS_DATA + "pay.LineItem.sku (possibly renamed to productCode)");
    assertThat(backward.detail())
        .contains(
            "the values written into pay.LineItem.sku (possibly renamed to productCode) were"
                + " not read by 2.0");
    assertThat(run.exit).as("an undeclared possible rename fails a first gate").isEqualTo(1);
  }

  @Test
  void aDeclaredRenameIsJudgedAsTheMatrixJudgesFieldRenamed() {
    Run run =
        check(
            v10,
            v20,
            List.of("pay.LineItem"),
            List.of("pay.LineItem.sku=productCode"),
            List.of("java-standard"));

    assertThat(run.output).contains("pay.LineItem.sku: renamed to productCode (declared)");
    CellResult backward = run.cell("java-standard", "pay.LineItem", Direction.BACKWARD);
    assertThat(backward.outcome()).isEqualTo(Outcome.LOSSY);
    assertThat(backward.detail()).contains("productCode: expected");
  }

  @Test
  void anEnumConstantTheReaderLacksIsCaughtAtTheDefaultTries() {
    Run run = check(v10, v20, List.of("pay.CardPayment"), List.of(), List.of("java-standard"));

    CellResult backward = run.cell("java-standard", "pay.CardPayment", Direction.BACKWARD);
    assertThat(backward.outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(backward.detail())
        .contains("InvalidObjectException")
        .contains("exercised: pay.Status.AUTHORIZED (AUTHORIZED)");
  }

  @Test
  void aFieldAddedWithAnInitialiserIsExpectedAtItsInitialValue() {
    Run run =
        check(
            v10,
            v11,
            List.of("pay.Profile"),
            List.of(),
            List.of("java-standard", "jackson-default"));

    CellResult java = run.cell("java-standard", "pay.Profile", Direction.BACKWARD);
    assertThat(java.outcome()).as(java.detail()).isEqualTo(Outcome.LOSSY);
    assertThat(java.mode()).as(java.detail()).isEqualTo(Classifier.INITIALISER_NOT_RUN);
    assertThat(java.detail()).contains("initialiser not run: riskTier: expected \"standard\"");
    assertThat(run.cell("jackson-default", "pay.Profile", Direction.BACKWARD).outcome())
        .as("Jackson runs the no-arg constructor, so the initialiser's value is there")
        .isEqualTo(Outcome.PASS);
  }

  @Test
  void aTeamJarWithAnOlderCopyOfTheLibrarysAnnotationsDoesNotDecideTheVerdict(@TempDir Path stubs)
      throws IOException {
    Path oldAnnotations = annotationsJar(stubs);
    String annotated =
        "package pay; public class Tagged implements java.io.Serializable {"
            + " @com.fasterxml.jackson.annotation.JsonProperty(\"label\") private String name;"
            + " public Tagged() {} }";
    List<Path> annotations = List.of(realAnnotationsJar());
    Path before = compile("tagged-1.0", annotations, annotated);
    Path after = compile("tagged-1.1", annotations, annotated);

    Run run =
        run(
            new CompareSide("tagged-1.0", List.of(before, oldAnnotations)),
            new CompareSide("tagged-1.1", List.of(after, oldAnnotations)),
            List.of("pay.Tagged"),
            List.of(),
            List.of("jackson-default"),
            Optional.empty(),
            Optional.empty());

    assertThat(run.output)
        .contains(
            "com.fasterxml.jackson.core:jackson-annotations 2.17.2 is left out for the"
                + " configuration's");
    assertThat(run.cells()).extracting(CellResult::outcome).containsOnly(Outcome.PASS);
    assertThat(run.cells()).noneMatch(c -> c.detail().contains("NoSuchMethodError"));
  }

  @Test
  void aCellThatMeasuresNothingIsNotAcceptedWithoutAReason(@TempDir Path baseline)
      throws IOException {
    // jackson-default has no java.time module: CardPayment's Instant cannot be written
    Run first = check(v10, v10, List.of("pay.CardPayment"), List.of(), List.of("jackson-default"));
    CellResult cell = first.cell("jackson-default", "pay.CardPayment", Direction.BACKWARD);
    assertThat(cell.outcome()).isEqualTo(Outcome.NO_ROUND_TRIP);
    assertThat(cell.detail())
        .contains("This cell measures nothing")
        .contains("./serialtck init-configuration --library jackson")
        .contains("--accept-unmeasured");

    assertThatThrownBy(
            () ->
                CompareJob.updateBaseline(
                    request(
                        side(v10),
                        side(v10),
                        List.of("pay.CardPayment"),
                        List.of(),
                        List.of("jackson-default"),
                        Optional.of(baseline),
                        Optional.empty()),
                    quiet()))
        .isInstanceOf(CompareException.class)
        .hasMessageContaining("2 cells measure nothing and are not accepted into the baseline");

    CompareJob.updateBaseline(
        request(
            side(v10),
            side(v10),
            List.of("pay.CardPayment"),
            List.of(),
            List.of("jackson-default"),
            Optional.of(baseline),
            Optional.of("our services register JavaTimeModule: see team-jackson")),
        quiet());
    Path file =
        baseline.resolve("jdk-" + Runtime.version().feature()).resolve("jackson-default.baseline");
    assertThat(file)
        .content()
        .contains(
            "= NO_ROUND_TRIP # accepted: our services register JavaTimeModule: see team-jackson");
    assertThat(gate(baseline, v10, "pay.CardPayment", List.of("jackson-default")).exit).isZero();

    Files.writeString(file, Files.readString(file).replaceAll(" # accepted: .*", ""));
    Run unexplained = gate(baseline, v10, "pay.CardPayment", List.of("jackson-default"));
    assertThat(unexplained.exit).isEqualTo(1);
    assertThat(unexplained.output).contains("without a reason, but the cell measures nothing");
  }

  @Test
  void aRunThatLeavesOutAConfigurationOfTheBaselineDiffersFromIt(@TempDir Path baseline) {
    CompareJob.updateBaseline(
        request(
            side(v10),
            side(v11),
            List.of("pay.Profile"),
            List.of(),
            List.of("java-standard", "jackson-default"),
            Optional.of(baseline),
            Optional.empty()),
        quiet());

    Run fewer = gate(baseline, v11, "pay.Profile", List.of("java-standard"));

    assertThat(fewer.exit).isEqualTo(1);
    assertThat(fewer.output)
        .contains("jackson-default release/pay.Profile/backward: the baseline says");
  }

  private Run gate(Path baseline, Path after, String root, List<String> configurations) {
    return run(
        side(v10),
        side(after),
        List.of(root),
        List.of(),
        configurations,
        Optional.of(baseline),
        Optional.empty());
  }

  private Run check(
      Path before,
      Path after,
      List<String> roots,
      List<String> renames,
      List<String> configurations) {
    return run(
        side(before),
        side(after),
        roots,
        renames,
        configurations,
        Optional.empty(),
        Optional.empty());
  }

  private Run run(
      CompareSide before,
      CompareSide after,
      List<String> roots,
      List<String> renames,
      List<String> configurations,
      Optional<Path> baseline,
      Optional<String> acceptUnmeasured) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int exit;
    try (PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      CompareResult result =
          CompareJob.check(
              request(before, after, roots, renames, configurations, baseline, acceptUnmeasured),
              print);
      exit = result.agrees() ? 0 : 1;
    }
    return new Run(exit, bytes.toString(StandardCharsets.UTF_8), out);
  }

  private CompareRequest request(
      CompareSide before,
      CompareSide after,
      List<String> roots,
      List<String> renames,
      List<String> configurations,
      Optional<Path> baseline,
      Optional<String> acceptUnmeasured) {
    return new CompareRequest(
        adapters(),
        configurations,
        before,
        after,
        roots,
        List.of(),
        CompareRequest.DEFAULT_SEED,
        CompareRequest.DEFAULT_TRIES,
        Path.of(System.getProperty("java.home")),
        out,
        baseline,
        "accept-me",
        true,
        TeamDeclarations.NONE.withRenames(renames).withAcceptUnmeasured(acceptUnmeasured));
  }

  private static CompareSide side(Path classes) {
    return new CompareSide(classes.getParent().getFileName().toString(), List.of(classes));
  }

  private static Map<String, List<Path>> adapters() {
    Map<String, List<Path>> built =
        AdapterCatalog.adapterClasspaths(
            Path.of(System.getProperty("serialtck.adapters", "../adapters")));
    return Map.of("java-standard", built.get("java-standard"), "jackson", built.get("jackson"));
  }

  private static PrintStream quiet() {
    return new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
  }

  /** The jackson-annotations jar of the jackson adapter's world, to compile the team's model. */
  private static Path realAnnotationsJar() {
    return adapters().get("jackson").stream()
        .filter(p -> p.getFileName().toString().startsWith("jackson-annotations-"))
        .findFirst()
        .orElseThrow();
  }

  /**
   * A jar that says it is jackson-annotations 2.17.2 and whose {@code JsonProperty} lacks the
   * members later versions added ({@code isRequired()}): what a team's older dependency looks like
   * to a newer jackson-databind.
   */
  private static Path annotationsJar(Path dir) throws IOException {
    Path classes =
        compile(
            "old-annotations",
            List.of(),
            "package com.fasterxml.jackson.annotation; import java.lang.annotation.*;"
                + " @Retention(RetentionPolicy.RUNTIME) @Target({ElementType.FIELD,"
                + " ElementType.METHOD, ElementType.PARAMETER}) public @interface JsonProperty {"
                + " String value() default \"\"; }");
    Path jar = dir.resolve("jackson-annotations-2.17.2.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
        var files = Files.walk(classes)) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        out.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
        out.write(Files.readAllBytes(file));
        out.closeEntry();
      }
      out.putNextEntry(
          new JarEntry(
              "META-INF/maven/com.fasterxml.jackson.core/jackson-annotations/pom.properties"));
      out.write(
          ("groupId=com.fasterxml.jackson.core\nartifactId=jackson-annotations\nversion=2.17.2\n")
              .getBytes(StandardCharsets.UTF_8));
      out.closeEntry();
    }
    return jar;
  }

  /** Compiles one release of the team's classes; its folder's name is the release's label. */
  private static Path compile(String release, List<Path> classpath, String... classes)
      throws IOException {
    Path src = releases.resolve(release).resolve("src");
    Path compiled = Files.createDirectories(releases.resolve(release).resolve("classes"));
    List<String> arguments = new ArrayList<>(List.of("-d", compiled.toString()));
    if (!classpath.isEmpty()) {
      arguments.add("-cp");
      arguments.add(
          String.join(java.io.File.pathSeparator, classpath.stream().map(Path::toString).toList()));
    }
    for (String source : classes) {
      String name = source.replaceFirst("(?s).*? (?:class|enum|@interface) (\\w+).*", "$1");
      String pkg = source.replaceFirst("(?s)^package ([\\w.]+);.*", "$1");
      Path file =
          Files.createDirectories(src.resolve(pkg.replace('.', '/'))).resolve(name + ".java");
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

    CellResult cell(String configuration, String scenario, Direction direction) {
      return cells().stream()
          .filter(c -> c.configuration().equals(configuration))
          .filter(c -> c.scenario().equals(scenario) && c.direction() == direction)
          .findFirst()
          .orElseThrow(
              () ->
                  new AssertionError(
                      "no cell "
                          + configuration
                          + " "
                          + scenario
                          + " "
                          + direction
                          + "\n"
                          + output));
    }
  }
}
