package io.serialtck.tck.junit;

import static org.junit.jupiter.api.Assertions.fail;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.baseline.Baseline;
import io.serialtck.tck.baseline.BaselineComparison;
import io.serialtck.tck.baseline.BaselineDifference;
import io.serialtck.tck.baseline.BaselineException;
import io.serialtck.tck.baseline.BaselineSettings;
import io.serialtck.tck.baseline.BaselineWriter;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.tck.run.AdapterCatalog;
import io.serialtck.tck.run.Jdk;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.Plan;
import io.serialtck.tck.run.RegisteredConfiguration;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.run.RunOptions;
import io.serialtck.tck.run.RunResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;

/**
 * JUnit 5 entry point: extend it, say where the adapters are, and every cell of the matrix becomes
 * a dynamic test named {@code configuration › scenario › direction}. A library's rejection, crash
 * or hang is an outcome, printed by the test and written to {@code results.json}; a cell's test
 * fails when the kit could not produce an outcome, and, when a baseline is given, when its outcome
 * is not the baseline's (either way). A baseline entry that matches no cell fails a test of its own
 * ({@code baseline › configuration › category/scenario/direction}). Every baseline failure ends
 * with the command that rewrites the baseline from this run.
 *
 * <p>System properties: {@code serialtck.jdk} (the workers' JDK, default this one), {@code
 * serialtck.out} (report folder, default {@code target/tck-report}), {@code serialtck.baseline}
 * (the baseline's root folder; none by default), {@code serialtck.seed} and {@code serialtck.tries}
 * (the property runs' seed and tries per property; by default the baseline's, else random and
 * {@value Plan#DEFAULT_TRIES}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class SerialTckMatrix {

  private RunResult result;
  private GateState gate;

  /** The adapters to test: a name for each and the class path of its worlds. */
  protected abstract Map<String, List<Path>> adapters();

  /** The baseline's root folder, or null for no gate; by default {@code serialtck.baseline}. */
  protected Path baseline() {
    String root = System.getProperty("serialtck.baseline", "");
    return root.isBlank() ? null : Path.of(root);
  }

  /** Settings of the run; by default read from system properties. */
  protected RunOptions options() {
    Path out = Path.of(System.getProperty("serialtck.out", "target/tck-report"));
    RunOptions options = RunOptions.defaults(out);
    String jdk = System.getProperty("serialtck.jdk");
    if (jdk != null && !jdk.isBlank()) {
      options = options.withJdk(Jdk.at(Path.of(jdk)));
    }
    Long seed =
        property("serialtck.seed", Long::valueOf)
            .or(() -> baselineSettings().map(BaselineSettings::seed))
            .orElse(options.seed());
    return options.withSeed(seed);
  }

  /**
   * What to run: by default the whole matrix, with {@code serialtck.tries} tries per property
   * (default: the baseline's, else {@value Plan#DEFAULT_TRIES}).
   */
  protected Plan plan() {
    int tries =
        property("serialtck.tries", Integer::valueOf)
            .or(() -> baselineSettings().map(BaselineSettings::tries))
            .orElse(Plan.DEFAULT_TRIES);
    return Plan.full(tries);
  }

  /** The run, made on first use and shared by every test of the class (one instance per class). */
  protected final synchronized RunResult result() {
    if (result == null) {
      RunOptions options = options();
      Map<String, RegisteredConfiguration> registered =
          AdapterCatalog.describe(adapters(), options.jdk().feature());
      Plan plan = plan();
      result =
          MatrixRunner.run(options, new ArrayList<>(registered.values()), plan, RunListener.NONE);
      Path results = options.workDir().resolve("results.json").toAbsolutePath();
      ResultsJson.write(results, ResultsDocument.of(result));
      gate = GateState.of(baseline(), options, plan, result, results);
    }
    return result;
  }

  @TestFactory
  Stream<DynamicTest> matrix() {
    RunResult run = result();
    Stream<DynamicTest> cells =
        run.cells().stream().map(cell -> DynamicTest.dynamicTest(cell.name(), () -> check(cell)));
    return Stream.concat(cells, gate.baselineTests());
  }

  private void check(CellResult cell) {
    System.out.println(cell.name() + ": " + cell.outcome() + " " + cell.detail());
    if (cell.harnessError()) {
      fail("the kit produced no outcome: " + cell.detail());
    }
    gate.check(cell);
  }

  private Optional<BaselineSettings> baselineSettings() {
    Path root = baseline();
    if (root == null) {
      return Optional.empty();
    }
    try {
      return Optional.of(Baseline.settings(root));
    } catch (BaselineException e) {
      return Optional.empty(); // the gate's own test reports the missing baseline
    }
  }

  private static <T> Optional<T> property(String name, Function<String, T> parse) {
    String value = System.getProperty(name, "");
    return value.isBlank() ? Optional.empty() : Optional.of(parse.apply(value.trim()));
  }

  /** The baseline as this run sees it: loaded, comparable, or the reason it is not. */
  private record GateState(
      Baseline baseline, String update, boolean propertiesComparable, List<DynamicTest> extra) {

    static GateState of(
        Path root, RunOptions options, Plan plan, RunResult result, Path resultsJson) {
      if (root == null) {
        return new GateState(null, null, false, List.of());
      }
      String update = updateCommand(resultsJson);
      Baseline baseline;
      try {
        baseline = Baseline.load(root, options.jdk().feature());
      } catch (BaselineException e) {
        String message = e.getMessage() + ". Write it from this run: " + update;
        return new GateState(
            null,
            message,
            false,
            List.of(DynamicTest.dynamicTest("baseline", () -> fail(message))));
      }
      List<DynamicTest> extra = new ArrayList<>();
      String mismatch = baseline.settings().mismatch(options.seed(), plan.tries());
      if (mismatch != null) {
        extra.add(
            DynamicTest.dynamicTest(
                "baseline › settings", () -> fail("property cells are not compared: " + mismatch)));
      }
      List<CellKey> planned = new ArrayList<>();
      result.configurations().forEach(c -> planned.addAll(plan.cellKeys(c.id())));
      for (BaselineDifference stale :
          BaselineComparison.compare(baseline, List.of(), planned, id -> true)) {
        extra.add(
            DynamicTest.dynamicTest(
                "baseline › " + stale.key().configuration() + " › " + stale.key().path(),
                () -> fail(stale.describe() + ". " + acceptWith(update))));
      }
      return new GateState(baseline, update, mismatch == null, List.copyOf(extra));
    }

    void check(CellResult cell) {
      if (baseline == null || (cell.category().equals("property") && !propertiesComparable)) {
        return;
      }
      BaselineComparison.difference(baseline, cell)
          .ifPresent(
              d ->
                  fail(
                      "outcome differs from the baseline in "
                          + baseline.directory()
                          + ": "
                          + d.describe()
                          + ". "
                          + acceptWith(update)));
    }

    Stream<DynamicTest> baselineTests() {
      return extra.stream();
    }

    private static String updateCommand(Path resultsJson) {
      return BaselineWriter.UPDATE_COMMAND + " --results " + resultsJson;
    }

    private static String acceptWith(String update) {
      return "If the change is expected, rewrite the baseline from this run: " + update;
    }
  }
}
