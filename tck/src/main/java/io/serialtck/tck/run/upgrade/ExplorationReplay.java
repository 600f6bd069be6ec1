package io.serialtck.tck.run.upgrade;

import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.property.EvolutionCase;
import io.serialtck.evolution.property.ExplorationGrammar;
import io.serialtck.evolution.property.Shrinker;
import io.serialtck.evolution.property.ValueRoots;
import io.serialtck.tck.CellDetails;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.ExplorationCase;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * An exploration cell's minimal case made again from what the cell recorded ({@link
 * ExplorationCase}), without asking any library: the grammar's case of the seed, shrunk along the
 * recorded path. The cell's {@code minimalCase} is that case's {@link #render text}, so a case made
 * again can be checked against it: another kit's grammar or shrinker gives another case.
 */
public final class ExplorationReplay {

  private ExplorationReplay() {}

  /**
   * What a cell records of the shrink of {@code failing}, the first case of {@code worst}: its
   * seed, and the path to the minimal case, which is the path to the part of it asked ({@link
   * AskedCase#part}) then the shrink's.
   */
  static ExplorationCase recorded(
      EvolutionCase failing, List<Integer> part, Shrinker.Shrunk shrunk, FindingSignature worst) {
    List<Integer> path = new java.util.ArrayList<>(part);
    path.addAll(shrunk.path());
    return new ExplorationCase(
        failing.seed(),
        ExploredCases.PACKAGE,
        path,
        worst.finding(),
        worst.toString(),
        worst.setUp());
  }

  /** The minimal case of the recording: the grammar's case of its seed, shrunk along its path. */
  public static EvolutionCase minimal(ExplorationCase recorded) {
    return Shrinker.replay(
        ExplorationGrammar.generate(recorded.seed(), recorded.packagePrefix()),
        recorded.shrinkPath());
  }

  /**
   * The minimal case of an exploration cell, made again; empty when the cell recorded none (no
   * finding, or a report of a kit before the recording) or when the case made again is not the one
   * the cell shows (its {@code minimalCase} text differs: the grammar or the shrinker changed since
   * the run).
   */
  public static Optional<EvolutionCase> of(CellResult cell) {
    if (cell.explorationCase() == null || cell.minimalCase() == null) {
      return Optional.empty();
    }
    EvolutionCase minimal;
    try {
      minimal = minimal(cell.explorationCase());
    } catch (IllegalArgumentException otherCandidates) {
      return Optional.empty();
    }
    return CellDetails.cleanLines(render(minimal)).equals(cell.minimalCase())
        ? Optional.of(minimal)
        : Optional.empty();
  }

  /** The case as a reader sees it: its seed, its classes as source, and the value written. */
  public static String render(EvolutionCase explored) {
    if (ValueRoots.isValueRoot(explored.base())) {
      return "seed "
          + explored.seed()
          + "\n  root: a "
          + ValueRoots.rootClass(explored.base())
          + " written as the root object itself (the class below holds it for the report)"
          + "\n  classes: "
          + explored.base().render()
          + "\n  writes: "
          + explored.written().render();
    }
    return "seed "
        + explored.seed()
        + "\n  classes: "
        + ShapeGraph.of(explored.base()).values().stream()
            .map(TypeShape::render)
            .collect(Collectors.joining(" "))
        + "\n  writes: "
        + explored.written().render();
  }
}
