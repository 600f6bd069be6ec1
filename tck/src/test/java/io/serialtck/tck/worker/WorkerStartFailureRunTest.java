package io.serialtck.tck.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.MatrixRunner;
import io.serialtck.tck.run.RunListener;
import io.serialtck.tck.run.RunResult;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run whose workers cannot start records harness errors, not cells against the library. */
class WorkerStartFailureRunTest {

  @Test
  void aHeapTooSmallForTheJvmToStartMakesEveryCellAHarnessError(@TempDir Path workDir) {
    RegisteredConfiguration noisy =
        AdapterCatalog.describe(TestAdapters.testConfigurations(), Jdk.current().feature())
            .get("test-noisy");

    RunResult result =
        MatrixRunner.run(
            RunOptions.defaults(workDir).withWorkerHeap("1k"),
            List.of(noisy),
            new Plan(
                List.of(FlexibilityCriteria.criterion("ArrayList")),
                EvolutionScenarios.of("field-added"),
                List.of(),
                0),
            RunListener.NONE);

    assertThat(result.cells()).hasSize(3);
    assertThat(result.harnessErrors()).isEqualTo(result.cells());
    assertThat(result.cells())
        .allSatisfy(
            cell -> {
              assertThat(cell.outcome()).isEqualTo(Outcome.SKIPPED);
              assertThat(cell.detail())
                  .startsWith("harness error at write: worker JVM could not start: exit 1;")
                  .contains("Too small maximum heap")
                  .contains("-Dserialtck.configuration=test-noisy");
            });
    assertThat(result.timings())
        .singleElement()
        .satisfies(t -> assertThat(t.workerStarts()).isEqualTo(WorkerSession.MAX_FAILED_STARTS));
  }
}
