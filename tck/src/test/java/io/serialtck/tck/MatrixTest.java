package io.serialtck.tck;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.junit.SerialTckMatrix;
import io.serialtck.tck.plan.CellOrder;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.verdict.BytesRead;
import io.serialtck.verdict.ConversionEvidence;
import io.serialtck.verdict.Outcome;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;

/**
 * The whole matrix against the built adapters, through the JUnit entry point: one dynamic test per
 * cell, plus spot checks of what the libraries document and Java's serialization specification
 * (section 5.6) says. {@code -Dserialtck.matrix.skip=true} leaves it out where the whole matrix
 * runs elsewhere: CI on GitHub runs it in shards and gates their merge.
 *
 * <p>It runs every configuration's cells shuffled by a seed ({@link CellOrder#shuffled}), and gates
 * them on the baseline, which {@code ./serialtck run} made in the plan's order: a verdict that
 * depended on the cells a worker ran before it would differ here. (A shuffled run costs what the
 * plan's order costs, the same worlds and workers; a separate test that ran 16 configurations again
 * in a shuffled order cost CI 90 s.)
 */
@DisabledIfSystemProperty(
    named = "serialtck.matrix.skip",
    matches = "true",
    disabledReason = "-Dserialtck.matrix.skip=true: the whole matrix runs elsewhere (CI's shards)")
class MatrixTest extends SerialTckMatrix {

  /**
   * The order's seed: any other than the plan's order moves every cell away from its neighbours.
   */
  static final long SHUFFLE_SEED = 20261123L;

  @Override
  protected Map<String, List<Path>> adapters() {
    return TestAdapters.built();
  }

  @Override
  protected RunOptions options() {
    return super.options().withCellOrder(CellOrder.shuffled(SHUFFLE_SEED));
  }

  @Test
  void everyConfigurationGetsEveryCellOfThePlan() {
    Plan plan = runPlan();
    int planned =
        result().configurations().stream()
            .mapToInt(c -> new PlannedCells(plan).cellKeys(c.id()).size())
            .sum();
    assertThat(result().cells()).hasSize(planned);
    assertThat(result().cells())
        .filteredOn(c -> c.configuration().equals("java-standard"))
        .extracting(CellResult::category)
        .containsOnly("flexibility", "evolution", "stateful", "property", "hostile");
    assertThat(result().cells())
        .filteredOn(c -> c.configuration().equals("kryo-default"))
        .extracting(CellResult::category)
        .contains("upgrade");
  }

  @Test
  void everyConfigurationsCellsAreRecordedTogetherAndAreThePlansCells() {
    // configuration after configuration, as planned; within one, the order this run shuffled
    // (ShardedRunTest holds a run in the plan's order to its order, which shards rely on)
    Plan plan = runPlan();
    for (var configuration : result().configurations()) {
      List<CellKey> recorded =
          result().cells().stream()
              .filter(c -> c.configuration().equals(configuration.id()))
              .map(CellKey::of)
              .toList();
      assertThat(recorded)
          .containsExactlyInAnyOrderElementsOf(new PlannedCells(plan).cellKeys(configuration.id()));
    }
    assertThat(result().cells().stream().map(CellResult::configuration).distinct())
        .containsExactlyElementsOf(result().configurations().stream().map(c -> c.id()).toList());
  }

  @Test
  void javaSerializationFollowsSection56OfItsSpecification() {
    // 5.6.2 compatible: adding fields, removing fields (with a fixed serialVersionUID)
    assertOutcome("java-standard", "field-added", Direction.BACKWARD, Outcome.PASS);
    assertOutcome("java-standard", "field-added", Direction.FORWARD, Outcome.PASS);
    assertOutcome("java-standard", "field-removed", Direction.BACKWARD, Outcome.PASS);
    // 5.6.1 incompatible: changing the declared type of a primitive field
    assertOutcome("java-standard", "int-to-long", Direction.BACKWARD, Outcome.REJECTED);
    // 5.6.1 incompatible: changing from Serializable to Externalizable
    assertOutcome(
        "java-standard", "serializable-to-externalizable", Direction.BACKWARD, Outcome.REJECTED);
    // a class is found by its name: a renamed class is not found
    assertOutcome("java-standard", "class-renamed", Direction.BACKWARD, Outcome.REJECTED);
    // an enum constant is written by name; one the reader lacks is an InvalidObjectException
    assertOutcome("java-standard", "enum-constant-removed", Direction.BACKWARD, Outcome.REJECTED);
    assertOutcome("java-standard", "enum-constants-reordered", Direction.BACKWARD, Outcome.PASS);
    // hooks are honoured, transient fields skipped, a class must be Serializable
    for (String criterion :
        List.of(
            "transient-skipped",
            "externalizable-honoured",
            "writeObject-readObject-honoured",
            "readResolve-honoured",
            "shared-references",
            "cyclic-references",
            "lambda-capturing")) {
      assertOutcome("java-standard", criterion, Direction.ROUNDTRIP, Outcome.PASS);
    }
    assertOutcome("java-standard", "no-serializable-marker", Direction.ROUNDTRIP, Outcome.REJECTED);
    assertOutcome("java-standard", "Optional", Direction.ROUNDTRIP, Outcome.REJECTED);
  }

  @Test
  void librariesBehaveAsTheirDocumentationSays() {
    // Jackson: FAIL_ON_UNKNOWN_PROPERTIES is on by default; an unknown field is an error
    assertOutcome("jackson-default", "field-added", Direction.FORWARD, Outcome.REJECTED);
    assertOutcome("jackson-default", "field-added", Direction.BACKWARD, Outcome.PASS);
    // Kryo: CompatibleFieldSerializer supports adding and removing fields; FieldSerializer not
    assertOutcome("kryo-compatible", "field-added", Direction.BACKWARD, Outcome.PASS);
    assertOutcome("kryo-compatible", "field-removed", Direction.FORWARD, Outcome.PASS);
    assertOutcome("kryo-default", "field-added", Direction.BACKWARD, Outcome.REJECTED);
    // Fory: compatible mode tolerates added fields, schema-consistent mode does not
    assertOutcome("fory-compatible", "field-added", Direction.BACKWARD, Outcome.PASS);
    assertThat(cell("fory-consistent", "field-added", Direction.BACKWARD).outcome())
        .isNotEqualTo(Outcome.PASS);
  }

  /**
   * Cells an outside reproduction checked with standalone programs (two JVMs, each library set up
   * as its description says): what the kit must say of them.
   */
  @Test
  void theCellsTheOutsideReproductionCheckedHaveItsOutcomes() {
    // 1.5 is exact as a float: reading it back after float-to-double is no corruption
    for (String configuration : List.of("jackson-default", "one-nio-persist", "fory-compatible")) {
      assertOutcome(configuration, "float-to-double", Direction.FORWARD, Outcome.PASS);
    }
    // a HashMap promises no order: Jackson reads zulu, alpha in the order the writer iterated
    for (String configuration :
        List.of(
            "jackson-default",
            "smile-default",
            "bson4jackson-default",
            "chronicle-wire-text",
            "chronicle-wire-binary")) {
      assertOutcome(configuration, "HashMap-to-LinkedHashMap", Direction.BACKWARD, Outcome.PASS);
      assertOutcome(configuration, "LinkedHashMap-to-HashMap", Direction.FORWARD, Outcome.PASS);
    }
    // values that are not of their declared type
    assertOutcome("kryo-default", "ArrayList-to-LinkedList", Direction.BACKWARD, Outcome.ILL_TYPED);
    assertOutcome(
        "java-standard", "List-element-int-to-long", Direction.BACKWARD, Outcome.ILL_TYPED);
    // misaligned and narrowed reads that one curated value hid
    assertOutcome("fst-default", "long-to-int@long-max", Direction.BACKWARD, Outcome.CORRUPTED);
    assertThat(cell("fst-default", "long-to-int@long-max", Direction.BACKWARD).detail())
        .contains("-126");
    for (String configuration : List.of("one-nio-shipped-metadata", "one-nio-persist")) {
      assertOutcome(configuration, "long-to-int@long-max", Direction.BACKWARD, Outcome.CORRUPTED);
      assertThat(cell(configuration, "long-to-int@long-max", Direction.BACKWARD).detail())
          .contains("-1");
    }
    assertOutcome(
        "kryo-default", "float-to-double@one-tenth", Direction.FORWARD, Outcome.CORRUPTED);
    assertOutcome("fst-default", "long-to-int", Direction.BACKWARD, Outcome.PASS);
  }

  /**
   * Cells a third outside reproduction found passing by coincidence or named as the wrong kind of
   * wrong (issue 30): each checked with standalone programs, each judged now with the control
   * values written beside it and the bytes the library says it consumed.
   */
  @Test
  void sweepsThatPassedByCoincidenceAreNoConversion() {
    // Kryo reads the class-marker byte, zigzag-decoded, as -1 whatever BigDecimal v2 wrote
    for (String style : List.of("", "bean:")) {
      CellResult kryo =
          cell("kryo-default", style + "int-to-BigDecimal@minus-one", Direction.FORWARD);
      assertThat(kryo.outcome()).isEqualTo(Outcome.CORRUPTED);
      assertThat(kryo.detail()).contains("reads -1 (int) whatever is written");
    }
    // and the not-null marker of a String as the int -1, "-1" or "42" alike
    assertThat(cell("kryo-default", "String-to-int@minus-one", Direction.BACKWARD).detail())
        .contains("reads -1 (int) whatever is written");
    // one-nio puts BigDecimal.hashCode() into the int: hashCode(int-min) is int-min, of zero 0
    CellResult intMin = cell("one-nio-persist", "int-to-BigDecimal@int-min", Direction.FORWARD);
    assertThat(intMin.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(intMin.mode()).isEqualTo(ConversionEvidence.NOT_CONVERTED);
    assertThat(intMin.detail()).contains("7 (BigDecimal) -> 217 (int)");
    assertThat(cell("one-nio-persist", "int-to-BigDecimal@zero", Direction.FORWARD).outcome())
        .isNotEqualTo(Outcome.PASS);
    // Kryo reads the low 4 bytes of the double into the float: 0.0 for 0.0 and for 2.25
    CellResult zero = cell("kryo-default", "float-to-double@zero", Direction.FORWARD);
    assertThat(zero.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(zero.detail()).startsWith("misaligned read: read 62 of 66 bytes");
  }

  @Test
  void misalignedReadsAreNamedAsSuch() {
    // 4 of the double's 8 bytes: a misaligned read whose value is the default, not a lost value
    CellResult nan = cell("kryo-unsafe", "float-to-double@nan", Direction.FORWARD);
    assertThat(nan.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(nan.mode()).isEqualTo(BytesRead.MISALIGNED);
    // 5 bytes of a 9-byte varlong, not a clamp to Integer.MAX_VALUE
    CellResult longMax =
        cell("kryo-registered", "List-element-int-to-long@long-max", Direction.FORWARD);
    assertThat(longMax.mode()).isEqualTo(BytesRead.MISALIGNED);
    assertThat(longMax.detail()).startsWith("misaligned read: read ").contains(" of 28 bytes");
  }

  @Test
  void sessionsDemandNoOrderTheirMapFieldDoesNotPromise() {
    // bson-mongodb reads the LinkedHashMap of a Map-typed field as a HashMap: every attribute
    // arrives, only the class changed, so the session is intact (and weighed and raced)
    for (String session : List.of("session-0B", "session-100B", "session-1KB", "session-1MB")) {
      CellResult cell = cell("bson-mongodb", session, Direction.ROUNDTRIP);
      assertThat(cell.outcome()).as(session).isEqualTo(Outcome.ALTERED);
      assertThat(cell.mode()).as(session).isEqualTo("container class");
      assertThat(cell.detail())
          .as(session)
          .startsWith("container class: ")
          .doesNotContain("sha256");
    }
  }

  @Test
  void propertyMappingLibrariesAnswerOnBeanClasses() {
    // MongoDB's POJO codec maps properties: on beans it passes an added or removed field both ways
    for (String scenario : List.of("bean:field-added", "bean:field-removed")) {
      assertOutcome("bson-mongodb", scenario, Direction.BACKWARD, Outcome.PASS);
      assertOutcome("bson-mongodb", scenario, Direction.FORWARD, Outcome.PASS);
    }
    assertOutcome(
        "bson-mongodb", "bean:long-to-int@long-max", Direction.BACKWARD, Outcome.REJECTED);
    assertOutcome("bson-mongodb", "field-added", Direction.BACKWARD, Outcome.NO_ROUND_TRIP);
    // new ObjectMapper(): FAIL_ON_UNKNOWN_PROPERTIES is on
    assertOutcome("jackson-plain", "bean:field-added", Direction.FORWARD, Outcome.REJECTED);
    assertOutcome("jackson-plain", "bean:field-added", Direction.BACKWARD, Outcome.PASS);
    assertThat(io.serialtck.tck.score.Scores.of(result().cells()))
        .filteredOn(s -> s.configuration().equals("bson-mongodb"))
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.evolutionMeasured()).isPositive();
              assertThat(s.scoredStyle()).isEqualTo("bean");
            });
  }

  @Test
  void registrationRequiredConfigurationsRoundTripTheFixturesTheyCan() {
    for (String configuration : List.of("kryo-registered", "fory-registered")) {
      for (String criterion : List.of("private-fields", "null-fields", "primitive-arrays")) {
        assertOutcome(configuration, criterion, Direction.ROUNDTRIP, Outcome.PASS);
      }
    }
  }

  @Test
  void everyPropertyCellNamesHowToRepeatIt() {
    assertThat(result().cells())
        .filteredOn(c -> c.category().equals("property"))
        .filteredOn(c -> c.outcome() != Outcome.INCONCLUSIVE && !c.harnessError())
        .allSatisfy(c -> assertThat(c.detail()).as(c.name()).contains("repeat with --seed"));
    assertThat(result().cells())
        .filteredOn(c -> c.category().equals("property"))
        .filteredOn(c -> c.outcome() != Outcome.PASS && c.outcome() != Outcome.INCONCLUSIVE)
        .allSatisfy(
            c -> {
              assertThat(c.detail()).as(c.name()).contains("Minimal case after");
              assertThat(c.minimalCase()).as(c.name()).contains("v1: ").contains("steps: ");
            });
  }

  @Test
  void everyNonPassCellCarriesEvidence() {
    assertThat(result().cells())
        .filteredOn(c -> c.outcome() != Outcome.PASS)
        .allSatisfy(c -> assertThat(c.detail()).as(c.name()).isNotBlank());
    assertThat(result().harnessErrors()).isEmpty();
  }

  @Test
  void theKryoWorkerLoadsTheVersionTheBuildAskedFor() {
    String wanted = System.getProperty("kryo.version");
    ConfigurationInfo kryo =
        result().configurations().stream()
            .filter(c -> c.id().equals("kryo-default"))
            .findFirst()
            .orElseThrow();

    assertThat(wanted).as("the build passes kryo.version to the tests").isNotBlank();
    assertThat(kryo.version()).isEqualTo(wanted);
    assertThat(result().cells())
        .filteredOn(c -> c.configuration().equals("kryo-default"))
        .filteredOn(c -> !c.category().equals("upgrade"))
        .allSatisfy(c -> assertThat(c.writer().libraryVersion()).isEqualTo(wanted));
    // the named upgrade: the earlier version writes backward and reads forward
    assertThat(result().cells())
        .filteredOn(c -> c.configuration().equals("kryo-default"))
        .filteredOn(c -> c.category().equals("upgrade"))
        .isNotEmpty()
        .allSatisfy(
            c -> {
              Side after = c.direction() == Direction.BACKWARD ? c.reader() : c.writer();
              Side before = c.direction() == Direction.BACKWARD ? c.writer() : c.reader();
              assertThat(after.libraryVersion()).isEqualTo(wanted);
              assertThat(before.libraryVersion()).isEqualTo("5.5.0");
            });
  }

  @Test
  void workersRunOnTheJdkTheBuildNames() {
    String configured = System.getProperty("serialtck.jdk");
    assertThat(configured)
        .as("the build passes -Dserialtck.jdk (default: its own JDK)")
        .isNotBlank();
    String version = Jdk.at(Path.of(configured)).version();

    assertThat(result().run().jdk()).isEqualTo(version);
    assertThat(result().cells())
        .filteredOn(c -> c.outcome() != Outcome.UNSUPPORTED)
        .allSatisfy(
            c -> {
              assertThat(c.writer().jdk()).startsWith(version);
              assertThat(c.reader().jdk()).startsWith(version);
            });
  }

  private void assertOutcome(
      String configuration, String scenario, Direction direction, Outcome outcome) {
    CellResult cell = cell(configuration, scenario, direction);
    assertThat(cell.outcome()).as(cell.name() + ": " + cell.detail()).isEqualTo(outcome);
  }

  private CellResult cell(String configuration, String scenario, Direction direction) {
    return result().cells().stream()
        .filter(c -> c.configuration().equals(configuration))
        .filter(c -> c.scenario().equals(scenario) && c.direction() == direction)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no cell " + configuration + " › " + scenario));
  }

  @Test
  void everyCellRecordsTheJdkOfBothSides() {
    assertThat(result().cells())
        .allSatisfy(
            c -> {
              assertThat(c.writer().jdk()).isNotBlank();
              assertThat(c.reader().jdk()).isNotBlank();
            });
  }
}
