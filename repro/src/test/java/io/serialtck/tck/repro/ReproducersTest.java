package io.serialtck.tck.repro;

import static io.serialtck.fixtures.FlexibilityCriteria.criterion;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.tck.CellKey;
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
import io.serialtck.tck.upgrade.UpgradePair;
import io.serialtck.verdict.Outcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reproducers of real cells: the kit runs a few cells of {@code java-standard} and {@code
 * kryo-default} (a flexibility criterion, two evolution scenarios both ways, one of them a
 * value-dependent change with control values where Kryo's read is misaligned, and for Kryo a
 * library upgrade both ways), then each cell's reproducer is written and holds what it should and
 * nothing of the kit; each cell whose outcome says something about the library (not {@code
 * NO_ROUND_TRIP}, as Kryo's upgrade cells of this criterion are: Kryo does not round-trip it) runs
 * with the JDK alone and agrees with the cell.
 */
class ReproducersTest {

  private static final Plan PLAN =
      new Plan(
          List.of(criterion("inner-class")),
          EvolutionScenarios.of("ArrayList-to-LinkedList", "int-to-BigDecimal@minus-one"),
          List.of(),
          1);

  @TempDir static Path workDir;
  private static Map<String, RegisteredConfiguration> registered;
  private static List<CellResult> cells;

  @BeforeAll
  static void runTheCells() {
    registered = AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature());
    cells =
        MatrixRunner.run(
                RunOptions.defaults(workDir.resolve("run")),
                List.of(registered.get("java-standard"), registered.get("kryo-default")),
                PLAN.withUpgrades(List.of(new UpgradePair("kryo-default", "5.5.0", "5.6.2")))
                    .with(new ExplorationSetting(0)),
                Shard.WHOLE,
                RunListener.NONE)
            .cells();
  }

  @TestFactory
  Stream<DynamicTest> eachCellsReproducerRunsWithoutTheKitAndAgrees() {
    assertThat(cells).hasSize(12);
    assertThat(cells).filteredOn(ReproducibleCells::isSampled).hasSizeGreaterThanOrEqualTo(10);
    assertThat(cells)
        .as("Kryo's v1 reads -1 whatever v2 wrote, 66 of 91 bytes")
        .anySatisfy(
            cell -> {
              assertThat(CellAddress.of(cell))
                  .isEqualTo("kryo-default/evolution/int-to-BigDecimal@minus-one/forward");
              assertThat(cell.mode()).isEqualTo("misaligned read");
              assertThat(cell.detail()).contains("whatever is written");
            });
    return cells.stream()
        .map(cell -> DynamicTest.dynamicTest(CellAddress.of(cell), () -> check(cell)));
  }

  private static void check(CellResult cell) throws IOException {
    Path folder;
    try (Reproducers reproducers =
        new Reproducers(registered, Path.of("../fixture-objects/src/main/java"))) {
      folder = reproducers.write(cell, workDir.resolve("repro"));
    }
    assertThat(folder.getFileName()).hasToString(CellAddress.folderName(CellKey.of(cell)));
    assertThat(folder.resolve("run.sh")).isExecutable();
    for (String file :
        List.of(
            "README.md",
            "src/SetUp.java",
            "src/Write.java",
            "src/Read.java",
            "src/Dump.java",
            "src/Registration.java")) {
      assertThat(folder.resolve(file)).isRegularFile();
    }
    if (cell.scenario().equals("ArrayList-to-LinkedList")) {
      assertThat(folder.resolve("v1.txt")).content().contains("ArrayList<String> value");
      assertThat(folder.resolve("v2.txt")).content().contains("LinkedList<String> value");
    }
    if (cell.scenario().startsWith("int-to-BigDecimal")) {
      assertThat(folder.resolve("src/Write.java")).content().contains("control2()");
      assertThat(folder.resolve("README.md")).content().contains("2 control values");
    }
    if (cell.category().equals("evolution")) {
      assertThat(classFiles(folder.resolve("classes/writer"))).isNotEmpty();
      assertThat(classFiles(folder.resolve("classes/reader"))).isNotEmpty();
    } else {
      assertThat(folder.resolve("src/repro/objects/InnerClassFixture.java")).isRegularFile();
      assertThat(folder.resolve("src/repro/spi/Fixture.java")).isRegularFile();
    }
    assertHoldsNothingOfTheKit(folder);
    if (!ReproducibleCells.isSampled(cell)) {
      // NO_ROUND_TRIP: the kit judged a side's own round trip, which the reproducer does not run
      assertThat(cell.outcome()).isEqualTo(Outcome.NO_ROUND_TRIP);
      return;
    }

    Agreement agreement = Agreement.check(cell, ReproRun.run(folder, Jdk.current().home()));

    assertThat(agreement.agrees())
        .as("%s%n%s", agreement.line(), Files.readString(folder.resolve("run.log")))
        .isTrue();
  }

  /** No kit jar, no kit class, and no source that names a kit class. */
  static void assertHoldsNothingOfTheKit(Path folder) throws IOException {
    try (Stream<Path> files = Files.walk(folder)) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        String name = folder.relativize(file).toString();
        assertThat(name).as("a file of the kit").doesNotContain("io/serialtck");
        if (name.endsWith(".jar")) {
          assertThat(file.getFileName().toString()).doesNotStartWith("serialtck-");
          try (JarFile jar = new JarFile(file.toFile())) {
            assertThat(jar.stream().map(e -> e.getName()))
                .as("entries of %s", name)
                .noneMatch(entry -> entry.startsWith("io/serialtck/"));
          }
        }
        if (name.endsWith(".java") || name.endsWith(".sh")) {
          assertThat(Files.readString(file)).as(name).doesNotContain("io.serialtck");
        }
      }
    }
  }

  static List<Path> classFiles(Path folder) throws IOException {
    try (Stream<Path> files = Files.walk(folder)) {
      return files.filter(f -> f.toString().endsWith(".class")).toList();
    }
  }
}
