package io.serialtck.tck;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * What the inputs of one {@code hostile} cell did, beyond the cell's outcome (the worst of them).
 *
 * @param inputs how many inputs were read (for a canary cell, 1)
 * @param counts how many inputs had each outcome, by outcome name, best first
 * @param maxAllocatedBytes the most heap one read allocated (the reading thread's allocation, from
 *     {@code com.sun.management.ThreadMXBean}), or -1 when not measured
 * @param maxAllocatedInputLength the length of that input
 * @param worstInputLength the length of the smallest input that shows the worst outcome, after
 *     shrinking; -1 when the cell has none (every input was read)
 * @param worstInputHex its first 64 bytes in hex, space-separated; null when there is none
 * @param canary for a canary cell, what the canary recorded in the reader's world, in order: {@code
 *     looked up}, {@code initialized}, {@code constructor}, {@code readObject}, {@code
 *     readResolve}, {@code setter}; an empty list when it was not even looked up; null for a
 *     malformed-input cell
 * @param settings for a canary cell, the settings it was read at: {@code the configuration's own}
 *     (its description says what they are), or the library's secure settings as the configuration
 *     states them; null for a malformed-input cell
 */
public record HostileFacts(
    int inputs,
    Map<String, Integer> counts,
    long maxAllocatedBytes,
    int maxAllocatedInputLength,
    int worstInputLength,
    @JsonInclude(JsonInclude.Include.NON_NULL) String worstInputHex,
    @JsonInclude(JsonInclude.Include.NON_NULL) List<String> canary,
    @JsonInclude(JsonInclude.Include.NON_NULL) String settings) {

  /**
   * The most heap one read allocated, per byte of its input: how far out of proportion to the input
   * the library's allocation went; 0 when not measured.
   */
  public double amplification() {
    return maxAllocatedBytes < 0 || maxAllocatedInputLength <= 0
        ? 0
        : (double) maxAllocatedBytes / maxAllocatedInputLength;
  }
}
