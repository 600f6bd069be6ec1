package io.serialtck.tck.categories;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.plan.CellFilter;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.run.hostile.HostileDepth;
import io.serialtck.tck.upgrade.UpgradePair;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The cells a plan asks of each configuration: every category's {@link MatrixCategory#cellKeys}, in
 * the categories' order, those the plan's {@link CellFilter} keeps. The run, its progress count,
 * its shards, its fingerprint and the gate's planned cells all come from here, so they agree.
 *
 * @param categories the categories asked, in order: {@link Categories#MATRIX} for the kit's matrix
 */
public record PlannedCells(Plan plan, List<MatrixCategory> categories) {

  /** Bytes of the SHA-256 digest a {@link #fingerprint} keeps: 12 hex digits. */
  private static final int FINGERPRINT_BYTES = 6;

  public PlannedCells {
    categories = List.copyOf(categories);
  }

  /** The kit's matrix categories asked by this plan. */
  public PlannedCells(Plan plan) {
    this(plan, Categories.MATRIX);
  }

  /**
   * The keys of the cells the run asks of one configuration, those the filter keeps, in the order a
   * run records them.
   */
  public List<CellKey> cellKeys(String configuration) {
    List<CellKey> all = allCellKeys(configuration);
    CellFilter filter = plan.filter();
    return filter.isAll() ? all : all.stream().filter(filter::keeps).toList();
  }

  /** Every cell the categories ask of one configuration, the filter not applied. */
  public List<CellKey> allCellKeys(String configuration) {
    List<CellKey> keys = new ArrayList<>();
    for (MatrixCategory category : categories) {
      keys.addAll(category.cellKeys(plan, configuration));
    }
    return keys;
  }

  /**
   * A short digest (12 hex digits of SHA-256) of everything that decides which cells a run of this
   * plan over these configurations has and how they are asked: the configuration ids in the order
   * given (a shard is cut in that order), the seed, the tries, the upgrade pairs, the reader JDK's
   * version, the filter and every cell key the kit defines for those configurations. Two runs with
   * the same fingerprint asked the same cells the same way; shards are merged only when theirs
   * agree. The JDK the workers ran on is not in it (the results say it, and merging checks it).
   */
  public String fingerprint(List<String> configurations, long seed) {
    StringBuilder text = new StringBuilder("serialtck plan\n");
    text.append("configurations ").append(String.join(",", configurations)).append('\n');
    text.append("seed ").append(seed).append('\n');
    text.append("tries ").append(plan.tries()).append('\n');
    text.append("upgrades ")
        .append(
            String.join(",", plan.upgrades().stream().map(UpgradePair::toString).sorted().toList()))
        .append('\n');
    text.append("reader-jdk ")
        .append(plan.readerJdk() == null ? "none" : plan.readerJdk().version())
        .append('\n');
    text.append("filter ").append(plan.filter().describe()).append('\n');
    HostileDepth hostile = plan.setting(HostileDepth.class).orElse(null);
    if (hostile != null && hostile != HostileDepth.QUICK) {
      text.append("hostile ").append(hostile.id()).append('\n');
    }
    for (String configuration : configurations) {
      for (CellKey key : allCellKeys(configuration)) {
        text.append(configuration).append(' ').append(key.path()).append('\n');
      }
    }
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256")
              .digest(text.toString().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest, 0, FINGERPRINT_BYTES);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }

  /**
   * Checks that the filter selects something for these configurations: a glob of {@code
   * --scenarios} that matches none of their cells (in the filter's categories), or a filter that
   * keeps no cell at all, is a mistake.
   *
   * @throws IllegalArgumentException naming the globs that match nothing, with examples of the
   *     scenario ids there are, or saying that no cell is left (and, for a category the filter
   *     names, why its cells may be missing)
   */
  public void requireFilterMatches(List<String> configurations) {
    CellFilter filter = plan.filter();
    List<CellKey> all = new ArrayList<>();
    configurations.forEach(configuration -> all.addAll(allCellKeys(configuration)));
    List<String> unmatched = filter.unmatched(all);
    if (!unmatched.isEmpty()) {
      throw new IllegalArgumentException(
          "--scenarios: "
              + String.join(", ", unmatched)
              + (unmatched.size() == 1 ? " matches" : " match")
              + " no cell of this run"
              + (filter.categories().isEmpty()
                  ? ""
                  : " in categories " + String.join(", ", filter.categories()))
              + "; scenario ids look like "
              + examples(all));
    }
    if (all.stream().noneMatch(filter::keeps)) {
      List<String> hints =
          categories.stream()
              .filter(c -> filter.categories().contains(c.id()) && !c.noCellsHint().isEmpty())
              .map(MatrixCategory::noCellsHint)
              .toList();
      throw new IllegalArgumentException(
          "no cell of this run is left by "
              + filter.describe()
              + (hints.isEmpty() ? "" : " (" + String.join("; ", hints) + ")")
              + "; its cells have scenario ids like "
              + examples(all));
    }
  }

  /**
   * The first scenario id of each category among {@code keys}, and of each prefix in it ({@code
   * bean:}, {@code library:}, {@code jdk:}), with its category: {@code record (flexibility),
   * field-added (evolution), bean:field-added (evolution)}.
   */
  private static String examples(List<CellKey> keys) {
    Map<String, String> first = new LinkedHashMap<>();
    for (CellKey key : keys) {
      int colon = key.scenario().indexOf(':');
      String prefix = colon < 0 ? "" : key.scenario().substring(0, colon + 1);
      first.putIfAbsent(
          key.category() + " " + prefix, key.scenario() + " (" + key.category() + ")");
    }
    return String.join(", ", first.values());
  }
}
