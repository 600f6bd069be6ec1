package io.serialtck.tck;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.serialtck.verdict.Outcome;

/**
 * The result of one cell, made with {@link #builder}.
 *
 * @param category the id of the cell's category ({@code flexibility}, {@code evolution}, …)
 * @param detail for every non-PASS outcome the exception or the field differences; may say
 *     "converted" for a PASS
 * @param harnessError true when the cell has no outcome: the kit itself failed, or a side of its
 *     upgrade pair cannot run ({@code mode} {@code side cannot run}; then the outcome is {@link
 *     Outcome#SKIPPED} and the detail names the fault)
 * @param minimalCase for a failing property cell, the first failing try shrunk to a minimal case:
 *     the class versions' source, the evolution steps and the values written; for an exploration
 *     cell with a finding, the shrunk case's classes and value; null otherwise
 * @param explorationCase for an exploration cell with a finding, how its minimal case is made again
 *     (seed, package, shrink path) and which signature it shows; absent from {@code results.json}
 *     otherwise
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
    @JsonInclude(JsonInclude.Include.NON_NULL) ExplorationCase explorationCase,
    String mode,
    @JsonInclude(JsonInclude.Include.NON_NULL) Weight weight,
    @JsonInclude(JsonInclude.Include.NON_NULL) HostileFacts hostile) {

  public CellResult {
    mode = mode == null ? "" : mode;
  }

  /**
   * A builder of the cell at {@code configuration › category › scenario › direction}: the one way
   * to make a cell in code (Jackson reads {@code results.json} through the canonical constructor).
   * What is not set is empty: no detail, no sides, no harness error, 0 µs, no minimal case, no
   * exploration case, no mode, no weight, no hostile facts; the outcome must be set.
   */
  public static Builder builder(
      String configuration, String category, String scenario, Direction direction) {
    return new Builder(configuration, category, scenario, direction);
  }

  /** A builder holding this cell, to make one that differs from it. */
  public Builder toBuilder() {
    return new Builder(configuration, category, scenario, direction)
        .outcome(outcome)
        .detail(detail)
        .writer(writer)
        .reader(reader)
        .harnessError(harnessError)
        .durationMicros(durationMicros)
        .minimalCase(minimalCase)
        .explorationCase(explorationCase)
        .mode(mode)
        .weight(weight)
        .hostile(hostile);
  }

  /** The same cell with a failure mode. */
  public CellResult withMode(String newMode) {
    return toBuilder().mode(newMode).build();
  }

  /** Builds a {@link CellResult}; each setter's meaning is its component's. */
  public static final class Builder {
    private final String configuration;
    private final String category;
    private final String scenario;
    private final Direction direction;
    private Outcome outcome;
    private String detail;
    private Side writer;
    private Side reader;
    private boolean harnessError;
    private long durationMicros;
    private String minimalCase;
    private ExplorationCase explorationCase;
    private String mode = "";
    private Weight weight;
    private HostileFacts hostile;

    private Builder(String configuration, String category, String scenario, Direction direction) {
      this.configuration = configuration;
      this.category = category;
      this.scenario = scenario;
      this.direction = direction;
    }

    public Builder outcome(Outcome value) {
      this.outcome = value;
      return this;
    }

    public Builder detail(String value) {
      this.detail = value;
      return this;
    }

    public Builder writer(Side value) {
      this.writer = value;
      return this;
    }

    public Builder reader(Side value) {
      this.reader = value;
      return this;
    }

    /** The writer and the reader at once. */
    public Builder sides(Side value) {
      return writer(value).reader(value);
    }

    public Builder harnessError(boolean value) {
      this.harnessError = value;
      return this;
    }

    public Builder durationMicros(long value) {
      this.durationMicros = value;
      return this;
    }

    public Builder minimalCase(String value) {
      this.minimalCase = value;
      return this;
    }

    public Builder explorationCase(ExplorationCase value) {
      this.explorationCase = value;
      return this;
    }

    public Builder mode(String value) {
      this.mode = value;
      return this;
    }

    public Builder weight(Weight value) {
      this.weight = value;
      return this;
    }

    public Builder hostile(HostileFacts value) {
      this.hostile = value;
      return this;
    }

    /**
     * The cell.
     *
     * @throws IllegalStateException when no outcome was set
     */
    public CellResult build() {
      if (outcome == null) {
        throw new IllegalStateException(
            "a cell needs an outcome: "
                + configuration
                + " › "
                + category
                + "/"
                + scenario
                + "/"
                + direction.id());
      }
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
          explorationCase,
          mode,
          weight,
          hostile);
    }
  }

  /** {@code configuration › scenario › direction}, the name of the cell's test. */
  public String name() {
    return configuration + " › " + scenario + " › " + direction.id();
  }
}
