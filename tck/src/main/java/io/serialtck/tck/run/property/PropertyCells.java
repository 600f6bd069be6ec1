package io.serialtck.tck.run.property;

import io.serialtck.evolution.catalogue.Evolution;
import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.evolution.property.EvolutionCase;
import io.serialtck.evolution.property.Shrinker;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.property.PreparedCase;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.property.PropertyCases;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The property category: every try of a property in this configuration's worker, then one cell that
 * says {@code PASS} when the property held for every try, or else the worst outcome found, with the
 * first try that found it shrunk to a minimal case.
 */
public final class PropertyCells {

  /** Worker round trips a shrink may spend on one cell; the case reached by then is reported. */
  static final int SHRINK_CHECKS = 50;

  /**
   * Characters of a try's own evidence kept in the cell's detail (after the minimal case, or as the
   * reason a try said nothing), so that the detail keeps its end: how to repeat the cell.
   */
  private static final int DETAIL_EXCERPT = 300;

  /** How the tally names the tries of a property that evolves nothing (a plain round trip). */
  private static final String NO_EVOLUTION = "no evolution";

  private final CellExchanges exchanges;
  private final CellRecorder recorder;
  private final PropertyChecks checks;
  private final PropertyCases cases;
  private final long seed;

  /**
   * @param evolutionCells this configuration's curated evolution cells, which {@link
   *     Property#CONSISTENCY} compares with
   * @param seed the run's seed, to tell how to repeat a cell
   * @param generator the run's class generator, which makes the classes of a shrinker's candidates
   *     (each shape once, whichever configuration meets it first)
   */
  public PropertyCells(
      CellExchanges exchanges,
      CellRecorder recorder,
      List<CellResult> evolutionCells,
      PropertyCases cases,
      long seed,
      ClassGenerator generator) {
    this.exchanges = exchanges;
    this.recorder = recorder;
    this.checks = new PropertyChecks(exchanges, generator, outcomesByScenario(evolutionCells));
    this.cases = cases;
    this.seed = seed;
  }

  private static Map<String, Map<Direction, Outcome>> outcomesByScenario(List<CellResult> cells) {
    Map<String, Map<Direction, Outcome>> outcomes = new HashMap<>();
    for (CellResult cell : cells) {
      Outcome outcome = cell.harnessError() ? Outcome.SKIPPED : cell.outcome();
      outcomes
          .computeIfAbsent(cell.scenario(), id -> new EnumMap<>(Direction.class))
          .put(cell.direction(), outcome);
    }
    return outcomes;
  }

  /** Runs and records the properties in the order given, each a unit of the cell cache. */
  public void run(List<Property> properties) {
    for (Property property : properties) {
      List<PreparedCase> prepared = cases.of(property);
      exchanges.unit(
          PropertyCategory.ID + "/" + property.id() + "/seed " + seed + "/tries " + prepared.size(),
          () -> {
            long started = System.nanoTime();
            Exchange exchange = cell(property, prepared, started);
            recorder.record(property.id(), PropertyCategory.ID, Direction.ROUNDTRIP, exchange);
          });
    }
  }

  private Exchange cell(Property property, List<PreparedCase> prepared, long started) {
    String failure = exchanges.freshWorldsIfStatic();
    if (failure == null) {
      failure = defineAll(prepared);
    }
    if (failure != null) {
      return exchanges.harnessFault(failure, "random v1", "random vN");
    }
    Tally tally = new Tally();
    for (int i = 0; i < prepared.size(); i++) {
      TryOutcome outcome = checks.check(property, prepared.get(i).evolutionCase(), true);
      if (outcome.verdict() == TryOutcome.Verdict.HARNESS_ERROR) {
        return exchanges.harnessFault(
            "try " + i + " (seed " + (seed + i) + "): " + outcome.detail(),
            "random v1",
            "random vN");
      }
      tally.add(i, outcome, kinds(prepared.get(i).evolutionCase()));
    }
    long micros = (System.nanoTime() - started) / 1_000;
    String repeat = "repeat with --seed " + seed + " --tries " + prepared.size();
    if (tally.failed == 0) {
      if (tally.held == 0) {
        return exchanges.decided(
            new Verdict(
                Outcome.INCONCLUSIVE,
                "no try applied (" + repeat + "); the first: " + tally.firstNotApplicable),
            "random v1",
            "random vN",
            micros);
      }
      return exchanges.decided(
          new Verdict(
              Outcome.PASS,
              "held for "
                  + tally.held
                  + " tries"
                  + (tally.notApplicable > 0
                      ? "; "
                          + tally.notApplicable
                          + " said nothing ("
                          + tally.firstNotApplicable
                          + ")"
                      : "")
                  + "; "
                  + repeat),
          "random v1",
          "random vN",
          micros);
    }
    EvolutionCase failing = prepared.get(tally.worstTry).evolutionCase();
    Shrinker.Shrunk shrunk =
        Shrinker.shrink(
            failing, c -> checks.check(property, c, false).toCheckResult(), SHRINK_CHECKS);
    String detail =
        property.statement()
            + ": failed in "
            + tally.failed
            + " of "
            + prepared.size()
            + " tries ("
            + tally.failures()
            + "; "
            + tally.notApplicable
            + " said nothing); by evolution kind, a try counted under each kind of its chain: "
            + tally.byKind()
            + "; worst "
            + tally.worst.outcome()
            + ", first at try "
            + tally.worstTry
            + " (seed "
            + failing.seed()
            + "; "
            + repeat
            + "). Minimal case after "
            + shrunk.steps()
            + " shrink steps ("
            + shrunk.checks()
            + " checks), shown with the cell; it gives: "
            + abbreviate(shrunk.result().detail())
            + " | the try itself gave: "
            + abbreviate(tally.worst.detail());
    return exchanges.decided(
        new Verdict(
            tally.worst.outcome(), detail, render(shrunk.minimal()), tally.kindsThatBroke()),
        "random v1",
        "random vN",
        (System.nanoTime() - started) / 1_000);
  }

  /** The distinct evolution kinds of a case's chain, in order; a case without steps has none. */
  private static List<String> kinds(EvolutionCase evolutionCase) {
    List<String> kinds = evolutionCase.steps().stream().map(Evolution::id).distinct().toList();
    return kinds.isEmpty() ? List.of(NO_EVOLUTION) : kinds;
  }

  /** The case as source and values, and what its last version writes when a check uses it. */
  private static String render(EvolutionCase evolutionCase) {
    String rendered = evolutionCase.render();
    if (evolutionCase.steps().isEmpty()) {
      return rendered;
    }
    return rendered
        + "\n  v"
        + (evolutionCase.steps().size() + 1)
        + " writes: "
        + PropertyChecks.lastWritten(evolutionCase).render();
  }

  private static String abbreviate(String text) {
    return text.length() <= DETAIL_EXCERPT ? text : text.substring(0, DETAIL_EXCERPT) + "…";
  }

  /** Ships every prepared case's classes in one request per world. */
  private String defineAll(List<PreparedCase> prepared) {
    Map<String, byte[]> oldWorld = new HashMap<>();
    Map<String, byte[]> newWorld = new HashMap<>();
    for (PreparedCase preparedCase : prepared) {
      oldWorld.putAll(preparedCase.oldWorld());
      newWorld.putAll(preparedCase.newWorld());
    }
    return exchanges.define(oldWorld, newWorld);
  }

  /** Counts of a property's tries, and its worst failure. */
  private static final class Tally {
    int held;
    int failed;
    int notApplicable;
    String firstNotApplicable = "";
    TryOutcome worst;
    int worstTry = -1;
    final Map<Outcome, Integer> failuresByOutcome = new EnumMap<>(Outcome.class);
    final Map<String, Map<Outcome, Integer>> failuresByKind = new TreeMap<>();

    String failures() {
      return failuresByOutcome.entrySet().stream()
          .map(e -> e.getKey() + " " + e.getValue())
          .collect(Collectors.joining(", "));
    }

    /** {@code kind OUTCOME n, OUTCOME n; kind …}, kinds by name, outcomes worst first. */
    String byKind() {
      return failuresByKind.entrySet().stream()
          .map(
              kind ->
                  kind.getKey()
                      + " "
                      + kind.getValue().entrySet().stream()
                          .sorted(Map.Entry.<Outcome, Integer>comparingByKey().reversed())
                          .map(e -> e.getKey() + " " + e.getValue())
                          .collect(Collectors.joining(", ")))
          .collect(Collectors.joining("; "));
    }

    /**
     * The evolution kinds whose tries failed, by name: what the gate compares besides the outcome.
     */
    String kindsThatBroke() {
      return String.join(", ", failuresByKind.keySet());
    }

    void add(int index, TryOutcome outcome, List<String> kinds) {
      switch (outcome.verdict()) {
        case HELD -> held++;
        case NOT_APPLICABLE -> {
          if (notApplicable++ == 0) {
            firstNotApplicable = "try " + index + ": " + abbreviate(outcome.detail());
          }
        }
        case FAILED -> {
          failed++;
          failuresByOutcome.merge(outcome.outcome(), 1, Integer::sum);
          for (String kind : kinds) {
            failuresByKind
                .computeIfAbsent(kind, k -> new EnumMap<>(Outcome.class))
                .merge(outcome.outcome(), 1, Integer::sum);
          }
          if (worst == null || outcome.outcome().isWorseThan(worst.outcome())) {
            worst = outcome;
            worstTry = index;
          }
        }
        default -> throw new IllegalStateException("unexpected " + outcome);
      }
    }
  }
}
