package io.serialtck.tck.results;

import io.serialtck.tck.plan.Shard;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Documents checked to be the shards of one run, every one exactly once, ordered by index.
 *
 * @param shards in index order, 1 to n
 */
record ShardDocuments(List<ShardDocument> shards) {

  /** One document and the shard it says it holds. */
  record ShardDocument(Shard shard, ResultsDocument document) {}

  /**
   * @throws IllegalArgumentException naming the first reason the documents are not one run's shards
   */
  static ShardDocuments of(List<ResultsDocument> documents) {
    if (documents.isEmpty()) {
      throw new IllegalArgumentException("no shards to merge");
    }
    List<ShardDocument> shards = new ArrayList<>();
    for (int i = 0; i < documents.size(); i++) {
      shards.add(new ShardDocument(shardOf(documents.get(i), i + 1), documents.get(i)));
    }
    shards.sort(Comparator.comparingInt(s -> s.shard().index()));
    ShardDocument first = shards.get(0);
    agree(shards, "shard count", s -> s.shard().count());
    checkEveryIndexOnce(shards, first.shard().count());
    agree(shards, "seed", s -> s.document().run().seed());
    agree(shards, "tries", s -> s.document().run().tries());
    agree(shards, "JDK", s -> s.document().run().jdk());
    return new ShardDocuments(List.copyOf(shards));
  }

  private static Shard shardOf(ResultsDocument document, int position) {
    String shard = document.run() == null ? null : document.run().shard();
    if (shard == null) {
      throw new IllegalArgumentException(
          "not a shard: document " + position + " has no shard field (a whole run?)");
    }
    try {
      return Shard.parse(shard);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "not a shard: document " + position + " has shard \"" + shard + "\"", e);
    }
  }

  private static void agree(
      List<ShardDocument> shards, String what, Function<ShardDocument, Object> property) {
    ShardDocument first = shards.get(0);
    for (ShardDocument other : shards) {
      if (!Objects.equals(property.apply(first), property.apply(other))) {
        throw new IllegalArgumentException(
            "shards disagree on the "
                + what
                + ": "
                + property.apply(first)
                + " in shard "
                + first.shard()
                + ", "
                + property.apply(other)
                + " in shard "
                + other.shard());
      }
    }
  }

  /** Shards are sorted by index and agree on the count here. */
  private static void checkEveryIndexOnce(List<ShardDocument> shards, int count) {
    int expected = 1;
    for (ShardDocument shard : shards) {
      int index = shard.shard().index();
      if (index < expected) {
        throw new IllegalArgumentException("shard " + shard.shard() + " is given twice");
      }
      if (index > expected) {
        throw new IllegalArgumentException("shard " + new Shard(expected, count) + " is missing");
      }
      expected++;
    }
    if (expected <= count) {
      throw new IllegalArgumentException("shard " + new Shard(expected, count) + " is missing");
    }
  }
}
