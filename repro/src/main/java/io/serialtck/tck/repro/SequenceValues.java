package io.serialtck.tck.repro;

import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.Scenario;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.run.cell.CellClasses;
import io.serialtck.tck.run.evolution.ScenarioClasses;
import io.serialtck.tck.run.stateful.StatefulSequence;
import io.serialtck.value.ObjectValue;
import io.serialtck.verdict.CanonicalValues;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a {@code stateful} cell's steps write, read and expect, derived as the kit's {@code
 * StatefulCells} derives them from the classes of the sequence's evolution scenario: the values
 * fresh writers write, the value the held instance writes (v2's), what a read of each step's bytes
 * should give, and the classes each side is told.
 *
 * @param sequence the cell's sequence
 * @param classes the generated classes of its evolution scenario
 */
record SequenceValues(StatefulSequence sequence, ScenarioClasses classes) {

  /**
   * The sequence and scenario a stateful cell names.
   *
   * @throws ReproRefusedException when the kit has no such sequence or scenario
   */
  static SequenceValues of(CellResult cell) {
    StatefulSequence sequence =
        StatefulSequence.ofScenario(cell.scenario())
            .orElseThrow(
                () ->
                    new ReproRefusedException(
                        CellAddress.of(cell) + ": the kit has no stateful sequence of that name"));
    String evolution = StatefulSequence.evolution(cell.scenario());
    Scenario scenario =
        EvolutionScenarios.all().stream()
            .filter(s -> s.id().equals(evolution))
            .findFirst()
            .orElseThrow(
                () ->
                    new ReproRefusedException(
                        CellAddress.of(cell) + ": the kit has no evolution scenario " + evolution));
    return new SequenceValues(sequence, ScenarioClasses.generate(scenario, new ClassGenerator()));
  }

  /** The value a fresh writer writes as {@code bytes}. */
  ObjectValue written(SequenceSteps.Bytes bytes) {
    return switch (bytes) {
      case V1 -> classes.writerValue(true);
      case V2 -> classes.writerValue(false);
      case OTHER -> classes.roundTripValue(true);
      case TRUNCATED -> throw new IllegalArgumentException("truncated bytes are cut, not written");
    };
  }

  /** The class whose value a fresh writer writes as {@code bytes}. */
  TypeShape shape(SequenceSteps.Bytes bytes) {
    return switch (bytes) {
      case V1 -> classes.first();
      case V2, TRUNCATED -> classes.last();
      case OTHER -> classes.sameV1();
    };
  }

  /** The value the held instance (and a fresh one at the same step) writes: v2's. */
  ObjectValue current() {
    return classes.writerValue(false);
  }

  /** The class the held instance reads and writes: v2's. */
  TypeShape held() {
    return classes.last();
  }

  /**
   * What a v2 reader of {@code bytes} should hold, from the tree the writer printed: v1's values
   * through the change, v2's intact; empty for bytes nothing is expected of (cut, another class's).
   */
  Optional<Expectation> expectedRead(SequenceSteps.Bytes bytes, ObjectValue written) {
    ObjectValue canonical = (ObjectValue) CanonicalValues.of(written);
    return switch (bytes) {
      case V1 -> Optional.of(ExpectedValues.throughChain(canonical, classes.steps()));
      case V2 -> Optional.of(ExpectedValues.roundTrip(canonical, classes.last()));
      case TRUNCATED, OTHER -> Optional.empty();
    };
  }

  /** What a fresh v2 reader of a v2 write should hold: the tree written, intact. */
  Expectation expectedReadBack(ObjectValue written) {
    return ExpectedValues.roundTrip((ObjectValue) CanonicalValues.of(written), classes.last());
  }

  /** The classes a fresh writer of {@code bytes} is told. */
  List<String> writerClasses(SequenceSteps.Bytes bytes) {
    return CellClasses.of(written(bytes), shape(bytes));
  }

  /**
   * The classes the held instance is told, once: those of every object its steps read or write,
   * each read's as a faithful read gives it, in the steps' order.
   */
  List<String> heldClasses() {
    Set<String> told = new LinkedHashSet<>();
    for (SequenceSteps.Step step : SequenceSteps.of(sequence)) {
      if (step.write()) {
        told.addAll(CellClasses.of(current(), held()));
      } else if (expects(step.read())) {
        told.addAll(readerClasses(step.read()));
      }
    }
    return List.copyOf(told);
  }

  /**
   * The classes a fresh reader of a step's bytes is told, as an evolution cell's reader is: those
   * of what a faithful read gives; for bytes nothing is expected of, v2's value's.
   */
  List<String> readerClasses(SequenceSteps.Bytes bytes) {
    if (!expects(bytes)) {
      return CellClasses.of(current(), held());
    }
    return CellClasses.of(expectedRead(bytes, written(bytes)).orElseThrow().expected(), held());
  }

  /**
   * Whether a read of {@code bytes} is expected to give something: v1's and v2's, not the others.
   */
  static boolean expects(SequenceSteps.Bytes bytes) {
    return bytes == SequenceSteps.Bytes.V1 || bytes == SequenceSteps.Bytes.V2;
  }

  /** The classes a fresh reader of a v2 write is told. */
  List<String> readBackClasses() {
    return CellClasses.of(expectedReadBack(current()).expected(), held());
  }
}
