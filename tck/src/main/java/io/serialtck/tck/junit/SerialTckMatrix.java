package io.serialtck.tck.junit;

import io.serialtck.spi.Stable;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.baseline.Baseline;
import io.serialtck.tck.baseline.BaselineException;
import io.serialtck.tck.baseline.BaselineSettings;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.categories.StandardPlan;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsJson;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunProgress;
import io.serialtck.tck.run.RunResult;
import io.serialtck.tck.text.XmlCharacters;
import io.serialtck.tck.upgrade.UpgradePairs;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
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
 * <p>The reports go to a folder per test class, {@code target/serialtck/<TestClassSimpleName>/}:
 * {@code results.json}, and, with {@code serialtck-junit} on the test class path (a {@link
 * io.serialtck.tck.results.ReportWriter}), {@code matrix.md}, {@code index.html} and {@code
 * results.csv}.
 *
 * <p>System properties: {@code serialtck.jdk} (the workers' JDK, default this one), {@code
 * serialtck.out} (the report folder, in place of the class's), {@code serialtck.baseline} (the
 * baseline's root folder; none by default), {@code serialtck.seed} and {@code serialtck.tries} (the
 * property runs' seed and tries per property; by default the baseline's, else {@value
 * RunOptions#DEFAULT_SEED} and {@value Plan#DEFAULT_TRIES}, the defaults of {@code ./serialtck
 * run}).
 *
 * <p>While the matrix runs, its progress goes to {@link #console()} at most once every 10 seconds,
 * announced with the number of cells and ended with how the run compares with the baseline. Each
 * cell's test prints its outcome and detail to {@code System.out} (in a Maven build, to {@code
 * target/surefire-reports}); a failing cell's message names the cell, its outcome and detail.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Stable
public abstract class SerialTckMatrix {

  private RunResult result;
  private Plan runPlan;
  private BaselineGate gate;

  /** The adapters to test: a name for each and the class path of its worlds. */
  protected abstract Map<String, List<Path>> adapters();

  /** The baseline's root folder, or null for no gate; by default {@code serialtck.baseline}. */
  protected Path baseline() {
    String root = System.getProperty("serialtck.baseline", "");
    return root.isBlank() ? null : Path.of(root).toAbsolutePath().normalize();
  }

  /** Settings of the run; by default read from system properties. */
  protected RunOptions options() {
    RunOptions options =
        RunOptions.defaults(reportFolder(getClass(), System.getProperty("serialtck.out")));
    String jdk = System.getProperty("serialtck.jdk");
    if (jdk != null && !jdk.isBlank()) {
      options = options.withJdk(Jdk.at(Path.of(jdk)));
    }
    Long seed =
        property(RunOptions.SEED_PROPERTY, Long::valueOf)
            .or(() -> baselineSettings().map(BaselineSettings::seed))
            .orElse(options.seed());
    return options.withSeed(seed);
  }

  /**
   * What to run: by default the whole matrix, with {@code serialtck.tries} tries per property
   * (default: the baseline's, else {@value Plan#DEFAULT_TRIES}), and the named library upgrades
   * ({@link UpgradePairs}) of the registered configurations.
   */
  protected Plan plan(Collection<RegisteredConfiguration> registered) {
    int tries =
        property(RunOptions.TRIES_PROPERTY, Integer::valueOf)
            .or(() -> baselineSettings().map(BaselineSettings::tries))
            .orElse(Plan.DEFAULT_TRIES);
    List<ConfigurationInfo> infos = registered.stream().map(RegisteredConfiguration::info).toList();
    return StandardPlan.of(tries, infos).withUpgrades(UpgradePairs.named(infos));
  }

  /**
   * Where the run's progress goes: by default the JVM's own standard error, which reaches the
   * build's console even when Surefire writes the tests' {@code System.out} and {@code System.err}
   * to files ({@code redirectTestOutputToFile}).
   */
  protected PrintStream console() {
    return nativeStandardError();
  }

  /**
   * The JVM's own standard error, past {@code System.err}: Surefire replaces {@code System.out} and
   * {@code System.err} of a test JVM and, with {@code redirectTestOutputToFile}, writes what they
   * get to files only, but it copies a forked JVM's own standard error to the build's console line
   * by line as it comes.
   */
  private static PrintStream nativeStandardError() {
    return new PrintStream(
        new FileOutputStream(FileDescriptor.err), true, Charset.defaultCharset());
  }

  /** The plan the run was made with. */
  protected final synchronized Plan runPlan() {
    result();
    return runPlan;
  }

  /** The run, made on first use and shared by every test of the class (one instance per class). */
  protected final synchronized RunResult result() {
    if (result == null) {
      RunOptions options = options();
      Map<String, RegisteredConfiguration> registered =
          AdapterCatalog.describe(adapters(), options.jdk().feature());
      Plan plan = plan(registered.values());
      runPlan = plan;
      PlannedCells planned = new PlannedCells(plan);
      int cells = registered.values().stream().mapToInt(c -> planned.cellKeys(c.id()).size()).sum();
      RunProgress progress = RunProgress.inLog(console(), cells, 0);
      progress.announce(registered.size());
      result = MatrixRunner.run(options, new ArrayList<>(registered.values()), plan, progress);
      Path results = options.workDir().resolve("results.json").toAbsolutePath().normalize();
      ResultsDocument document = result.document();
      ResultsJson.write(results, document);
      String reports = MatrixReports.write(document, results.getParent());
      gate = BaselineGate.of(baseline(), options, plan, result, results);
      progress.finished(verdict(result) + "; " + reports);
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
    System.out.println(
        XmlCharacters.safe(cell.name() + ": " + cell.outcome() + " " + cell.detail()));
    if (cell.harnessError()) {
      BaselineGate.fail(cell.name() + ": the kit produced no outcome: " + cell.detail());
    }
    gate.check(cell);
  }

  /** How many cells fail their test, and why, for the console. */
  private String verdict(RunResult run) {
    long noOutcome = run.cells().stream().filter(CellResult::harnessError).count();
    long differing =
        run.cells().stream()
            .filter(c -> !c.harnessError() && gate.difference(c).isPresent())
            .count();
    String summary = gate.summary(differing);
    return noOutcome == 0
        ? summary
        : noOutcome + " without an outcome (the kit failed: their tests fail); " + summary;
  }

  /**
   * The report folder: {@code out} when given ({@code serialtck.out}), else {@code
   * target/serialtck/<TestClassSimpleName>}, so that two test classes do not share one.
   */
  static Path reportFolder(Class<?> testClass, String out) {
    if (out != null && !out.isBlank()) {
      return Path.of(out);
    }
    String name = testClass.getSimpleName();
    return Path.of("target", "serialtck", name.isEmpty() ? testClass.getName() : name);
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
}
