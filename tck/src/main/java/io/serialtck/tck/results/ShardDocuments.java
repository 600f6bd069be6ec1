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

  /** One document, the shard it says it holds, and where it came from. */
  record ShardDocument(Shard shard, ResultsDocument document, String source) {}

  /**
   * Checks, in this order: each document is a shard, has a plan fingerprint, and has the first
   * one's; the shard counts agree and every index is there once; seed, tries and JDK agree.
   *
   * @param sources how messages name each document (its folder), in the order of {@code documents}
   * @throws IllegalArgumentException naming the first reason the documents are not one run's shards
   */
  static ShardDocuments of(List<ResultsDocument> documents, List<String> sources) {
    if (documents.isEmpty()) {
      throw new IllegalArgumentException("no shards to merge");
    }
    if (sources.size() != documents.size()) {
      throw new IllegalArgumentException(
          sources.size() + " sources named for " + documents.size() + " documents");
    }
    List<ShardDocument> shards = new ArrayList<>();
    for (int i = 0; i < documents.size(); i++) {
      ResultsDocument document = documents.get(i);
      shards.add(new ShardDocument(shardOf(document, sources.get(i)), document, sources.get(i)));
    }
    shards.forEach(ShardDocuments::requireFingerprint);
    samePlan(shards);
    shards.sort(Comparator.comparingInt(s -> s.shard().index()));
    ShardDocument first = shards.get(0);
    agree(shards, "shard count", s -> s.shard().count());
    checkEveryIndexOnce(shards, first.shard().count());
    agree(shards, "seed", s -> s.document().run().seed());
    agree(shards, "tries", s -> s.document().run().tries());
    agree(shards, "JDK", s -> s.document().run().jdk());
    return new ShardDocuments(List.copyOf(shards));
  }

  private static Shard shardOf(ResultsDocument document, String source) {
    String shard = document.run() == null ? null : document.run().shard();
    if (shard == null) {
      throw new IllegalArgumentException(
          "not a shard: " + source + " has no shard field (a whole run?)");
    }
    try {
      return Shard.parse(shard);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "not a shard: " + source + " has shard \"" + shard + "\"", e);
    }
  }

  private static void requireFingerprint(ShardDocument shard) {
    if (shard.document().run().planFingerprint() == null) {
      throw new IllegalArgumentException(
          shard.source()
              + " has no plan fingerprint (results.json schema "
              + shard.document().schemaVersion()
              + "; schema 7 added it): make its shard again with this kit, or every shard of"
              + " the run");
    }
  }

  /** Every shard has the first one's fingerprint, in the order the documents were given. */
  private static void samePlan(List<ShardDocument> shards) {
    ShardDocument first = shards.get(0);
    String plan = first.document().run().planFingerprint();
    for (ShardDocument other : shards) {
      String otherPlan = other.document().run().planFingerprint();
      if (!plan.equals(otherPlan)) {
        throw new IllegalArgumentException(
            "shards of different plans: "
                + first.source()
                + " has plan "
                + plan
                + ", "
                + other.source()
                + " has plan "
                + otherPlan
                + " (made with different --configurations, seed, tries or filters"
                + knownDifferences(first.document().run(), other.document().run())
                + ")");
      }
    }
  }

  /** What the two runs say differs among the plan's settings they record. */
  private static String knownDifferences(ResultsDocument.Run first, ResultsDocument.Run other) {
    List<String> differences = new ArrayList<>();
    if (first.seed() != other.seed()) {
      differences.add("seed " + first.seed() + " and " + other.seed());
    }
    if (first.tries() != other.tries()) {
      differences.add("tries " + first.tries() + " and " + other.tries());
    }
    if (!Objects.equals(first.cellFilter(), other.cellFilter())) {
      differences.add(
          "filters "
              + Objects.requireNonNullElse(first.cellFilter(), "all cells")
              + " and "
              + Objects.requireNonNullElse(other.cellFilter(), "all cells"));
    }
    return differences.isEmpty() ? "" : ": " + String.join(", ", differences);
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
