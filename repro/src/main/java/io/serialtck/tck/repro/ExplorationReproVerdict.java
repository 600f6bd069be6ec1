package io.serialtck.tck.repro;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.evolution.property.EvolutionCase;
import io.serialtck.evolution.property.ValueRoots;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.ExplorationCase;
import io.serialtck.tck.run.upgrade.FindingSignature;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import io.serialtck.verdict.CanonicalValues;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Verdict;
import java.util.Optional;

/**
 * An exploration reproducer's verdict, judged as the kit's {@code ExplorationCells} judges an
 * exchange of the case: its read against a round trip of the case's class ({@link
 * ExpectedValues#roundTrip} of what the writer printed), with the bytes the read consumed; and its
 * finding's signature as the mode, which is what agreement compares: the cell's mode lists every
 * signature the cell found, the reproducer shows the worst's case.
 */
final class ExplorationReproVerdict {

  private ExplorationReproVerdict() {}

  /** The read of the case, when the reproducer printed what it wrote and read. */
  static Optional<Verdict> read(CellResult cell, ReproOutput output) {
    Optional<String> written = output.line("WRITTEN-JSON");
    Optional<String> read = output.line("READ-JSON");
    if (written.isEmpty() || read.isEmpty()) {
      return Optional.empty();
    }
    EvolutionCase minimal = ExplorationProgram.minimal(cell);
    ClassShape shape = minimal.base();
    boolean valueRoot = ValueRoots.isValueRoot(shape);
    Value writtenRoot = ValueJson.parse(written.get());
    ObjectValue writtenTree =
        (ObjectValue)
            CanonicalValues.of(
                valueRoot ? ValueRoots.wrap(minimal.written(), writtenRoot) : writtenRoot);
    Expectation expected = ExpectedValues.roundTrip(writtenTree, shape);
    Value readRoot = ValueJson.parse(read.get());
    return Optional.of(
        Classifier.classifyEvolved(
            writtenTree,
            expected.expected(),
            valueRoot ? ValueRoots.wrap(expected.expected(), readRoot) : readRoot,
            expected.evolvedPaths(),
            expected.initialisedPaths(),
            expected.converted(),
            output.bytesRead()));
  }

  /** The verdict with the signature it shows where the cell's finding showed, as its mode. */
  static Verdict signed(CellResult cell, Verdict verdict) {
    return verdict.withMode(
        FindingSignature.of(cell.explorationCase().finding(), verdict.outcome(), verdict.detail())
            .at(cell.explorationCase().setUp())
            .toString());
  }

  /**
   * Whether a signed verdict shows the cell's worst signature: the same outcome, where, and cause;
   * for a JVM that ended, the same outcome where the finding showed.
   */
  static boolean agrees(CellResult cell, Verdict signed) {
    ExplorationCase explored = cell.explorationCase();
    if (signed.outcome() != cell.outcome()) {
      return false;
    }
    if (signed.outcome().isWorkerLost()) {
      String where =
          FindingSignature.of(explored.finding(), signed.outcome(), "")
              .at(explored.setUp())
              .toString();
      return explored.signature().equals(where) || explored.signature().startsWith(where + " ");
    }
    return signed.mode().equals(explored.signature());
  }
}
