package io.serialtck.tck.repro;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.run.registration.OrderedRegistrations;
import io.serialtck.tck.run.registration.RegistrationOrderCategory;
import io.serialtck.tck.run.stateful.StatefulCategory;
import io.serialtck.tck.run.stateful.StatefulSequence;
import io.serialtck.tck.run.stateful.StatefulSetting;
import io.serialtck.verdict.Outcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reproducers of real {@code stateful} and {@code registration-order} cells: the kit runs the three
 * sequences over {@code field-added} for {@code kryo-registered} (whose held instance fails to read
 * v1's bytes, as a fresh one does) and for {@code test-poisoned-by-a-failed-read} (whose instance,
 * once a read of it threw, truncates its later writes: only a held instance shows it), and two
 * registration-order cases for {@code kryo-registered} (the reader, registering in reverse, reads
 * the {@code Square} of the same layout, or fails on the other layout). Each cell's reproducer
 * holds nothing of the kit, runs with the JDK alone and agrees with the cell.
 */
class StatefulAndRegistrationReproducersTest {

  private static final String POISONED =
      "test-poisoned-by-a-failed-read/stateful/unexpected-then-write:field-added/roundtrip";

  @TempDir static Path workDir;
  private static Map<String, RegisteredConfiguration> registered;
  private static List<CellResult> cells;

  @BeforeAll
  static void runTheCells() {
    registered = AdapterCatalog.describe(TestAdapters.both(), Jdk.current().feature());
    Plan plan =
        new Plan(
                List.of(),
                List.of(),
                List.of(),
                0,
                List.of(),
                null,
                Categories.filter(
                    List.of(StatefulCategory.ID, RegistrationOrderCategory.ID),
                    List.of("*:field-added", "reversed-*")))
            .with(StatefulSetting.ASKED)
            .with(new OrderedRegistrations(Set.of("kryo-registered")));
    cells =
        MatrixRunner.run(
                RunOptions.defaults(workDir.resolve("run")),
                List.of(
                    registered.get("kryo-registered"),
                    registered.get("test-poisoned-by-a-failed-read")),
                plan,
                RunListener.NONE)
            .cells();
  }

  @TestFactory
  Stream<DynamicTest> eachCellsReproducerRunsWithoutTheKitAndAgrees() {
    assertThat(cells).extracting(CellAddress::of).hasSize(8);
    assertThat(cells).allMatch(ReproducibleCells::isSampled);
    assertThat(cell(POISONED).mode())
        .as("only a held instance shows the poisoning")
        .startsWith(StatefulSequence.STATE_POISONED);
    CellResult interleaved = cell("kryo-registered/stateful/interleaved:field-added/backward");
    assertThat(interleaved.outcome())
        .as("a held Kryo reads as a fresh one")
        .isEqualTo(Outcome.PASS);
    assertThat(interleaved.detail()).contains("REJECTED, PASS, REJECTED (as fresh)");
    assertThat(cell("kryo-registered/registration-order/reversed-same-layout/roundtrip").outcome())
        .isEqualTo(Outcome.ILL_TYPED);
    assertThat(cell("kryo-registered/registration-order/reversed-other-layout/roundtrip").outcome())
        .isEqualTo(Outcome.REJECTED);
    return cells.stream()
        .map(cell -> DynamicTest.dynamicTest(CellAddress.of(cell), () -> check(cell)));
  }

  private static void check(CellResult cell) throws IOException {
    Path folder;
    try (Reproducers reproducers =
        new Reproducers(registered, Path.of("../fixture-objects/src/main/java"))) {
      folder = reproducers.write(cell, workDir.resolve("repro"));
    }
    boolean stateful = cell.category().equals(StatefulCategory.ID);
    List<String> sources =
        stateful
            ? List.of("src/Sequence.java", "src/Steps.java", "v1.txt", "v2.txt")
            : List.of("src/Write.java", "src/Read.java", "classes.txt");
    for (String file : sources) {
      assertThat(folder.resolve(file)).isRegularFile();
    }
    assertThat(folder.resolve("src/SetUp.java")).content().contains("public SetUp(List<Class<?>>");
    assertThat(ReproducersTest.classFiles(folder.resolve("classes/writer"))).isNotEmpty();
    assertThat(ReproducersTest.classFiles(folder.resolve("classes/reader"))).isNotEmpty();
    ReproducersTest.assertHoldsNothingOfTheKit(folder);

    Agreement agreement = Agreement.check(cell, ReproRun.run(folder, Jdk.current().home()));

    String log = Files.readString(folder.resolve("run.log"));
    assertThat(agreement.agrees()).as("%s%n%s", agreement.line(), log).isTrue();
    if (stateful) {
      assertThat(log)
          .as("one JVM holds the instance, the others write and read with fresh ones")
          .contains("HELD-EXIT 0", "FRESH-EXIT 0");
      assertThat(agreement.note()).contains("held: ").contains("; fresh: ");
    }
    if (CellAddress.of(cell).equals(POISONED)) {
      assertThat(agreement.note())
          .as("the held instance's second write is poisoned, a fresh instance's is not")
          .contains("read without an exception, REJECTED; fresh: PASS")
          .endsWith("read without an exception, PASS");
    }
  }

  private static CellResult cell(String address) {
    return cells.stream()
        .filter(c -> CellAddress.of(c).equals(address))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no cell " + address));
  }
}
