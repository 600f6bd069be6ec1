package io.serialtck.tck.results;

/** The notice every report of a run that did not finish opens with. */
public final class IncompleteRun {

  private IncompleteRun() {}

  /** One sentence: the run did not finish, and what the report therefore holds. */
  public static String notice(ResultsDocument results) {
    return "Incomplete run: it was interrupted or killed before it finished; this report holds the "
        + results.cells().size()
        + " cells finished by then, and its scores count only those. Resume it with"
        + " ./serialtck run --resume and the same options.";
  }
}
