package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.run.registration.RegistrationCase;
import io.serialtck.tck.run.registration.RegistrationOrderCategory;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The gate's standard plan asks the {@code registration-order} cells of the run's configurations
 * whose registered declaration says their registration assigns ids in order, so that a run that
 * lacks them differs from its baseline, and of no other configuration.
 */
class GateStandardCellsTest {

  @Test
  void theRegistrationOrderCellsAreStandardForTheConfigurationsThatDeclareThem() {
    ResultsDocument run = document("ordered", "unordered");
    List<RegisteredConfiguration> registered =
        List.of(registered("ordered", true), registered("unordered", false));

    List<CellKey> standard = Gate.standardCells(run, registered);

    assertThat(standard)
        .filteredOn(k -> k.category().equals(RegistrationOrderCategory.ID))
        .extracting(k -> k.configuration() + " " + k.scenario())
        .containsExactly(
            Arrays.stream(RegistrationCase.values())
                .map(c -> "ordered " + c.id())
                .toArray(String[]::new));
  }

  @Test
  void aConfigurationNoLongerRegisteredHasNone() {
    List<CellKey> standard = Gate.standardCells(document("ordered"), List.of());

    assertThat(standard).noneMatch(k -> k.category().equals(RegistrationOrderCategory.ID));
  }

  private static RegisteredConfiguration registered(String id, boolean assignsIds) {
    return new RegisteredConfiguration(
        new ConfigurationInfo(id, "g:" + id, "1", id, List.of(), "", false, "", null, assignsIds),
        List.of(),
        "test");
  }

  private static ResultsDocument document(String... configurations) {
    return new ResultsDocument(
        8,
        new ResultsDocument.Run(
            "2026-01-01T00:00:00Z", 1, Runtime.version().toString(), 42, 20, null),
        List.of(configurations).stream()
            .map(id -> new ResultsDocument.Configuration(id, "g:" + id, "1", id, List.of()))
            .toList(),
        List.of(),
        null);
  }
}
