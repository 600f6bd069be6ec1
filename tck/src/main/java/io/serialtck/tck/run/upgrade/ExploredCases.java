package io.serialtck.tck.run.upgrade;

import io.serialtck.evolution.property.EvolutionCase;
import io.serialtck.evolution.property.ExplorationGrammar;
import java.util.ArrayList;
import java.util.List;

/**
 * The random cases exploration asks of every pair, generated once per run from the run's seed (case
 * {@code i} from seed {@code seed + i}) and shared by every pair: a random class shape of {@link
 * ExplorationGrammar} with a random value and no evolution step, the same class on both sides.
 */
public final class ExploredCases {

  /** The package the explored classes go under, one sub-package per seed. */
  static final String PACKAGE = "serialtck.gen.explore";

  private final long seed;
  private final List<EvolutionCase> cases;

  private ExploredCases(long seed, List<EvolutionCase> cases) {
    this.seed = seed;
    this.cases = List.copyOf(cases);
  }

  static ExploredCases generate(long seed, int count) {
    List<EvolutionCase> cases = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      cases.add(ExplorationGrammar.generate(seed + i, PACKAGE));
    }
    return new ExploredCases(seed, cases);
  }

  int size() {
    return cases.size();
  }

  EvolutionCase get(int index) {
    return cases.get(index);
  }

  /** What the cases are, for the cell cache's unit id: the seed and the count. */
  String describe() {
    return "seed " + seed + "/cases " + cases.size();
  }

  /** The options that ask the same cases again. */
  String repeat() {
    return "--seed " + seed + " --explore " + cases.size();
  }
}
