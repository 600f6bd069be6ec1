package io.serialtck.tck.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.baseline.Baseline;
import io.serialtck.tck.baseline.BaselineEntry;
import io.serialtck.tck.baseline.BaselineExpectation;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.CellOrder;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A cell's verdict is what a fresh reader and writer would do, whatever the worker ran before it:
 * every configuration's flexibility and fields-style evolution cells run shuffled by a seed, and
 * every cell has the outcome and failure mode the committed baseline gives it. The baseline is the
 * plan's order: {@code MatrixTest} gates a run in that order on it, so this compares two orders
 * while running one. (A reversed order ran too until the matrix grew by half in one wave; a seeded
 * shuffle moves every cell away from its neighbours as reversal does, and CI's time is bounded.)
 */
class OrderIndependenceTest {

  private static final long SHUFFLE_SEED = 20261123L;

  /**
   * The flexibility criteria and the fields-style evolution scenarios, value sweeps included. The
   * bean-style copies are the same scenarios with accessors, and what carries over between cells is
   * the library's state, not the style: leaving them out halves the test's time (it runs in every
   * build).
   */
  private static final Plan PLAN =
      new Plan(FlexibilityCriteria.all(), EvolutionScenarios.fieldsStyle(), List.of(), 0);

  /**
   * The configurations asked: one per adapter module, and every one that keeps static state or
   * requires registration, where one cell could most plausibly leave something for the next. The
   * other half differ from one of these only in settings a fresh instance takes again for every
   * cell; leaving them out halves the test's time, which CI pays on every run.
   */
  private static final Set<String> CONFIGURATIONS =
      Set.of(
          "java-standard",
          "kryo-default",
          "kryo-registered",
          "jackson-default",
          "smile-default",
          "bson4jackson-default",
          "jackson3-default",
          "bson-mongodb",
          "fst-default",
          "one-nio-default",
          "one-nio-shipped-metadata",
          "one-nio-persist",
          "chronicle-wire-binary",
          "chronicle-wire-text",
          "fory-compatible",
          "fory-registered");

  static List<CellOrder> orders() {
    return List.of(CellOrder.shuffled(SHUFFLE_SEED));
  }

  @ParameterizedTest
  @MethodSource("orders")
  void everyCellHasItsBaselineOutcomeInAnotherOrder(CellOrder order, @TempDir Path workDir) {
    int jdk = Jdk.current().feature();
    Baseline baseline = Baseline.load(Path.of("../baseline"), jdk);
    List<RegisteredConfiguration> configurations =
        AdapterCatalog.describe(TestAdapters.built(), jdk).values().stream()
            .filter(c -> CONFIGURATIONS.contains(c.id()))
            .toList();
    RunOptions options = RunOptions.defaults(workDir).withSeed(42).withCellOrder(order);

    List<CellResult> cells =
        MatrixRunner.run(options, configurations, PLAN, RunListener.NONE).cells();

    List<String> differences = new ArrayList<>();
    for (CellResult cell : cells) {
      BaselineExpectation expected = baseline.expected(CellKey.of(cell)).orElse(null);
      BaselineEntry actual = BaselineEntry.of(cell);
      if (expected == null || !expected.accepts(actual)) {
        differences.add(
            cell.name()
                + ": "
                + (expected == null ? "not in the baseline" : expected.render())
                + " in the plan's order, "
                + actual.render()
                + " "
                + order.name()
                + " ("
                + cell.detail()
                + ")");
      }
    }
    assertThat(configurations).hasSameSizeAs(CONFIGURATIONS);
    assertThat(cells).hasSizeGreaterThan(configurations.size() * PLAN.evolutions().size());
    assertThat(differences).isEmpty();
  }
}
