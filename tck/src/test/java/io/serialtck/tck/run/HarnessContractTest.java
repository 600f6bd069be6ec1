package io.serialtck.tck.run;

import static io.serialtck.fixtures.FlexibilityCriteria.criterion;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.verdict.Outcome;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the harness promises a configuration: its JVM flags, and its class metadata shipped. */
class HarnessContractTest {

  @TempDir static Path workDir;
  private static RunResult result;

  @BeforeAll
  static void run() {
    Map<String, RegisteredConfiguration> registered =
        AdapterCatalog.describe(TestAdapters.testConfigurations(), Jdk.current().feature());
    result =
        MatrixRunner.run(
            RunOptions.defaults(workDir),
            List.of(
                registered.get("test-flags"),
                registered.get("test-metadata"),
                registered.get("test-unsupported")),
            new Plan(
                List.of(criterion("ArrayList"), criterion("TopOfBook")),
                EvolutionScenarios.of("field-added", "field-removed"),
                List.of(),
                0),
            RunListener.NONE);
  }

  @Test
  void theWorkerRunsWithTheFlagsTheConfigurationDeclaresForItsJdk() {
    assertThat(result.configurations())
        .filteredOn(c -> c.id().equals("test-flags"))
        .singleElement()
        .satisfies(
            c ->
                assertThat(c.jvmFlags())
                    .containsExactly("-Dserialtck.test.feature=" + Runtime.version().feature()));
    assertThat(result.cells())
        .filteredOn(c -> c.configuration().equals("test-flags"))
        .hasSize(6)
        .allSatisfy(c -> assertThat(c.outcome()).as(c.detail()).isEqualTo(Outcome.PASS));
  }

  @Test
  void aConfigurationUnsupportedOnTheJdkGetsUnsupportedCellsWithItsReasonAndNoWorker() {
    assertThat(result.cells())
        .filteredOn(c -> c.configuration().equals("test-unsupported"))
        .hasSize(6)
        .allSatisfy(
            c -> {
              assertThat(c.outcome()).isEqualTo(Outcome.UNSUPPORTED);
              assertThat(c.detail())
                  .contains("runs on no JDK (asked about " + Runtime.version().feature());
            });
    assertThat(result.timings())
        .filteredOn(t -> t.configuration().equals("test-unsupported"))
        .singleElement()
        .satisfies(t -> assertThat(t.workerStarts()).isZero());
  }

  @Test
  void metadataTheWriterExportsReachesTheReaderBeforeItReads() {
    assertThat(result.cells())
        .filteredOn(c -> c.configuration().equals("test-metadata"))
        .hasSize(6)
        .allSatisfy(c -> assertThat(c.outcome()).as(c.detail()).isEqualTo(Outcome.PASS));
  }
}
