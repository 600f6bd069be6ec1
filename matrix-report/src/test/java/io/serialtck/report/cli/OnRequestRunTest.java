package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.OnRequest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A configuration {@link OnRequest} names: left out of a default run's own cells, still the earlier
 * side of its migration, and run when asked.
 */
class OnRequestRunTest {

  private static final String ADAPTERS = System.getProperty("serialtck.adapters", "../adapters");

  @Test
  void aDefaultSelectionLeavesOutFuryCompatibleAndKeepsItReachable() {
    var registered =
        AdapterCatalog.describe(
            AdapterCatalog.adapterClasspaths(Path.of(ADAPTERS)), Jdk.current().feature());
    ConfigurationSelection all =
        new ConfigurationSelection(registered, List.copyOf(registered.values()));

    ConfigurationSelection byDefault = all.leavingOutOnRequest();

    assertThat(ids(byDefault.selected()))
        .doesNotContain("fury-compatible")
        .contains("fory-compatible", "jackson3-default")
        .hasSize(registered.size() - 1);
    assertThat(ids(byDefault.unselected())).containsExactly("fury-compatible");
    assertThat(all.unselected()).isEmpty();
    assertThat(OnRequest.reason("fury-compatible")).isPresent();
    assertThat(OnRequest.reason("fory-compatible")).isEmpty();
  }

  @Test
  void theMigrationFromALeftOutConfigurationRunsWithItsLaterSide(@TempDir Path out)
      throws Exception {
    CapturedCommand.Result result =
        CapturedCommand.execute(
            "run",
            "--adapters",
            ADAPTERS,
            "--out",
            out.toString(),
            "--race",
            "none",
            "--configurations",
            "fory-compatible",
            "--categories",
            "upgrade",
            "--scenarios",
            "migration:primitive-arrays");

    assertThat(result.exit()).as(result.err()).isZero();
    JsonNode results = new ObjectMapper().readTree(out.resolve("results.json").toFile());
    List<String> configurations = new ArrayList<>();
    results.get("configurations").forEach(c -> configurations.add(c.get("id").asText()));
    assertThat(configurations)
        .as("the earlier side runs no cells of its own")
        .isEqualTo(List.of("fory-compatible"));
    List<String> directions = new ArrayList<>();
    for (JsonNode cell : results.get("cells")) {
      assertThat(cell.get("scenario").asText()).isEqualTo("migration:primitive-arrays");
      directions.add(cell.get("direction").asText());
      JsonNode fury =
          cell.get("direction").asText().equals("backward")
              ? cell.get("writer")
              : cell.get("reader");
      assertThat(fury.get("configuration").asText()).isEqualTo("fury-compatible");
      assertThat(fury.get("libraryVersion").asText()).isEqualTo("0.10.3");
    }
    assertThat(directions).containsExactlyInAnyOrder("backward", "forward");
  }

  @Test
  void allConfigurationsAndNamedConfigurationsAreOneTooMany(@TempDir Path out) {
    CapturedCommand.Result result =
        CapturedCommand.execute(
            "run",
            "--adapters",
            ADAPTERS,
            "--out",
            out.toString(),
            "--all-configurations",
            "--configurations",
            "java-standard");

    assertThat(result.exit()).isEqualTo(2);
    assertThat(result.err()).contains("--all-configurations and --configurations");
    assertThat(out).isEmptyDirectory();
  }

  private static List<String> ids(List<RegisteredConfiguration> configurations) {
    return configurations.stream().map(RegisteredConfiguration::id).toList();
  }
}
