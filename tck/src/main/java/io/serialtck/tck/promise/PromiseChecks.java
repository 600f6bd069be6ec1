package io.serialtck.tck.promise;

import io.serialtck.tck.CellResult;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Checks a run's cells against each configuration's declared promises ({@link Promises}): a cell a
 * clause speaks of whose outcome the clause lists as breaking is a {@link PromiseBreak}. Computed
 * from the cells alone, like the scores, so a merged or re-read document gets the same list.
 */
public final class PromiseChecks {

  private PromiseChecks() {}

  /**
   * One entry per configuration that has cells, in the order of the cells, its promises declared by
   * {@link Promises#of}.
   */
  public static List<ConfigurationPromises> of(List<CellResult> cells) {
    return of(cells, Promises::of);
  }

  /** The same, with the declarations taken from {@code declarations}. */
  public static List<ConfigurationPromises> of(
      List<CellResult> cells, Function<String, Declaration> declarations) {
    Set<String> configurations = new LinkedHashSet<>();
    cells.forEach(c -> configurations.add(c.configuration()));
    List<ConfigurationPromises> checked = new ArrayList<>();
    for (String configuration : configurations) {
      checked.add(check(configuration, declarations.apply(configuration), cells));
    }
    return List.copyOf(checked);
  }

  /** The configuration's cells checked against its declaration. */
  public static ConfigurationPromises check(
      String configuration, Declaration declaration, List<CellResult> cells) {
    int covered = 0;
    List<PromiseBreak> breaks = new ArrayList<>();
    for (CellResult cell : cells) {
      if (!cell.configuration().equals(configuration) || cell.harnessError()) {
        continue;
      }
      boolean counted = false;
      for (Promise promise : declaration.promises()) {
        for (Clause clause : promise.clauses()) {
          if (!clause.covers(cell)) {
            continue;
          }
          if (!counted) {
            covered++;
            counted = true;
          }
          if (clause.brokenBy(cell)) {
            breaks.add(
                new PromiseBreak(
                    promise.id(),
                    clause.says(),
                    cell.category(),
                    cell.scenario(),
                    cell.direction(),
                    cell.outcome(),
                    cell.mode()));
          }
        }
      }
    }
    return new ConfigurationPromises(
        configuration,
        declaration.promises().stream().map(ConfigurationPromises.DeclaredPromise::of).toList(),
        declaration.withoutPromise(),
        covered,
        breaks);
  }
}
