package io.serialtck.tck.results;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.ShardDocuments.ShardDocument;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Makes one document of the shards of a run ({@code run --shard I/N} on several machines): the
 * document the whole run would have written, but for timing. Since a shard is a contiguous block of
 * the run's cells, the shards' cells in index order are the whole run's cells in its order.
 */
public final class ResultsMerge {

  private ResultsMerge() {}

  /**
   * The whole run's document: the shards' cells in index order, each configuration once (in order
   * of first appearance), scores computed from the cells, and no shard. Timing: the earliest start,
   * the longest shard's duration, each configuration's timings summed over the shards that ran it,
   * the generation numbers of shard 1.
   *
   * @param documents every shard of one run exactly once, in any order
   * @throws IllegalArgumentException naming why the documents are not one run's shards: a document
   *     without a plan fingerprint (older than schema 7) or with another fingerprint than the first
   *     (a shard of another plan), a missing or repeated shard, a disagreement on seed, tries, JDK
   *     or shard count, a cell in two shards, a document that is not a shard
   */
  public static ResultsDocument merge(List<ResultsDocument> documents) {
    List<String> sources = new ArrayList<>();
    for (int i = 1; i <= documents.size(); i++) {
      sources.add("document " + i);
    }
    return merge(documents, sources);
  }

  /**
   * {@link #merge(List)}, its messages naming each document by its source.
   *
   * @param sources what to call each document, such as its report folder, in the same order
   */
  public static ResultsDocument merge(List<ResultsDocument> documents, List<String> sources) {
    List<ShardDocument> shards = ShardDocuments.of(documents, sources).shards();
    ResultsDocument first = shards.get(0).document();
    return new ResultsDocument(
        ResultsDocument.SCHEMA_VERSION,
        run(shards),
        configurations(shards),
        cells(shards),
        new ResultsDocument.Timing(
            first.timing().classesGenerated(),
            first.timing().generationMillis(),
            first.timing().firstClassMillis(),
            first.timing().classesPerSecond(),
            configurationTimings(shards)));
  }

  private static ResultsDocument.Run run(List<ShardDocument> shards) {
    ResultsDocument.Run first = shards.get(0).document().run();
    Instant startedAt = Instant.parse(first.startedAt());
    long durationMs = 0;
    for (ShardDocument shard : shards) {
      ResultsDocument.Run run = shard.document().run();
      Instant started = Instant.parse(run.startedAt());
      startedAt = started.isBefore(startedAt) ? started : startedAt;
      durationMs = Math.max(durationMs, run.durationMs());
    }
    return new ResultsDocument.Run(
        startedAt.toString(),
        durationMs,
        first.jdk(),
        first.seed(),
        first.tries(),
        null,
        first.planFingerprint(),
        first.cellFilter(),
        false,
        first.explore());
  }

  private static List<ResultsDocument.Configuration> configurations(List<ShardDocument> shards) {
    Map<String, ResultsDocument.Configuration> byId = new LinkedHashMap<>();
    Map<String, ShardDocument> firstShard = new HashMap<>();
    for (ShardDocument shard : shards) {
      for (ResultsDocument.Configuration configuration : shard.document().configurations()) {
        ResultsDocument.Configuration seen = byId.putIfAbsent(configuration.id(), configuration);
        firstShard.putIfAbsent(configuration.id(), shard);
        if (seen != null && !seen.equals(configuration)) {
          throw new IllegalArgumentException(
              "shards disagree on configuration "
                  + configuration.id()
                  + ": "
                  + seen
                  + " in shard "
                  + firstShard.get(configuration.id()).shard()
                  + ", "
                  + configuration
                  + " in shard "
                  + shard.shard());
        }
      }
    }
    return List.copyOf(byId.values());
  }

  private static List<CellResult> cells(List<ShardDocument> shards) {
    List<CellResult> cells = new ArrayList<>();
    Map<CellKey, ShardDocument> shardOf = new HashMap<>();
    for (ShardDocument shard : shards) {
      for (CellResult cell : shard.document().cells()) {
        ShardDocument earlier = shardOf.putIfAbsent(CellKey.of(cell), shard);
        if (earlier != null) {
          throw new IllegalArgumentException(
              "cell "
                  + cell.name()
                  + " ("
                  + cell.category()
                  + ") is in shard "
                  + earlier.shard()
                  + " and in shard "
                  + shard.shard());
        }
        cells.add(cell);
      }
    }
    return cells;
  }

  private static List<ConfigurationTiming> configurationTimings(List<ShardDocument> shards) {
    Map<String, ConfigurationTiming> byId = new LinkedHashMap<>();
    for (ShardDocument shard : shards) {
      for (ConfigurationTiming timing : shard.document().timing().configurations()) {
        byId.merge(timing.configuration(), timing, ResultsMerge::sum);
      }
    }
    return List.copyOf(byId.values());
  }

  private static ConfigurationTiming sum(ConfigurationTiming a, ConfigurationTiming b) {
    return new ConfigurationTiming(
        a.configuration(),
        a.cells() + b.cells(),
        a.worldsCreated() + b.worldsCreated(),
        a.classesDefined() + b.classesDefined(),
        a.workerStarts() + b.workerStarts(),
        a.wallMillis() + b.wallMillis(),
        a.cachedCells() + b.cachedCells());
  }
}
