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
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reproducers of a migration's cells ({@code jackson-plain..jackson-default}, two configurations of
 * one format): each side names its configuration in the results, and the reproducer gives each side
 * that configuration's own set-up source and jars, so that the writer of the backward cell sets
 * Jackson up as {@code jackson-plain} says and its reader as {@code jackson-default} says (and the
 * other way for the rollback); each runs with the JDK alone and agrees with its cell.
 */
class MigrationReproducersTest {

  private static final Plan PLAN =
      new Plan(List.of(criterion("BigDecimal-scale")), List.of(), List.of(), 1);

  @TempDir static Path workDir;
  private static Map<String, RegisteredConfiguration> registered;
  private static List<CellResult> cells;

  @BeforeAll
  static void runTheMigration() {
    registered = AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature());
    cells =
        MatrixRunner.run(
                RunOptions.defaults(workDir.resolve("run")),
                List.of(registered.get("jackson-plain"), registered.get("jackson-default")),
                PLAN.withUpgrades(
                    List.of(
                        new UpgradePair(
                            "jackson-plain",
                            Optional.empty(),
                            "jackson-default",
                            Optional.empty()))),
                Shard.WHOLE,
                RunListener.NONE)
            .cells()
            .stream()
            .filter(cell -> cell.scenario().startsWith(Plan.MIGRATION))
            .toList();
  }

  @TestFactory
  Stream<DynamicTest> eachSideRunsItsOwnConfigurationAndTheReproducerAgrees() {
    assertThat(cells).hasSize(2).allMatch(ReproducibleCells::isSampled);
    return cells.stream()
        .map(cell -> DynamicTest.dynamicTest(CellAddress.of(cell), () -> check(cell)));
  }

  private static void check(CellResult cell) throws IOException {
    String writer = cell.writer().configuration();
    String reader = cell.reader().configuration();
    assertThat(List.of(writer, reader))
        .as("the sides of %s", cell.direction())
        .isEqualTo(
            cell.direction().name().equals("BACKWARD")
                ? List.of("jackson-plain", "jackson-default")
                : List.of("jackson-default", "jackson-plain"));
    Path folder;
    try (Reproducers reproducers =
        new Reproducers(registered, Path.of("../fixture-objects/src/main/java"))) {
      folder = reproducers.write(cell, workDir.resolve("repro"));
    }
    assertThat(folder.resolve("src/SetUp.java")).doesNotExist();
    assertThat(javadocText(folder.resolve("setup/writer/SetUp.java")))
        .contains(registered.get(writer).info().description());
    assertThat(javadocText(folder.resolve("setup/reader/SetUp.java")))
        .contains(registered.get(reader).info().description());
    assertThat(folder.resolve("README.md"))
        .content()
        .contains("- writer: `" + writer + "`")
        .contains("- reader: `" + reader + "`");
    assertThat(folder.resolve("lib/writer")).isNotEmptyDirectory();
    assertThat(folder.resolve("lib/reader")).isNotEmptyDirectory();

    Agreement agreement = Agreement.check(cell, ReproRun.run(folder, Jdk.current().home()));

    assertThat(agreement.agrees())
        .as("%s%n%s", agreement.line(), Files.readString(folder.resolve("run.log")))
        .isTrue();
    assertThat(folder.resolve("out/reader")).isNotEmptyDirectory();
  }

  /** A source's text with its comment lines joined, so that a description reads in one piece. */
  private static String javadocText(Path source) throws IOException {
    return Files.readString(source).replaceAll("\\s*\\R\\s*\\*\\s*", " ");
  }
}
