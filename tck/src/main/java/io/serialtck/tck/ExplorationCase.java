package io.serialtck.tck;

import java.util.List;

/**
 * How an exploration cell's minimal case is made again without the library: the random case the
 * exploration grammar makes of {@code seed} under {@code packagePrefix}, shrunk along {@code
 * shrinkPath} (the index of each simplification the shrinker kept among the candidates of the case
 * reached so far). The cell's {@code minimalCase} is its text; a reproducer rebuilds the case
 * itself from this. Carried only by an exploration cell with a finding.
 *
 * @param seed the seed of the case the shrink started from: the first case of the worst signature
 * @param packagePrefix the package its classes were generated under (a sub-package per seed)
 * @param shrinkPath the candidate kept at each shrink step, in order
 * @param finding where the worst signature showed: across the pair, or on one side alone
 * @param signature the worst signature ({@code REJECTED com.example.XException}, {@code later side
 *     alone: CORRUPTED f0}): what the minimal case still shows
 * @param setUp the set-up variant both sides ran the case at ({@code fields-only}: the
 *     configuration's id, {@code ~} and this name select it), or empty for their own set-up
 */
public record ExplorationCase(
    long seed,
    String packagePrefix,
    List<Integer> shrinkPath,
    Finding finding,
    String signature,
    String setUp) {

  public ExplorationCase {
    shrinkPath = List.copyOf(shrinkPath);
    setUp = setUp == null ? "" : setUp;
  }

  /** A case asked at the configurations' own set-up. */
  public ExplorationCase(
      long seed,
      String packagePrefix,
      List<Integer> shrinkPath,
      Finding finding,
      String signature) {
    this(seed, packagePrefix, shrinkPath, finding, signature, "");
  }

  /** Where a finding showed. */
  public enum Finding {
    /** Written by one side and read by the other, in the cell's direction. */
    ACROSS,
    /** The earlier side's own round trip, where the later side round-trips the case (a fix). */
    EARLIER_SIDE_ALONE,
    /** The later side's own round trip, where the earlier side round-trips it (a regression). */
    LATER_SIDE_ALONE
  }
}
