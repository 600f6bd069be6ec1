package io.serialtck.tck.run.property;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.run.RunResult;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The property cells, end to end in worker JVMs: a serializer that silently drops a field fails
 * {@code fidelity} with a shrunk case, and Java serialization beside it keeps the property.
 */
class PropertyCellsTest {

  @TempDir static Path workDir;
  private static RunResult result;

  @BeforeAll
  static void run() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.both(), Jdk.current().feature());
    result =
        MatrixRunner.run(
            RunOptions.defaults(workDir).withSeed(20261122L),
            List.of(registered.get("test-drops-a-field"), registered.get("java-standard")),
            new Plan(List.of(), List.of(), List.of(Property.FIDELITY), 30),
            RunListener.NONE);
  }

  @Test
  void aSilentlyDroppedFieldFailsFidelityWithAMinimalCaseAndTheSeed() {
    CellResult cell = cell("test-drops-a-field");

    assertThat(cell.outcome()).isIn(Outcome.CORRUPTED, Outcome.LOSSY);
    assertThat(cell.detail())
        .contains("failed in")
        .contains("Minimal case after")
        .contains("repeat with --seed 20261122 --tries 30");
    assertThat(cell.minimalCase()).contains("v1: class Sample").contains("\n  v1 writes: ");
  }

  @Test
  void javaSerializationKeepsFidelityOverTheSameCases() {
    CellResult cell = cell("java-standard");

    assertThat(cell.outcome()).as(cell.detail()).isEqualTo(Outcome.PASS);
    assertThat(cell.detail()).startsWith("held for 30 tries");
  }

  @Test
  void aLongReasonWhyATrySaidNothingLeavesRoomToNameHowToRepeatTheCell() {
    // with this seed a v1 of bson-mongodb's safety cases does not round-trip, with evidence
    // longer than a cell's detail may be
    RegisteredConfiguration mongodb =
        AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature()).get("bson-mongodb");
    RunResult run =
        MatrixRunner.run(
            RunOptions.defaults(workDir.resolve("long-reason")).withSeed(12608519424707L),
            List.of(mongodb),
            new Plan(List.of(), List.of(), List.of(Property.SAFETY), 20),
            RunListener.NONE);

    CellResult safety = run.cells().get(0);
    assertThat(safety.detail())
        .as(safety.detail())
        .contains("said nothing (try 6: v1 does not round-trip: CORRUPTED")
        .endsWith("repeat with --seed 12608519424707 --tries 20");
  }

  private static CellResult cell(String configuration) {
    return result.cells().stream()
        .filter(c -> c.configuration().equals(configuration))
        .filter(c -> c.scenario().equals("fidelity"))
        .findFirst()
        .orElseThrow();
  }
}
