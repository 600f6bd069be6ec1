package io.serialtck.tck.results;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.promise.ConfigurationPromises;
import io.serialtck.tck.promise.PromiseChecks;
import io.serialtck.tck.score.ConfigurationScore;
import io.serialtck.tck.score.Scores;
import java.util.List;

/**
 * The content of {@code results.json}, the single source of truth every report is rendered from.
 * Field names are a contract: later tooling reads them.
 *
 * <p>Schema 2 added {@code scores}: per configuration, outcome counts per category, the evolution
 * score and the comparison score ({@code docs/scores.md}), computed from {@code cells} by {@link
 * Scores#of}. A document read without them (schema 1) gets them computed on reading.
 *
 * <p>Schema 3 added to {@code run} the plan's {@code tries} per property and the {@code shard} the
 * document holds ({@code "2/4"}, or null for a whole run; {@link ResultsMerge} makes one document
 * of a run's shards). A document read without them (schema 2) has 0 tries and no shard.
 *
 * <p>Schema 4 added the outcomes {@code ALTERED} and {@code ILL_TYPED}, each cell's {@code mode}
 * (what is stable about its outcome: see {@link CellResult#mode()}; empty in older documents) and,
 * per configuration's score, its evolution cells split into safe, silently wrong and altered.
 *
 * <p>Schema 5 renamed the score of the twenty groups for what it counts, the comparison score
 * ({@code comparisonPoints}, {@code comparisonGroupsRun}, {@code comparisonGroups}, formerly {@code
 * flexibility…}); the scores of an older document are computed again from its cells on reading.
 *
 * <p>Schema 7 added to {@code run} the {@code planFingerprint} (a digest of what decides the run's
 * cells and how they are asked: configurations, seed, tries, upgrades, reader JDK, cell filter and
 * the kit's cell keys; {@link io.serialtck.tck.categories.PlannedCells#fingerprint}) and the {@code
 * cellFilter} ({@code "categories evolution; scenarios field-*"}, null when the run asked every
 * cell of its plan). A document read without them (schema 6 and older) has neither: {@link
 * ResultsMerge} refuses it as a shard. It also added {@code run.incomplete}: true while a run is
 * under way and in the report of one interrupted (Ctrl-C) or killed; its cells are those finished
 * by then.
 *
 * <p>Schema 8 added {@code promises}: per configuration, the compatibility promises its library
 * documents (with source and quote), how many of the run's cells they speak of, and the cells whose
 * outcome breaks them ({@link PromiseChecks}, from the cells alone, like the scores). A document
 * read without them (schema 7 and older) gets them computed on reading.
 *
 * <p>Schema 9 added to an exploration cell with a finding its {@code explorationCase} (seed,
 * package prefix and shrink path of its minimal case, the kind of finding and the worst signature;
 * {@link io.serialtck.tck.ExplorationCase}), from which a reproducer makes the case again; absent
 * from every other cell. A document read without it (schema 8 and older) has none.
 *
 * @param scores one per configuration that has cells, in the order of the cells
 * @param promises one per configuration that has cells, in the order of the cells
 */
public record ResultsDocument(
    int schemaVersion,
    Run run,
    List<Configuration> configurations,
    List<ConfigurationScore> scores,
    List<ConfigurationPromises> promises,
    List<CellResult> cells,
    Timing timing) {

  public static final int SCHEMA_VERSION = 9;

  public ResultsDocument {
    scores = scores == null || schemaVersion < 5 ? Scores.of(cells) : List.copyOf(scores);
    promises =
        promises == null || schemaVersion < 8 ? PromiseChecks.of(cells) : List.copyOf(promises);
  }

  /** A document whose promises are checked against its cells. */
  public ResultsDocument(
      int schemaVersion,
      Run run,
      List<Configuration> configurations,
      List<ConfigurationScore> scores,
      List<CellResult> cells,
      Timing timing) {
    this(schemaVersion, run, configurations, scores, null, cells, timing);
  }

  /** A document whose scores are computed from its cells. */
  public ResultsDocument(
      int schemaVersion,
      Run run,
      List<Configuration> configurations,
      List<CellResult> cells,
      Timing timing) {
    this(schemaVersion, run, configurations, Scores.of(cells), null, cells, timing);
  }

  /**
   * The run as a whole, which a run made now holds from its end on ({@code RunResult#run}).
   *
   * @param tries the plan's tries per property (0 when a schema-2 document did not say)
   * @param shard the shard this document holds, such as {@code 2/4}; null for a whole run
   * @param planFingerprint 12 hex digits naming the plan the run asked (equal for the shards of one
   *     run); null in a document older than schema 7
   * @param cellFilter the cells asked of the plan, such as {@code categories flexibility; scenarios
   *     field-*}; null when the run asked all of them (or the document is older than schema 7)
   * @param incomplete the run has not finished: it is under way, or was interrupted or killed, and
   *     the document holds the cells finished by then (see {@code results.jsonl} beside it)
   * @param explore the random cases exploration asked of each pair ({@code run --explore}); null in
   *     a document that does not say (written before the kit recorded it)
   */
  public record Run(
      String startedAt,
      long durationMs,
      String jdk,
      long seed,
      int tries,
      String shard,
      String planFingerprint,
      String cellFilter,
      boolean incomplete,
      Integer explore) {

    /** A run that does not say its exploration cases. */
    public Run(
        String startedAt,
        long durationMs,
        String jdk,
        long seed,
        int tries,
        String shard,
        String planFingerprint,
        String cellFilter,
        boolean incomplete) {
      this(
          startedAt,
          durationMs,
          jdk,
          seed,
          tries,
          shard,
          planFingerprint,
          cellFilter,
          incomplete,
          null);
    }

    /** This run, marked incomplete or not. */
    public Run incomplete(boolean value) {
      return new Run(
          startedAt,
          durationMs,
          jdk,
          seed,
          tries,
          shard,
          planFingerprint,
          cellFilter,
          value,
          explore);
    }

    /** A finished run. */
    public Run(
        String startedAt,
        long durationMs,
        String jdk,
        long seed,
        int tries,
        String shard,
        String planFingerprint,
        String cellFilter) {
      this(startedAt, durationMs, jdk, seed, tries, shard, planFingerprint, cellFilter, false);
    }

    /** A finished run that does not say its plan's fingerprint or filter. */
    public Run(String startedAt, long durationMs, String jdk, long seed, int tries, String shard) {
      this(startedAt, durationMs, jdk, seed, tries, shard, null, null);
    }

    /** A whole run that does not say its tries. */
    public Run(String startedAt, long durationMs, String jdk, long seed) {
      this(startedAt, durationMs, jdk, seed, 0, null);
    }
  }

  /** One configuration, a row of the matrix. */
  public record Configuration(
      String id, String library, String version, String description, List<String> jvmFlags) {}

  /** Where the time went. */
  public record Timing(
      int classesGenerated,
      long generationMillis,
      long firstClassMillis,
      long classesPerSecond,
      List<ConfigurationTiming> configurations) {}

  /**
   * Whether every cell compares a team's releases ({@code ./serialtck compare}, the Maven plugin),
   * so that the matrix's podium and scores have nothing to say about the run.
   */
  public boolean comparesReleases() {
    return !cells.isEmpty()
        && cells.stream().allMatch(c -> c.category().equals(Categories.RELEASE.id()));
  }

  /** The same document with these cells (scores computed from them) and its run's completeness. */
  public ResultsDocument withCells(List<CellResult> newCells, boolean incomplete) {
    Run r = run;
    return new ResultsDocument(
        schemaVersion,
        r.incomplete(incomplete),
        configurations,
        Scores.of(newCells),
        PromiseChecks.of(newCells),
        newCells,
        timing);
  }
}
