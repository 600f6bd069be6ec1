package io.serialtck.tck.plan;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One of {@code count} deterministic parts of a run's cells, so that runners in parallel can share
 * a matrix ({@code --shard 2/4}) and their results be merged into one.
 *
 * <p>A shard is a contiguous block of the run's cells in their global order (the configurations in
 * the order given, each with {@code PlannedCells.cellKeys}), not every {@code count}th cell: a
 * shard then mostly holds whole configurations, so few workers start, and a property cell rarely
 * lacks its configuration's evolution cells (which the consistency property compares with, and
 * which must then be run again without being recorded).
 *
 * @param index 1-based, from 1 to {@code count}
 */
public record Shard(int index, int count) {

  /** The whole run, as one shard. */
  public static final Shard WHOLE = new Shard(1, 1);

  private static final Pattern FORM = Pattern.compile("(\\d{1,9})/(\\d{1,9})");

  public Shard {
    if (count < 1 || index < 1 || index > count) {
      throw new IllegalArgumentException(
          "a shard must be I/N with 1 <= I <= N: " + index + "/" + count);
    }
  }

  /**
   * Reads {@code I/N}, as {@code --shard} takes it.
   *
   * @throws IllegalArgumentException naming the input when it is not {@code I/N} with {@code 1 <= I
   *     <= N}
   */
  public static Shard parse(String text) {
    Matcher matcher = FORM.matcher(text == null ? "" : text.strip());
    if (matcher.matches()) {
      int index = Integer.parseInt(matcher.group(1));
      int count = Integer.parseInt(matcher.group(2));
      if (index >= 1 && index <= count) {
        return new Shard(index, count);
      }
    }
    throw new IllegalArgumentException("--shard must look like I/N with 1 <= I <= N: " + text);
  }

  /** True for {@link #WHOLE}, a run that is not split. */
  public boolean isWhole() {
    return count == 1;
  }

  /**
   * This shard's block of {@code all}: from {@code floor((index-1)·size/count)} (inclusive) to
   * {@code floor(index·size/count)}. Over all indexes the blocks cover every element exactly once,
   * in order; with more shards than elements some blocks are empty.
   */
  public <T> List<T> select(List<T> all) {
    return List.copyOf(all.subList(start(all.size(), index - 1), start(all.size(), index)));
  }

  private int start(int size, int block) {
    return (int) ((long) block * size / count);
  }

  /** {@code index/count}, as {@link #parse} reads it. */
  @Override
  public String toString() {
    return index + "/" + count;
  }
}
