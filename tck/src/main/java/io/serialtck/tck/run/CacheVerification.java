package io.serialtck.tck.run;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.HostileFacts;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.CacheSettings;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.plan.Shard;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;

/**
 * {@code run --verify-cache N}: a sample of the cells a run took from the cell cache, chosen by the
 * run's seed, asked again of their workers without the cache, and compared with what the cache gave
 * on everything but time (outcome, mode, detail but for what varies from run to run, sides, minimal
 * case, weight, hostile facts).
 */
public final class CacheVerification {

  private CacheVerification() {}

  /**
   * One line per sampled cell that differs, empty when all agree.
   *
   * @param run the run whose cells the cache answered ({@link RunResult#fromCache()})
   * @param sample how many of them to ask again
   */
  public static Result verify(
      RunOptions options,
      List<RegisteredConfiguration> configurations,
      List<RegisteredConfiguration> sides,
      PlannedCells planned,
      RunResult run,
      int sample) {
    List<CellKey> chosen = sample(run.fromCache(), sample, options.seed());
    if (chosen.isEmpty()) {
      return new Result(0, List.of());
    }
    Set<CellKey> others = new HashSet<>();
    run.cells().forEach(cell -> others.add(CellKey.of(cell)));
    chosen.forEach(others::remove);
    RunResult live =
        MatrixRunner.run(
            options
                .withCache(CacheSettings.OFF)
                .withWorkDir(options.workDir().resolve("verify-cache")),
            configurations,
            sides,
            planned,
            Shard.WHOLE,
            others,
            RunListener.NONE);
    Map<CellKey, CellResult> cached = new LinkedHashMap<>();
    run.cells().forEach(cell -> cached.put(CellKey.of(cell), cell));
    Map<CellKey, CellResult> asked = new LinkedHashMap<>();
    live.cells().forEach(cell -> asked.put(CellKey.of(cell), cell));
    List<String> differences = new ArrayList<>();
    for (CellKey key : chosen) {
      CellResult again = asked.get(key);
      String difference = again == null ? "not asked again" : difference(cached.get(key), again);
      if (difference != null) {
        differences.add(cached.get(key).name() + ": " + difference);
      }
    }
    return new Result(chosen.size(), differences);
  }

  /**
   * What a verification found.
   *
   * @param asked the cells asked again
   * @param differences one line per cell whose answer differs from the cache's
   */
  public record Result(int asked, List<String> differences) {}

  /** {@code sample} of the keys, chosen by the seed, in the order the run has them. */
  public static List<CellKey> sample(List<CellKey> keys, int sample, long seed) {
    List<Integer> indices = new ArrayList<>();
    for (int i = 0; i < keys.size(); i++) {
      indices.add(i);
    }
    Collections.shuffle(indices, new Random(seed));
    List<Integer> chosen = new ArrayList<>(indices.subList(0, Math.min(sample, keys.size())));
    Collections.sort(chosen);
    return chosen.stream().map(keys::get).toList();
  }

  /** How the live cell differs from the cached one, or null when they agree. */
  static String difference(CellResult cached, CellResult live) {
    List<String> fields = new ArrayList<>();
    compare(fields, "outcome", cached.outcome(), live.outcome());
    compare(fields, "mode", cached.mode(), live.mode());
    compare(
        fields,
        "detail",
        RunToRunDetail.masked(cached.detail()),
        RunToRunDetail.masked(live.detail()));
    compare(fields, "harness error", cached.harnessError(), live.harnessError());
    compare(fields, "writer", cached.writer(), live.writer());
    compare(fields, "reader", cached.reader(), live.reader());
    compare(fields, "minimal case", cached.minimalCase(), live.minimalCase());
    compare(fields, "exploration case", cached.explorationCase(), live.explorationCase());
    compare(fields, "weight", cached.weight(), live.weight());
    compare(fields, "hostile facts", timeless(cached.hostile()), timeless(live.hostile()));
    return fields.isEmpty() ? null : String.join("; ", fields);
  }

  private static void compare(List<String> fields, String name, Object cached, Object live) {
    if (!Objects.equals(cached, live)) {
      fields.add(name + " cached " + cached + ", asked again " + live);
    }
  }

  private static HostileFacts timeless(HostileFacts facts) {
    return facts == null
        ? null
        : new HostileFacts(
            facts.inputs(),
            facts.counts(),
            0,
            facts.maxAllocatedInputLength(),
            facts.worstInputLength(),
            facts.worstInputHex(),
            facts.canary(),
            facts.settings());
  }
}
