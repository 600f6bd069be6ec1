package io.serialtck.tck.promise;

import java.util.List;

/**
 * A configuration's documented promises and the cells of a run that break them: one entry of {@code
 * results.json}'s {@code promises}.
 *
 * @param configuration the configuration's id
 * @param promises the promises its library documents that apply to it, each with its source
 * @param withoutPromise why a part of its behaviour has no promise; empty when nothing to say
 * @param coveredCells how many of the run's cells the promises speak of
 * @param breaks the cells whose outcome breaks a promise, in the run's order
 */
public record ConfigurationPromises(
    String configuration,
    List<DeclaredPromise> promises,
    String withoutPromise,
    int coveredCells,
    List<PromiseBreak> breaks) {

  public ConfigurationPromises {
    promises = List.copyOf(promises);
    withoutPromise = withoutPromise == null ? "" : withoutPromise;
    breaks = List.copyOf(breaks);
  }

  /**
   * A promise as results carry it: its id, title, source and quote, and what its clauses say.
   *
   * @param note how the kit applies it, where the quote does not say
   */
  public record DeclaredPromise(
      String id, String title, String url, String quote, List<String> clauses, String note) {

    public DeclaredPromise {
      clauses = List.copyOf(clauses);
      note = note == null ? "" : note;
    }

    static DeclaredPromise of(Promise promise) {
      return new DeclaredPromise(
          promise.id(),
          promise.title(),
          promise.url(),
          promise.quote(),
          promise.clauses().stream().map(Clause::says).toList(),
          promise.note());
    }
  }
}
