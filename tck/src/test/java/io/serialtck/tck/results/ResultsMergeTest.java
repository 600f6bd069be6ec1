package io.serialtck.tck.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.plan.Shard;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** Merging synthetic shards: what the merged document holds, and why shards are refused. */
class ResultsMergeTest {

  private static final Side SIDE = new Side("17", "1.0", "v1");
  private static final List<String> CONFIGURATIONS = List.of("lib-a", "lib-b", "lib-c");
  private static final String PLAN = "0123456789ab";

  /** Five cells per configuration, 15 in all: two shards cut lib-b at its third cell. */
  private static final List<CellResult> CELLS = cells();

  @Test
  void theShardsInAnyOrderMakeTheWholeRunsCellsConfigurationsAndScores() {
    List<ResultsDocument> shards = shards(4);

    ResultsDocument merged =
        ResultsMerge.merge(List.of(shards.get(1), shards.get(3), shards.get(2), shards.get(0)));

    assertThat(merged.schemaVersion()).isEqualTo(ResultsDocument.SCHEMA_VERSION);
    assertThat(merged.cells()).isEqualTo(CELLS);
    assertThat(merged.configurations())
        .extracting(ResultsDocument.Configuration::id)
        .containsExactlyElementsOf(CONFIGURATIONS);
    assertThat(merged.scores())
        .isEqualTo(new ResultsDocument(3, null, List.of(), CELLS, null).scores());
    assertThat(merged.run())
        .isEqualTo(
            new ResultsDocument.Run(
                "2026-01-01T00:00:00Z", 400, "17.0.15", 42, 20, null, PLAN, "scenarios s*"));
  }

  @Test
  void shardsOfDifferentPlansAreRefusedNamingTheirFoldersAndFingerprints() {
    List<ResultsDocument> shards = shards(2);
    ResultsDocument otherPlan =
        withRun(
            shards.get(1),
            r ->
                new ResultsDocument.Run(
                    r.startedAt(),
                    r.durationMs(),
                    r.jdk(),
                    r.seed(),
                    r.tries(),
                    r.shard(),
                    "fedcba987654",
                    r.cellFilter()));

    assertThatThrownBy(
            () ->
                ResultsMerge.merge(
                    List.of(shards.get(0), otherPlan), List.of("out/shard-1", "out/shard-2")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "shards of different plans: out/shard-1 has plan 0123456789ab, out/shard-2 has plan"
                + " fedcba987654 (made with different --configurations, seed, tries or filters)");
  }

  @Test
  void theRefusalSaysWhichRecordedSettingsDiffer() {
    List<ResultsDocument> shards = shards(2);
    ResultsDocument otherPlan =
        withRun(
            shards.get(1),
            r ->
                new ResultsDocument.Run(
                    r.startedAt(),
                    r.durationMs(),
                    r.jdk(),
                    7,
                    r.tries(),
                    r.shard(),
                    "fedcba987654",
                    null));

    assertThatThrownBy(() -> ResultsMerge.merge(List.of(otherPlan, shards.get(0))))
        .hasMessage(
            "shards of different plans: document 1 has plan fedcba987654, document 2 has plan"
                + " 0123456789ab (made with different --configurations, seed, tries or filters:"
                + " seed 7 and 42, filters all cells and scenarios s*)");
  }

  @Test
  void aShardWithoutAPlanFingerprintIsRefusedAsOlderThanSchemaSeven() {
    List<ResultsDocument> shards = shards(2);
    ResultsDocument second = shards.get(1);
    ResultsDocument older =
        new ResultsDocument(
            6,
            new ResultsDocument.Run(
                "2026-01-01T00:00:00Z", 100, "17.0.15", 42, 20, second.run().shard()),
            second.configurations(),
            second.cells(),
            second.timing());

    assertThatThrownBy(
            () -> ResultsMerge.merge(List.of(shards.get(0), older), List.of("a", "old shard")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "old shard has no plan fingerprint (results.json schema 6; schema 7 added it): make"
                + " its shard again with this kit, or every shard of the run");
  }

  @Test
  void timingTakesTheEarliestStartTheLongestShardAndSumsEachConfigurationsTimings() {
    List<ResultsDocument> shards = shards(2);

    ResultsDocument merged = ResultsMerge.merge(List.of(shards.get(1), shards.get(0)));

    assertThat(merged.run().startedAt()).isEqualTo("2026-01-01T00:00:00Z");
    assertThat(merged.run().durationMs()).isEqualTo(200);
    assertThat(merged.timing().classesGenerated()).isEqualTo(101);
    assertThat(merged.timing().generationMillis()).isEqualTo(1001);
    assertThat(merged.timing().configurations())
        .containsExactly(
            new ConfigurationTiming("lib-a", 5, 2, 10, 1, 100),
            new ConfigurationTiming("lib-b", 5, 4, 20, 2, 200),
            new ConfigurationTiming("lib-c", 5, 2, 10, 1, 100));
  }

  @Test
  void aMissingShardIsNamed() {
    List<ResultsDocument> shards = shards(4);

    assertThatThrownBy(
            () -> ResultsMerge.merge(List.of(shards.get(0), shards.get(1), shards.get(3))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("shard 3/4 is missing");
    assertThatThrownBy(() -> ResultsMerge.merge(shards.subList(0, 3)))
        .hasMessage("shard 4/4 is missing");
  }

  @Test
  void aShardGivenTwiceIsNamed() {
    List<ResultsDocument> shards = shards(2);

    assertThatThrownBy(
            () -> ResultsMerge.merge(List.of(shards.get(0), shards.get(1), shards.get(1))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("shard 2/2 is given twice");
  }

  @Test
  void shardsMustAgreeOnTheRunTheyArePartOf() {
    List<ResultsDocument> shards = shards(3);
    ResultsDocument otherSeed = withRun(shards.get(1), r -> run(r.shard(), 7, r.tries(), r.jdk()));
    ResultsDocument otherTries = withRun(shards.get(2), r -> run(r.shard(), r.seed(), 5, r.jdk()));
    ResultsDocument otherJdk =
        withRun(shards.get(1), r -> run(r.shard(), r.seed(), r.tries(), "21"));

    assertThatThrownBy(() -> ResultsMerge.merge(List.of(shards.get(0), otherSeed, shards.get(2))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("shards disagree on the seed: 42 in shard 1/3, 7 in shard 2/3");
    assertThatThrownBy(() -> ResultsMerge.merge(List.of(shards.get(0), shards.get(1), otherTries)))
        .hasMessage("shards disagree on the tries: 20 in shard 1/3, 5 in shard 3/3");
    assertThatThrownBy(() -> ResultsMerge.merge(List.of(shards.get(0), otherJdk, shards.get(2))))
        .hasMessage("shards disagree on the JDK: 17.0.15 in shard 1/3, 21 in shard 2/3");
    assertThatThrownBy(() -> ResultsMerge.merge(List.of(shards.get(0), shards(2).get(1))))
        .hasMessage("shards disagree on the shard count: 3 in shard 1/3, 2 in shard 2/2");
  }

  @Test
  void aDocumentThatIsNotAShardIsRefused() {
    List<ResultsDocument> shards = shards(2);
    ResultsDocument whole = withRun(shards.get(1), r -> run(null, r.seed(), r.tries(), r.jdk()));
    ResultsDocument garbled =
        withRun(shards.get(1), r -> run("2 of 2", r.seed(), r.tries(), r.jdk()));

    assertThatThrownBy(() -> ResultsMerge.merge(List.of(shards.get(0), whole)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("not a shard: document 2 has no shard field (a whole run?)");
    assertThatThrownBy(() -> ResultsMerge.merge(List.of(shards.get(0), garbled)))
        .hasMessage("not a shard: document 2 has shard \"2 of 2\"");
    assertThatThrownBy(() -> ResultsMerge.merge(List.of())).hasMessage("no shards to merge");
  }

  @Test
  void aCellInTwoShardsIsNamed() {
    List<ResultsDocument> shards = shards(2);
    ResultsDocument first = shards.get(0);
    List<CellResult> cells = new ArrayList<>(first.cells());
    cells.add(shards.get(1).cells().get(0));
    ResultsDocument overlapping =
        new ResultsDocument(3, first.run(), first.configurations(), cells, first.timing());

    assertThatThrownBy(() -> ResultsMerge.merge(List.of(overlapping, shards.get(1))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("cell lib-b › s7 › roundtrip (flexibility) is in shard 1/2 and in shard 2/2");
  }

  @Test
  void shardsMustDescribeAConfigurationAlike() {
    List<ResultsDocument> shards = shards(2);
    ResultsDocument second = shards.get(1);
    List<ResultsDocument.Configuration> configurations =
        second.configurations().stream()
            .map(c -> new ResultsDocument.Configuration(c.id(), c.library(), "9.9", "", List.of()))
            .toList();
    ResultsDocument otherVersion =
        new ResultsDocument(3, second.run(), configurations, second.cells(), second.timing());

    assertThatThrownBy(() -> ResultsMerge.merge(List.of(shards.get(0), otherVersion)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("shards disagree on configuration lib-b: ")
        .hasMessageContaining("version=1.0")
        .hasMessageContaining("version=9.9")
        .hasMessageContaining("in shard 1/2")
        .hasMessageContaining("in shard 2/2");
  }

  private static List<CellResult> cells() {
    List<CellResult> cells = new ArrayList<>();
    for (String configuration : CONFIGURATIONS) {
      for (int i = 0; i < 5; i++) {
        Outcome outcome = i % 2 == 0 ? Outcome.PASS : Outcome.REJECTED;
        cells.add(
            CellResult.builder(
                    configuration, "flexibility", "s" + (cells.size()), Direction.ROUNDTRIP)
                .outcome(outcome)
                .detail(outcome == Outcome.PASS ? "" : "detail")
                .sides(SIDE)
                .durationMicros(10)
                .build());
      }
    }
    return cells;
  }

  /**
   * The shards of a run of {@link #CELLS}: shard i started i minutes late but ran 100·i ms, and
   * each of its configurations spent 1 start, 2 worlds, 10 classes and 100 ms.
   */
  private static List<ResultsDocument> shards(int count) {
    List<ResultsDocument> shards = new ArrayList<>();
    for (int index = 1; index <= count; index++) {
      Shard shard = new Shard(index, count);
      List<CellResult> cells = shard.select(CELLS);
      List<String> configurations =
          cells.stream().map(CellResult::configuration).distinct().toList();
      shards.add(
          new ResultsDocument(
              ResultsDocument.SCHEMA_VERSION,
              new ResultsDocument.Run(
                  "2026-01-01T00:0" + (index - 1) + ":00Z",
                  100L * index,
                  "17.0.15",
                  42,
                  20,
                  shard.toString(),
                  PLAN,
                  "scenarios s*"),
              configurations.stream()
                  .map(id -> new ResultsDocument.Configuration(id, "g:" + id, "1.0", id, List.of()))
                  .toList(),
              cells,
              new ResultsDocument.Timing(
                  100 + index,
                  1000 + index,
                  10,
                  50,
                  configurations.stream()
                      .map(
                          id ->
                              new ConfigurationTiming(
                                  id,
                                  (int)
                                      cells.stream()
                                          .filter(c -> c.configuration().equals(id))
                                          .count(),
                                  2,
                                  10,
                                  1,
                                  100))
                      .toList())));
    }
    return shards;
  }

  private static ResultsDocument.Run run(String shard, long seed, int tries, String jdk) {
    return new ResultsDocument.Run(
        "2026-01-01T00:00:00Z", 100, jdk, seed, tries, shard, PLAN, "scenarios s*");
  }

  private static ResultsDocument withRun(
      ResultsDocument document, UnaryOperator<ResultsDocument.Run> change) {
    return new ResultsDocument(
        document.schemaVersion(),
        change.apply(document.run()),
        document.configurations(),
        document.cells(),
        document.timing());
  }
}
