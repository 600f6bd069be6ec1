package io.serialtck.tck.promise;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.Scenario;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.verdict.Outcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The promise rules on hand-made cells: for each kind of clause, a cell that breaks it and one that
 * does not, and the cells a clause does not speak of.
 */
class PromiseChecksTest {

  private static CellResult evolution(
      String configuration, String scenario, Direction direction, Outcome outcome, String mode) {
    return CellResult.builder(configuration, "evolution", scenario, direction)
        .outcome(outcome)
        .durationMicros(1)
        .mode(mode)
        .build();
  }

  private static CellResult evolution(
      String configuration, String scenario, Direction direction, Outcome outcome) {
    return evolution(configuration, scenario, direction, outcome, "");
  }

  private static CellResult upgrade(String from, String to, Outcome outcome) {
    return CellResult.builder("kryo-default", "upgrade", "library:TreeMap", Direction.BACKWARD)
        .outcome(outcome)
        .writer(new Side("17", from, "v1"))
        .reader(new Side("17", to, "v1"))
        .durationMicros(1)
        .build();
  }

  private static ConfigurationPromises check(CellResult... cells) {
    List<ConfigurationPromises> checked = PromiseChecks.of(List.of(cells));
    assertThat(checked).hasSize(1);
    return checked.get(0);
  }

  @Test
  void aRemovedFieldThatACompatibleFieldSerializerRejectsBreaksItsPromise() {
    ConfigurationPromises checked =
        check(
            evolution(
                "kryo-compatible",
                "container-fields-removed",
                Direction.BACKWARD,
                Outcome.REJECTED,
                "read: com.esotericsoftware.kryo.KryoException"),
            evolution("kryo-compatible", "bean:field-added", Direction.FORWARD, Outcome.PASS),
            evolution("kryo-compatible", "field-renamed", Direction.BACKWARD, Outcome.LOSSY));

    assertThat(checked.coveredCells()).as("renames are not promised").isEqualTo(2);
    assertThat(checked.breaks())
        .singleElement()
        .satisfies(
            b -> {
              assertThat(b.promise()).isEqualTo("kryo-compatible-field-serializer");
              assertThat(b.cell()).isEqualTo("evolution/container-fields-removed/backward");
              assertThat(b.outcome()).isEqualTo(Outcome.REJECTED);
            });
  }

  @Test
  void kryosVersioningSpeaksOfReadsAcrossOneMajorVersionOnly() {
    assertThat(check(upgrade("5.5.0", "5.6.2", Outcome.CORRUPTED)).breaks()).hasSize(1);
    assertThat(check(upgrade("5.5.0", "5.6.2", Outcome.PASS)).breaks()).isEmpty();
    ConfigurationPromises acrossMajors = check(upgrade("4.0.3", "5.6.2", Outcome.REJECTED));
    assertThat(acrossMajors.coveredCells()).isZero();
    assertThat(acrossMajors.breaks()).isEmpty();
  }

  @Test
  void aConversionFollowsItsValueALosslessOneMustReadALossyOneMustFail() {
    ConfigurationPromises checked =
        check(
            evolution("fory-compatible", "long-to-int", Direction.BACKWARD, Outcome.REJECTED),
            evolution(
                "fory-compatible", "bean:long-to-int@long-max", Direction.BACKWARD, Outcome.LOSSY),
            evolution(
                "fory-compatible", "long-to-int@long-max", Direction.BACKWARD, Outcome.REJECTED),
            evolution("fory-compatible", "long-to-int@long-max", Direction.FORWARD, Outcome.PASS));

    assertThat(checked.breaks())
        .extracting(PromiseBreak::cell, PromiseBreak::clause)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "evolution/long-to-int/backward",
                Promises.FORY_SCALAR_CONVERSIONS.clauses().get(0).says()),
            org.assertj.core.groups.Tuple.tuple(
                "evolution/bean:long-to-int@long-max/backward",
                Promises.FORY_SCALAR_CONVERSIONS.clauses().get(1).says()));
    assertThat(checked.coveredCells()).isEqualTo(4);
  }

  @Test
  void jackson2FailsOnAnUnknownPropertyUnlessTheConfigurationDisablesIt() {
    assertThat(
            check(evolution("jackson-plain", "bean:field-added", Direction.FORWARD, Outcome.PASS))
                .breaks())
        .extracting(PromiseBreak::promise)
        .containsExactly("jackson2-unknown-property-fails");
    assertThat(
            check(
                    evolution(
                        "jackson-plain",
                        "bean:field-added",
                        Direction.FORWARD,
                        Outcome.REJECTED,
                        "read: com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException"))
                .breaks())
        .isEmpty();
    assertThat(
            check(evolution("jackson-plain", "field-added", Direction.BACKWARD, Outcome.PASS))
                .coveredCells())
        .as("a field added, read by the new class: no unknown property")
        .isZero();

    String unknown = "read: com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException";
    assertThat(
            check(
                    evolution(
                        "jackson-system",
                        "field-removed",
                        Direction.BACKWARD,
                        Outcome.REJECTED,
                        unknown))
                .breaks())
        .extracting(PromiseBreak::promise)
        .containsExactly("jackson2-unknown-property-ignored");
    assertThat(
            check(
                    evolution(
                        "jackson-system",
                        "field-removed",
                        Direction.BACKWARD,
                        Outcome.REJECTED,
                        "read: com.fasterxml.jackson.databind.exc.InvalidTypeIdException"))
                .breaks())
        .as("rejected for another reason than the unknown property")
        .isEmpty();
  }

  @Test
  void jacksonThreeIgnoresAnUnknownPropertyUnlessItsJacksonTwoDefaultsAreRestored() {
    String unknown = "read: tools.jackson.databind.exc.UnrecognizedPropertyException";
    assertThat(
            check(
                    evolution(
                        "jackson3-default",
                        "bean:superclass-removed",
                        Direction.BACKWARD,
                        Outcome.REJECTED,
                        unknown))
                .breaks())
        .extracting(PromiseBreak::promise)
        .containsExactly("jackson3-unknown-property-ignored");
    assertThat(
            check(
                    evolution(
                        "jackson3-2defaults",
                        "bean:superclass-removed",
                        Direction.BACKWARD,
                        Outcome.REJECTED,
                        unknown))
                .breaks())
        .isEmpty();
    assertThat(
            check(
                    evolution(
                        "jackson3-2defaults",
                        "transient-made-persistent",
                        Direction.FORWARD,
                        Outcome.PASS))
                .breaks())
        .extracting(PromiseBreak::promise)
        .containsExactly("jackson3-unknown-property-fails");
  }

  @Test
  void javaSerializationIsHeldToTheChangesItsSpecificationCallsCompatible() {
    List<String> kinds = Promises.JAVA_COMPATIBLE_CHANGES.clauses().get(0).scope().kinds();
    assertThat(kinds)
        .contains("field-added", "superclass-inserted", "superclass-removed", "nested-field-added")
        .doesNotContain("field-removed", "int-to-long", "class-renamed");

    ConfigurationPromises checked =
        check(
            evolution("java-standard", "superclass-removed", Direction.FORWARD, Outcome.PASS),
            evolution("java-standard", "bean:field-added", Direction.BACKWARD, Outcome.CORRUPTED),
            evolution("java-standard", "int-to-long", Direction.BACKWARD, Outcome.REJECTED),
            evolution(
                "java-standard", "serializable-added", Direction.FORWARD, Outcome.NO_ROUND_TRIP));
    assertThat(checked.breaks())
        .extracting(PromiseBreak::cell)
        .containsExactly("evolution/bean:field-added/backward");
  }

  @Test
  void aLibraryWithoutAPromiseSaysSoAndIsNeverBroken() {
    ConfigurationPromises fst =
        check(evolution("fst-default", "field-added", Direction.BACKWARD, Outcome.CORRUPTED));

    assertThat(fst.promises()).isEmpty();
    assertThat(fst.withoutPromise()).contains("drop-in replacement");
    assertThat(fst.breaks()).isEmpty();
    assertThat(Promises.of("a-teams-own")).isEqualTo(Promises.UNDECLARED);
  }

  @Test
  void harnessErrorsAndUnmeasuredCellsBreakNothing() {
    CellResult harness =
        CellResult.builder("kryo-compatible", "evolution", "field-added", Direction.BACKWARD)
            .outcome(Outcome.SKIPPED)
            .harnessError(true)
            .durationMicros(1)
            .build();
    ConfigurationPromises checked =
        check(
            harness,
            evolution("kryo-compatible", "field-added", Direction.FORWARD, Outcome.NO_ROUND_TRIP));

    assertThat(checked.coveredCells()).isEqualTo(1);
    assertThat(checked.breaks()).isEmpty();
  }

  @Test
  void everyConfigurationOfTheBaselineDeclaresItsLibrarysPromiseOrWhyItHasNone()
      throws IOException {
    Set<String> configurations = new HashSet<>();
    try (Stream<Path> files = Files.list(Path.of("../baseline/jdk-17"))) {
      files
          .map(f -> f.getFileName().toString())
          .filter(n -> n.endsWith(".baseline"))
          .forEach(n -> configurations.add(n.substring(0, n.length() - ".baseline".length())));
    }
    assertThat(configurations).hasSizeGreaterThanOrEqualTo(23);
    configurations.addAll(
        List.of(
            "jackson-spring-boot",
            "jackson3-plain",
            "jackson3-default",
            "jackson3-system",
            "jackson3-2defaults",
            "jackson3-spring-boot",
            "smile3-plain",
            "smile3-default",
            "bson4jackson3-default",
            "fury-compatible"));
    for (String configuration : configurations) {
      assertThat(Promises.of(configuration)).as(configuration).isNotEqualTo(Promises.UNDECLARED);
    }
  }

  @Test
  void everyKindAPromiseNamesIsAScenarioOfTheKit() {
    Set<String> known = new HashSet<>(Catalogue.ids());
    EvolutionScenarios.fieldsStyle().stream().map(Scenario::id).forEach(known::add);
    for (Promise promise : Promises.all()) {
      assertThat(promise.quote()).as(promise.id()).isNotBlank();
      assertThat(promise.url()).as(promise.id()).startsWith("https://");
      for (Clause clause : promise.clauses()) {
        for (String kind : clause.scope().kinds()) {
          if (!kind.endsWith("*")) {
            assertThat(known).as(promise.id() + ": " + kind).contains(kind);
          }
        }
      }
    }
  }
}
