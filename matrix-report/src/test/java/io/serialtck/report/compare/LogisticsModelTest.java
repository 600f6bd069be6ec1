package io.serialtck.report.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.release.ReleaseModes;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.verdict.Outcome;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A team's logistics event model in three releases ({@code examples/logistics}), each case issue 51
 * found unmeasured or misjudged checked in real workers: a record whose constructor validates is
 * measured, and a class no value can be made of fails the gate until the team gives samples.
 */
class LogisticsModelTest {

  private static final String DIMENSIONS = LogisticsReleases.PACKAGE + "Dimensions";
  private static final String TRACKING = LogisticsReleases.PACKAGE + "TrackingCode";
  private static final String SHIPMENT = LogisticsReleases.PACKAGE + "Shipment";
  private static final String COURIER = LogisticsReleases.PACKAGE + "Courier";
  private static final String QUOTE = LogisticsReleases.PACKAGE + "Quote";
  private static final String SERVICE_LEVEL = LogisticsReleases.PACKAGE + "ServiceLevel";
  private static final TeamDeclarations SAMPLED =
      TeamDeclarations.NONE.withSamples(List.of(LogisticsReleases.SAMPLES), List.of());

  @TempDir static Path releases;
  static Path v10;
  static Path v11;
  static Path v20;

  @TempDir Path out;

  @BeforeAll
  static void compileReleases() {
    v10 = LogisticsReleases.compile(releases, "1.0");
    v11 = LogisticsReleases.compile(releases, "1.1");
    v20 = LogisticsReleases.compile(releases, "2.0");
  }

  @Test
  void aRecordWhoseConstructorValidatesIsMeasuredTheValuesItRefusesDropped() {
    Run run =
        compare(v10, v11, List.of(DIMENSIONS), List.of("java-standard"), TeamDeclarations.NONE);

    for (Direction direction : List.of(Direction.BACKWARD, Direction.FORWARD)) {
      CellResult cell = run.cell("java-standard", DIMENSIONS, direction);
      assertThat(cell.harnessError()).as(cell.detail()).isFalse();
      assertThat(cell.outcome()).as(cell.detail()).isEqualTo(Outcome.PASS);
      assertThat(cell.detail())
          .as("random sizes the record refuses are dropped, not the cell")
          .containsPattern("the team's classes refused \\d+ more: \\d+ by " + DIMENSIONS);
    }
    assertThat(run.exit).isZero();
  }

  @Test
  void aClassNoValueCanBeMadeOfFailsTheGateUntilTheTeamGivesSamples(@TempDir Path baseline) {
    Run unmade =
        compare(v10, v11, List.of(TRACKING), List.of("java-standard"), TeamDeclarations.NONE);

    CellResult cell = unmade.cell("java-standard", TRACKING, Direction.BACKWARD);
    assertThat(cell.harnessError()).isFalse();
    assertThat(cell.outcome()).isEqualTo(Outcome.INCONCLUSIVE);
    assertThat(cell.mode()).isEqualTo(ReleaseModes.NO_VALUE + TRACKING);
    assertThat(cell.detail()).contains("not a UPU S10 tracking code").contains("--samples CLASS");
    assertThat(unmade.exit).isEqualTo(1);
    assertThatThrownBy(
            () ->
                CompareJob.updateBaseline(
                    request(
                        v10,
                        v11,
                        List.of(TRACKING),
                        List.of("java-standard"),
                        TeamDeclarations.NONE.withAcceptUnmeasured(Optional.of("we know")),
                        Optional.of(baseline)),
                    quiet()))
        .as("no reason accepts a class nothing could be made of: only samples do")
        .hasMessageContaining("no value of " + TRACKING + " could be made");

    Run sampled =
        compare(
            v10,
            v11,
            List.of(TRACKING),
            List.of("java-standard"),
            TeamDeclarations.NONE.withSamples(List.of(LogisticsReleases.SAMPLES), List.of()));

    CellResult measured = sampled.cell("java-standard", TRACKING, Direction.BACKWARD);
    assertThat(measured.outcome()).as(measured.detail()).isEqualTo(Outcome.PASS);
    assertThat(measured.mode()).isEmpty();
    assertThat(measured.detail()).contains("the team's samples written first: 2");
    assertThat(sampled.exit).isZero();
  }

  @Test
  void aRemovedFieldFailsTheGateUntilItsRemovalIsAcceptedWithAReason(@TempDir Path baseline)
      throws java.io.IOException {
    Run undeclared = compare(v11, v20, List.of(SHIPMENT), List.of("java-standard"), SAMPLED);

    CellResult backward = undeclared.cell("java-standard", SHIPMENT, Direction.BACKWARD);
    assertThat(backward.mode()).contains(ReleaseModes.DROPS_DATA + SHIPMENT + ".note");
    assertThat(undeclared.exit).isEqualTo(1);
    assertThat(undeclared.output)
        .contains("drops the values of " + SHIPMENT + ".note")
        .contains("--accept-removal CLASS.FIELD \"REASON\"");
    assertThatThrownBy(
            () ->
                CompareJob.updateBaseline(
                    request(
                        v11,
                        v20,
                        List.of(SHIPMENT),
                        List.of("java-standard"),
                        SAMPLED,
                        Optional.of(baseline)),
                    quiet()))
        .hasMessageContaining("drops the values of " + SHIPMENT + ".note");

    TeamDeclarations accepted =
        SAMPLED.withAcceptedRemovals(
            java.util.Map.of(SHIPMENT + ".note", "notes moved to the delivery service in 2.0"));
    CompareJob.updateBaseline(
        request(
            v11, v20, List.of(SHIPMENT), List.of("java-standard"), accepted, Optional.of(baseline)),
        quiet());
    Path file =
        baseline.resolve("jdk-" + Runtime.version().feature()).resolve("java-standard.baseline");
    assertThat(file)
        .content()
        .contains(
            "# accepted: removed "
                + SHIPMENT
                + ".note: notes moved to the delivery service in 2.0");
    assertThat(gate(baseline, SAMPLED).exit)
        .as("the baseline records the reason: the gate passes without repeating it")
        .isZero();

    java.nio.file.Files.writeString(
        file, java.nio.file.Files.readString(file).replaceAll(" # accepted: .*", ""));
    Run unexplained = gate(baseline, SAMPLED);
    assertThat(unexplained.exit).isEqualTo(1);
    assertThat(unexplained.output)
        .contains("the baseline accepts it without a reason, but it drops the values of");
  }

  @Test
  void aSubtypeOnlyTheNewerReleaseHasIsAskedForwardWhereTheOldReaderMeetsIt() {
    Run run =
        compare(
            v10,
            v11,
            List.of(SHIPMENT),
            List.of("jackson-spring-boot", "fory-compatible"),
            SAMPLED);

    assertThat(run.output)
        .contains(
            LogisticsReleases.PACKAGE
                + "Returned: a subtype of "
                + LogisticsReleases.PACKAGE
                + "ParcelEvent added: the earlier release cannot read it (asked forward)");
    CellResult jackson = run.cell("jackson-spring-boot", SHIPMENT, Direction.FORWARD);
    assertThat(jackson.detail())
        .contains("exercised: ")
        .contains(LogisticsReleases.PACKAGE + "Returned (Returned)")
        .as("Jackson refuses a type id it does not know: safe")
        .contains("Could not resolve type id 'returned'");
    CellResult fory = run.cell("fory-compatible", SHIPMENT, Direction.FORWARD);
    assertThat(fory.outcome())
        .as("Fory hands the old reader a placeholder where a ParcelEvent is declared")
        .isEqualTo(Outcome.ILL_TYPED);
    assertThat(fory.detail()).contains("ILL_TYPED (events[])");
    assertThat(run.cell("fory-compatible", SHIPMENT, Direction.BACKWARD).detail())
        .doesNotContain("Returned (Returned)");
  }

  @Test
  void aFieldRenamedInJavaWhoseWireNameIsKeptPassesUnderJacksonAndIsNamedAsSuch() {
    Run run =
        compare(
            v10, v11, List.of(COURIER), List.of("jackson-spring-boot", "java-standard"), SAMPLED);

    assertThat(run.output)
        .contains("as Jackson (@JsonProperty, @JsonAlias, @JsonIgnore) sees it:")
        .contains(
            COURIER
                + ".vehiclePlate: renamed to truckPlate in Java only: its wire name \"plate\" is"
                + " kept (@JsonProperty), so Jackson carries it as the same property");
    for (Direction direction : List.of(Direction.BACKWARD, Direction.FORWARD)) {
      CellResult jackson = run.cell("jackson-spring-boot", COURIER, direction);
      assertThat(jackson.outcome()).as(jackson.detail()).isEqualTo(Outcome.PASS);
      assertThat(jackson.mode()).as("nothing dropped on Jackson's wire").isEmpty();
    }
    assertThat(run.cell("java-standard", COURIER, Direction.BACKWARD).mode())
        .as("Java serialization matches fields by their Java names: the plate is dropped")
        .isEqualTo(
            ReleaseModes.DROPS_DATA + COURIER + ".vehiclePlate (possibly renamed to truckPlate)");
  }

  @Test
  void aConstantRenamedAtTheSamePlaceIsNamedAndCanBeDeclared() {
    Run undeclared = compare(v11, v20, List.of(QUOTE), List.of("kryo-compatible"), SAMPLED);

    assertThat(undeclared.output)
        .contains(
            SERVICE_LEVEL
                + ".ECONOMY: constant removed; possibly renamed to SAVER (added at the same"
                + " place)");
    CellResult byOrdinal = undeclared.cell("kryo-compatible", QUOTE, Direction.BACKWARD);
    assertThat(byOrdinal.outcome())
        .as("Kryo reads the constant by its ordinal: SAVER, where ECONOMY cannot be held")
        .isEqualTo(Outcome.CORRUPTED);

    Run declared =
        compare(
            v11,
            v20,
            List.of(QUOTE),
            List.of("kryo-compatible", "java-standard"),
            SAMPLED.withRenames(List.of(SERVICE_LEVEL + ".ECONOMY=SAVER")));

    assertThat(declared.output)
        .contains(SERVICE_LEVEL + ".ECONOMY: constant renamed to SAVER (declared)");
    for (Direction direction : List.of(Direction.BACKWARD, Direction.FORWARD)) {
      CellResult kryo = declared.cell("kryo-compatible", QUOTE, direction);
      assertThat(kryo.outcome()).as(kryo.detail()).isEqualTo(Outcome.PASS);
    }
    assertThat(declared.cell("kryo-compatible", QUOTE, Direction.BACKWARD).detail())
        .contains("exercised: " + SERVICE_LEVEL + ".ECONOMY (ECONOMY)");
    assertThat(declared.cell("java-standard", QUOTE, Direction.BACKWARD).detail())
        .as("Java serialization reads constants by name: the old name is refused")
        .contains("enum constant ECONOMY does not exist");
  }

  @Test
  void recordComponentsReorderedAreNamedAndAsked() {
    Run run = compare(v11, v20, List.of(DIMENSIONS), List.of("java-standard"), SAMPLED);

    assertThat(run.output)
        .contains(
            DIMENSIONS
                + ": components reordered: lengthCm, widthCm, heightCm -> heightCm, lengthCm,"
                + " widthCm");
    CellResult cell = run.cell("java-standard", DIMENSIONS, Direction.BACKWARD);
    assertThat(cell.outcome()).as(cell.detail()).isEqualTo(Outcome.PASS);
    assertThat(cell.detail()).contains("exercised: " + DIMENSIONS + " (Dimensions)");
  }

  @Test
  void aMovedClassIsComparedWithItsNewSelf() {
    Run run = compare(v11, v20, List.of(SHIPMENT), List.of("java-standard"), SAMPLED);

    assertThat(run.output)
        .contains(SHIPMENT + "$Address: moved to " + LogisticsReleases.PACKAGE + "geo.Address")
        .doesNotContain("only in the later release")
        .as("an EnumSet field is made, not written as null")
        .doesNotContain(SHIPMENT + ".handling (java.util.EnumSet");
    CellResult forward = run.cell("java-standard", SHIPMENT, Direction.FORWARD);
    assertThat(forward.detail())
        .contains("exercised: ")
        .contains(LogisticsReleases.PACKAGE + "Shipment$Address (Address)")
        .as("Java serialization writes class names: the old release cannot find the moved one")
        .contains("ClassNotFoundException: " + LogisticsReleases.PACKAGE + "geo.Address");
  }

  @Test
  void compareTakesAMigrationFromOneConfigurationToAnother() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      CompareRequest request =
          request(
              v10,
              v11,
              List.of(COURIER, "java.time.Instant"),
              List.of("jackson3-default"),
              SAMPLED,
              Optional.empty());
      CompareJob.check(
          new CompareRequest(
              request.adapters(),
              request.configurations(),
              request.before(),
              request.after(),
              request.roots(),
              List.of("jackson-spring-boot..jackson3-default"),
              request.seed(),
              request.tries(),
              request.jdk(),
              request.reportFolder(),
              request.baseline(),
              request.acceptCommand(),
              request.throughConstructors(),
              request.declarations()),
          print);
    }
    Run run = new Run(0, bytes.toString(StandardCharsets.UTF_8), out);

    CellResult backward = run.cell("jackson3-default", COURIER, Direction.BACKWARD);
    assertThat(backward.writer().configuration()).isEqualTo("jackson-spring-boot");
    assertThat(backward.writer().classVersion()).isEqualTo("1.0 jackson-spring-boot");
    assertThat(backward.reader().configuration()).isEqualTo("jackson3-default");
    assertThat(backward.outcome())
        .as("Jackson 3 reads what Jackson 2 wrote of the renamed field under its kept wire name")
        .isEqualTo(Outcome.PASS);
    CellResult forward = run.cell("jackson3-default", COURIER, Direction.FORWARD);
    assertThat(forward.writer().configuration()).isEqualTo("jackson3-default");
    assertThat(forward.outcome()).as(forward.detail()).isEqualTo(Outcome.PASS);
    CellResult instant = run.cell("jackson3-default", "java.time.Instant", Direction.BACKWARD);
    assertThat(instant.outcome())
        .as("a JDK type is a root: what Jackson 2 wrote of an Instant, Jackson 3 reads")
        .isEqualTo(Outcome.PASS);
    assertThat(instant.detail()).matches("(\\d+) values: \\1 PASS");
  }

  private Run gate(Path baseline, TeamDeclarations declarations) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int exit;
    try (PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      exit =
          CompareJob.check(
                      request(
                          v11,
                          v20,
                          List.of(SHIPMENT),
                          List.of("java-standard"),
                          declarations,
                          Optional.of(baseline)),
                      print)
                  .agrees()
              ? 0
              : 1;
    }
    return new Run(exit, bytes.toString(StandardCharsets.UTF_8), out);
  }

  private Run compare(
      Path before,
      Path after,
      List<String> roots,
      List<String> configurations,
      TeamDeclarations declarations) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int exit;
    try (PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      CompareResult result =
          CompareJob.check(
              request(before, after, roots, configurations, declarations, Optional.empty()), print);
      exit = result.agrees() ? 0 : 1;
    }
    return new Run(exit, bytes.toString(StandardCharsets.UTF_8), out);
  }

  private CompareRequest request(
      Path before,
      Path after,
      List<String> roots,
      List<String> configurations,
      TeamDeclarations declarations,
      Optional<Path> baseline) {
    return new CompareRequest(
        LogisticsReleases.adapters(),
        configurations,
        LogisticsReleases.side(before),
        LogisticsReleases.side(after),
        roots,
        List.of(),
        CompareRequest.DEFAULT_SEED,
        5,
        Path.of(System.getProperty("java.home")),
        out,
        baseline,
        "accept-me",
        true,
        declarations);
  }

  private static PrintStream quiet() {
    return new PrintStream(java.io.OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
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
                      configuration + " " + scenario + " " + direction + "\n" + output));
    }
  }
}
