package io.serialtck.tck.run.hostile;

import io.serialtck.tck.plan.CategorySetting;

/**
 * How many malformed inputs a {@code hostile} cell asks, per seed (the bytes of one fixture as the
 * configuration wrote them). {@link #QUICK} is every run's; {@link #DEEP} is the audit the issue
 * describes in full: every prefix and every offset of payloads up to 1 KiB. It is the {@code
 * hostile} category's setting: a plan without it asks no hostile cells.
 *
 * @param truncations prefixes per seed: all of them when the seed has no more, else evenly spaced
 * @param bitFlips single-bit flips per seed, at seeded random positions
 * @param extremeLengths 4-byte windows per seed set to an extreme length: every offset times three
 *     values when there are no more, else seeded random ones
 * @param randomInputs random byte strings in all
 */
public record HostileDepth(
    String id, int truncations, int bitFlips, int extremeLengths, int randomInputs)
    implements CategorySetting {

  /** A run's default: a few seconds per configuration. */
  public static final HostileDepth QUICK = new HostileDepth("quick", 12, 12, 12, 16);

  /** Every prefix and offset up to 1 KiB, sampled above: minutes per configuration. */
  public static final HostileDepth DEEP = new HostileDepth("deep", 1024, 512, 3072, 512);

  /** The depth of this id. */
  public static HostileDepth of(String id) {
    return switch (id) {
      case "quick" -> QUICK;
      case "deep" -> DEEP;
      default ->
          throw new IllegalArgumentException(
              "hostile inputs must be quick or deep, not '" + id + "'");
    };
  }
}
