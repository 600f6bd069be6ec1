package io.serialtck.tck;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.serialtck.verdict.Outcome;

/**
 * The result of one cell.
 *
 * @param category {@code flexibility}, {@code evolution}, {@code property} or {@code upgrade}
 * @param detail for every non-PASS outcome the exception or the field differences; may say
 *     "converted" for a PASS
 * @param harnessError true when the kit itself failed to produce an outcome (then the outcome is
 *     {@link Outcome#SKIPPED} and the detail names the fault)
 * @param minimalCase for a failing property cell, the first failing try shrunk to a minimal case:
 *     the class versions' source, the evolution steps and the values written; null otherwise
 * @param mode what is stable about the outcome beyond its name, which the baseline keeps and the
 *     gate compares: the stage and exception class of a {@code REJECTED} ({@code read:
 *     java.io.InvalidClassException}), the kind of a {@code CRASHED} ({@code read: out of memory}),
 *     the structural properties an {@code ALTERED} lost, the evolution kinds that broke a property;
 *     empty when there is nothing more to say
 * @param weight for the {@code roundtrip} cell of a payload read back intact, the size of the bytes
 *     written, raw and after Deflate (the weighing, gated like the outcome); null otherwise
 * @param hostile for a {@code hostile} cell, what its inputs did (counts per outcome, the heap the
 *     worst read allocated, the smallest input that shows the worst outcome, what a canary
 *     recorded); null otherwise
 */
public record CellResult(
    String configuration,
    String scenario,
    String category,
    Direction direction,
    Outcome outcome,
    String detail,
    Side writer,
    Side reader,
    boolean harnessError,
    long durationMicros,
    String minimalCase,
    String mode,
    @JsonInclude(JsonInclude.Include.NON_NULL) Weight weight,
    @JsonInclude(JsonInclude.Include.NON_NULL) HostileFacts hostile) {

  public CellResult {
    mode = mode == null ? "" : mode;
  }

  /** A cell that is not a hostile one. */
  public CellResult(
      String configuration,
      String scenario,
      String category,
      Direction direction,
      Outcome outcome,
      String detail,
      Side writer,
      Side reader,
      boolean harnessError,
      long durationMicros,
      String minimalCase,
      String mode,
      Weight weight) {
    this(
        configuration,
        scenario,
        category,
        direction,
        outcome,
        detail,
        writer,
        reader,
        harnessError,
        durationMicros,
        minimalCase,
        mode,
        weight,
        null);
  }

  /** A cell that was not weighed. */
  public CellResult(
      String configuration,
      String scenario,
      String category,
      Direction direction,
      Outcome outcome,
      String detail,
      Side writer,
      Side reader,
      boolean harnessError,
      long durationMicros,
      String minimalCase,
      String mode) {
    this(
        configuration,
        scenario,
        category,
        direction,
        outcome,
        detail,
        writer,
        reader,
        harnessError,
        durationMicros,
        minimalCase,
        mode,
        null);
  }

  /** A cell without a failure mode. */
  public CellResult(
      String configuration,
      String scenario,
      String category,
      Direction direction,
      Outcome outcome,
      String detail,
      Side writer,
      Side reader,
      boolean harnessError,
      long durationMicros,
      String minimalCase) {
    this(
        configuration,
        scenario,
        category,
        direction,
        outcome,
        detail,
        writer,
        reader,
        harnessError,
        durationMicros,
        minimalCase,
        "");
  }

  /** A cell without a minimal case. */
  public CellResult(
      String configuration,
      String scenario,
      String category,
      Direction direction,
      Outcome outcome,
      String detail,
      Side writer,
      Side reader,
      boolean harnessError,
      long durationMicros) {
    this(
        configuration,
        scenario,
        category,
        direction,
        outcome,
        detail,
        writer,
        reader,
        harnessError,
        durationMicros,
        null);
  }

  /** The same cell with a failure mode. */
  public CellResult withMode(String newMode) {
    return new CellResult(
        configuration,
        scenario,
        category,
        direction,
        outcome,
        detail,
        writer,
        reader,
        harnessError,
        durationMicros,
        minimalCase,
        newMode,
        weight,
        hostile);
  }

  /** {@code configuration › scenario › direction}, the name of the cell's test. */
  public String name() {
    return configuration + " › " + scenario + " › " + direction.id();
  }
}
