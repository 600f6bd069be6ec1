package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.results.ResultsDocument;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The command the gate prints to accept a run: it rewrites exactly the folder that was gated. */
class GateAcceptanceTest {

  private static final Path RESULTS = Path.of("target/tck-report/results.json");
  private static final Set<String> REGISTERED = Set.of("java-standard", "kryo-default");

  @Test
  void aWholeRunIsAcceptedFromItsResultsIntoTheGatedFolder() {
    String line =
        Gate.acceptance(
            Path.of("my-baselines/nightly"),
            document(null, null, "java-standard"),
            RESULTS,
            REGISTERED,
            new TargetOptions());

    assertThat(line)
        .isEqualTo(
            "Review them; to accept this run's outcomes as the new baseline: ./serialtck baseline"
                + " --update --baseline my-baselines/nightly --results"
                + " target/tck-report/results.json");
  }

  @Test
  void theAdaptersFolderIsRepeatedAndPathsAreQuotedForTheShell() {
    TargetOptions target = new TargetOptions();
    target.adapters = Path.of("/opt/adapters");
    target.jdk = Path.of("/opt/jdk-25");

    String line =
        Gate.acceptance(
            Path.of("/tmp/my baseline"),
            document(null, null, "java-standard"),
            Path.of("/tmp/it's/results.json"),
            REGISTERED,
            target);

    assertThat(line)
        .endsWith(
            "./serialtck baseline --update --baseline '/tmp/my baseline' --adapters /opt/adapters"
                + " --results '/tmp/it'\\''s/results.json'")
        .as("the results name their JDK, which picks the baseline's jdk-N folder")
        .doesNotContain("--jdk");
  }

  @Test
  void aRunOfPartOfTheMatrixIsAcceptedByRunningTheWholeMatrixOnTheSameJdk() {
    TargetOptions target = new TargetOptions();
    target.jdk = Path.of("/opt/jdk-25");

    String line =
        Gate.acceptance(
            Path.of("baseline"),
            document(null, "categories flexibility", "java-standard"),
            RESULTS,
            REGISTERED,
            target);

    assertThat(line)
        .isEqualTo(
            "Review them; this run asked part of the matrix (categories flexibility) and a"
                + " baseline is rewritten from whole runs only: to accept, run the whole matrix"
                + " and rewrite the baseline with ./serialtck baseline --update --baseline baseline"
                + " --jdk /opt/jdk-25 --configurations java-standard");
  }

  @Test
  void aShardIsAcceptedByMergingFirst() {
    String line =
        Gate.acceptance(
            Path.of("baseline"),
            document("1/2", null, "java-standard", "kryo-default"),
            RESULTS,
            REGISTERED,
            new TargetOptions());

    assertThat(line)
        .isEqualTo(
            "Review them; this is shard 1/2: merge the shards' folders (./serialtck merge DIR..."
                + " --baseline baseline) to get the command that accepts the whole run.");
  }

  private static ResultsDocument document(String shard, String filter, String... configurations) {
    return new ResultsDocument(
        7,
        new ResultsDocument.Run(
            "2026-01-01T00:00:00Z",
            1,
            Runtime.version().toString(),
            42,
            20,
            shard,
            "0123456789ab",
            filter),
        List.of(configurations).stream()
            .map(id -> new ResultsDocument.Configuration(id, "g:" + id, "1", id, List.of()))
            .toList(),
        List.of(),
        null);
  }
}
