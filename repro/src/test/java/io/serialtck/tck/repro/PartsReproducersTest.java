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
import io.serialtck.tck.run.upgrade.ExplorationSetting;
import io.serialtck.tck.run.upgrade.PartsDetail;
import io.serialtck.tck.upgrade.UpgradePair;
import io.serialtck.verdict.Outcome;
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
 * Reproducers of upgrade cells answered part by part: Fory 0.16.0 does not round-trip {@code
 * externalizable-map}'s {@code Externalizable} map by itself (it reads back altered), so the whole
 * fixture says nothing of the pair; its part {@code name}, which both versions round-trip alone, is
 * refused across both ways (the format changed between the majors), a break the whole fixture hid.
 * A reproducer writes and reads that part through {@code Part}, and agrees with the cell.
 */
class PartsReproducersTest {

  private static final String CONFIGURATION = "fory-compatible";

  @TempDir static Path workDir;
  private static Map<String, RegisteredConfiguration> registered;
  private static List<CellResult> cells;

  @BeforeAll
  static void runTheUpgrade() {
    registered = AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature());
    RegisteredConfiguration configuration = registered.get(CONFIGURATION);
    cells =
        MatrixRunner.run(
                RunOptions.defaults(workDir.resolve("run")),
                List.of(configuration),
                new Plan(List.of(criterion("externalizable-map")), List.of(), List.of(), 1)
                    .with(new ExplorationSetting(0))
                    .withUpgrades(
                        List.of(
                            new UpgradePair(
                                CONFIGURATION, "0.16.0", configuration.info().version()))),
                Shard.WHOLE,
                RunListener.NONE)
            .cells()
            .stream()
            .filter(cell -> cell.scenario().startsWith(Plan.LIBRARY_UPGRADE))
            .toList();
  }

  @TestFactory
  Stream<DynamicTest> theReproducerAsksThePartTheCellAskedAndAgrees() {
    assertThat(cells).hasSize(2);
    return cells.stream()
        .map(cell -> DynamicTest.dynamicTest(CellAddress.of(cell), () -> check(cell)));
  }

  private static void check(CellResult cell) throws Exception {
    assertThat(cell.outcome()).as(cell.detail()).isEqualTo(Outcome.REJECTED);
    assertThat(PartsDetail.part(cell.detail())).contains("name");
    assertThat(cell.detail()).contains("left out: data (fory-core 0.16.0 alone: ");
    Path folder;
    try (Reproducers reproducers =
        new Reproducers(registered, Path.of("../fixture-objects/src/main/java"))) {
      folder = reproducers.write(cell, workDir.resolve("repro"));
    }
    assertThat(folder.resolve("src/Part.java")).exists();
    assertThat(Files.readString(folder.resolve("src/Write.java")))
        .contains("new Part(new repro.objects.ExternalizableMapFixture(), \"name\")");
    assertThat(Files.readString(folder.resolve("src/Read.java")))
        .contains("new Part(new repro.objects.ExternalizableMapFixture(), \"name\")");
    assertThat(Files.readString(folder.resolve("README.md")))
        .contains("asked part by part")
        .contains("part `name`");

    Agreement agreement = Agreement.check(cell, ReproRun.run(folder, Jdk.current().home()));

    assertThat(agreement.agrees())
        .as("%s%n%s", agreement.line(), Files.readString(folder.resolve("run.log")))
        .isTrue();
  }
}
