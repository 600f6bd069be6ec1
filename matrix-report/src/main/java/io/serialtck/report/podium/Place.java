package io.serialtck.report.podium;

/**
 * Where a configuration stands in one dimension of the podium.
 *
 * @param rank 1 for the best; ties share a rank and the next rank skips (1, 2, 2, 4); a
 *     configuration the dimension could not rank (not timed, no cell) is placed after every ranked
 *     one, all such tied
 * @param ranked whether the configuration's own numbers ranked it, rather than it being placed last
 * @param figure the number the rank comes from, as reports write it ({@code 1.8×}, {@code 412 B},
 *     {@code 95.2%}, {@code 3 silently wrong}), or why there is none ({@code not timed})
 */
public record Place(int rank, boolean ranked, String figure) {

  /** {@code 2 (1.8×)}, as the podium's tables write a place. */
  public String text() {
    return rank + " (" + figure + ")";
  }
}
