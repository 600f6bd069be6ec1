package io.serialtck.report.security;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.HostileFacts;
import io.serialtck.verdict.Outcome;
import java.util.Optional;

/**
 * One family of malformed input of a configuration: its {@code malformed:<family>} cell.
 *
 * @param family the family's id ({@code truncation}, {@code bit-flip}, …)
 * @param cell the cell, whose outcome is the worst over the family's inputs
 */
public record MalformedRow(String family, CellResult cell) {

  /** The cell's outcome. */
  public Outcome outcome() {
    return cell.outcome();
  }

  /**
   * How many inputs had each outcome, best first ({@code 40 PASS, 2 FAULTED}); "—" without facts.
   */
  public String counts() {
    return cell.hostile() == null ? "—" : SecurityText.counts(cell.hostile().counts());
  }

  /**
   * The length of the smallest input that shows the worst outcome ({@code 12 B}), "none" when every
   * input was read, "—" without facts.
   */
  public String worstInputLength() {
    HostileFacts facts = cell.hostile();
    if (facts == null) {
      return "—";
    }
    return facts.worstInputLength() < 0 ? "none" : SecurityText.bytes(facts.worstInputLength());
  }

  /** That input's first bytes in hex ({@code 7f ff ff ff …}), when there is one. */
  public Optional<String> worstInputHex() {
    HostileFacts facts = cell.hostile();
    if (facts == null || facts.worstInputLength() < 0 || facts.worstInputHex() == null) {
      return Optional.empty();
    }
    return Optional.of(SecurityText.hex(facts.worstInputHex(), facts.worstInputLength()));
  }

  /**
   * The most heap one read allocated per byte of its input, with the figures it comes from ({@code
   * 12,400× (24,812,032 B for a 2,001-byte input)}); "not measured" when it was not.
   */
  public String amplification() {
    HostileFacts facts = cell.hostile();
    if (facts == null || facts.maxAllocatedBytes() < 0 || facts.maxAllocatedInputLength() <= 0) {
      return "not measured";
    }
    return SecurityText.times(facts.amplification())
        + " ("
        + SecurityText.number(facts.maxAllocatedBytes())
        + " B for a "
        + SecurityText.number(facts.maxAllocatedInputLength())
        + "-byte input)";
  }
}
