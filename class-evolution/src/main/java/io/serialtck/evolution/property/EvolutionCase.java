package io.serialtck.evolution.property;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.catalogue.Evolution;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.value.ObjectValue;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One try of a property: a base shape v1, a chain of evolution steps to vN, and the object v1
 * writes.
 *
 * @param seed the seed that generated it (before any shrinking)
 */
public record EvolutionCase(
    long seed, ClassShape base, List<Evolution> steps, ObjectValue written) {

  public EvolutionCase {
    steps = List.copyOf(steps);
  }

  /**
   * Each step applied in turn: the i-th element maps version i+1 to version i+2.
   *
   * @throws IllegalArgumentException when a step does not apply (a shrunk shape lacks its field)
   */
  public List<EvolvedClass> evolved() {
    return Evolution.chain(base, steps);
  }

  /** The last version. */
  public TypeShape last() {
    List<EvolvedClass> evolved = evolved();
    return evolved.isEmpty() ? base : evolved.get(evolved.size() - 1).after();
  }

  /** The case as a reader sees it in a report: seed, v1 and vN as source, the steps, the value. */
  public String render() {
    return "seed "
        + seed
        + "\n  v1: "
        + source(base)
        + "\n  steps: "
        + steps.stream()
            .map(s -> s.id() + " (" + s.description() + ")")
            .collect(Collectors.joining(", "))
        + "\n  v"
        + (steps.size() + 1)
        + ": "
        + source(last())
        + "\n  v1 writes: "
        + written.render();
  }

  private static String source(TypeShape root) {
    return ShapeGraph.of(root).values().stream()
        .map(TypeShape::render)
        .collect(Collectors.joining(" "));
  }
}
