package io.serialtck.tck.repro;

import static io.serialtck.fixtures.FlexibilityCriteria.criterion;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.upgrade.UpgradePair;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reproducers of an upgrade from a library generation whose API moved: Kryo 4.0.3 (Maven Central
 * serves it) to the build's Kryo 5. The set-up source of {@code kryo-unsafe} names the two kinds of
 * class Kryo 5 moved ({@code DefaultInstantiatorStrategy}, {@code UnsafeOutput}/{@code
 * UnsafeInput}) only by name, so the side that runs Kryo 4 compiles and runs it too: the writer of
 * the backward cell and the reader of the forward one. Each reproducer runs with the JDK alone and
 * agrees with its cell (when the set-up was written against Kryo 5's packages, neither compiled).
 */
class OlderLibraryReproducersTest {

  private static final String CONFIGURATION = "kryo-unsafe";
  private static final String KRYO_4 = "4.0.3";
  private static final Plan PLAN =
      new Plan(List.of(criterion("BigDecimal-scale")), List.of(), List.of(), 1);

  @TempDir static Path workDir;
  private static Map<String, RegisteredConfiguration> registered;
  private static List<CellResult> cells;

  @BeforeAll
  static void runTheUpgradeFromKryo4() {
    registered = AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature());
    RegisteredConfiguration configuration = registered.get(CONFIGURATION);
    cells =
        MatrixRunner.run(
                RunOptions.defaults(workDir.resolve("run")),
                List.of(configuration),
                PLAN.withUpgrades(
                    List.of(
                        new UpgradePair(CONFIGURATION, KRYO_4, configuration.info().version()))),
                Shard.WHOLE,
                RunListener.NONE)
            .cells()
            .stream()
            .filter(cell -> cell.scenario().startsWith(Plan.LIBRARY_UPGRADE))
            .toList();
  }

  @TestFactory
  Stream<DynamicTest> theSideOnKryo4CompilesAndTheReproducerAgrees() {
    assertThat(cells).hasSize(2).allMatch(ReproducibleCells::isSampled);
    return cells.stream()
        .map(cell -> DynamicTest.dynamicTest(CellAddress.of(cell), () -> check(cell)));
  }

  private static void check(CellResult cell) throws Exception {
    String kryo4Side = cell.direction().name().equals("BACKWARD") ? "writer" : "reader";
    assertThat(
            cell.direction().name().equals("BACKWARD")
                ? cell.writer().libraryVersion()
                : cell.reader().libraryVersion())
        .as("the %s of %s", kryo4Side, cell.direction())
        .isEqualTo(KRYO_4);
    Path folder;
    try (Reproducers reproducers =
        new Reproducers(registered, Path.of("../fixture-objects/src/main/java"))) {
      folder = reproducers.write(cell, workDir.resolve("repro"));
    }

    Agreement agreement = Agreement.check(cell, ReproRun.run(folder, Jdk.current().home()));

    assertThat(agreement.agrees())
        .as("%s%n%s", agreement.line(), Files.readString(folder.resolve("run.log")))
        .isTrue();
  }
}
