package io.serialtck.tck.junit;

import static org.junit.jupiter.api.Assertions.fail;

import io.serialtck.tck.CellResult;
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
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;

/**
 * JUnit 5 entry point: extend it, say where the adapters are, and every cell of the matrix becomes
 * a dynamic test named {@code configuration › scenario › direction}. A cell's test fails only when
 * the kit could not produce an outcome; a library's rejection, crash or hang is an outcome, printed
 * by the test and written to {@code results.json}.
 *
 * <p>System properties: {@code serialtck.jdk} (the workers' JDK, default this one), {@code
 * serialtck.out} (report folder, default {@code target/tck-report}), {@code serialtck.seed} and
 * {@code serialtck.tries} (the property runs' seed and tries per property).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class SerialTckMatrix {

  private RunResult result;

  /** The adapters to test: a name for each and the class path of its worlds. */
  protected abstract Map<String, List<Path>> adapters();

  /** Settings of the run; by default read from system properties. */
  protected RunOptions options() {
    Path out = Path.of(System.getProperty("serialtck.out", "target/tck-report"));
    RunOptions options = RunOptions.defaults(out);
    String jdk = System.getProperty("serialtck.jdk");
    if (jdk != null && !jdk.isBlank()) {
      options = options.withJdk(Jdk.at(Path.of(jdk)));
    }
    return options.withSeed(Long.getLong("serialtck.seed", options.seed()));
  }

  /**
   * What to run: by default the whole matrix, with {@code serialtck.tries} tries per property
   * (default {@value Plan#DEFAULT_TRIES}).
   */
  protected Plan plan() {
    return Plan.full(Integer.getInteger("serialtck.tries", Plan.DEFAULT_TRIES));
  }

  /** The run, made on first use and shared by every test of the class (one instance per class). */
  protected final synchronized RunResult result() {
    if (result == null) {
      RunOptions options = options();
      Map<String, RegisteredConfiguration> registered =
          AdapterCatalog.describe(adapters(), options.jdk().feature());
      result =
          MatrixRunner.run(options, new ArrayList<>(registered.values()), plan(), RunListener.NONE);
      ResultsJson.write(options.workDir().resolve("results.json"), ResultsDocument.of(result));
    }
    return result;
  }

  @TestFactory
  Stream<DynamicTest> matrix() {
    return result().cells().stream()
        .map(cell -> DynamicTest.dynamicTest(cell.name(), () -> check(cell)));
  }

  private static void check(CellResult cell) {
    System.out.println(cell.name() + ": " + cell.outcome() + " " + cell.detail());
    if (cell.harnessError()) {
      fail("the kit produced no outcome: " + cell.detail());
    }
  }
}
