package io.serialtck.report.promise;

import io.serialtck.tck.promise.ConfigurationPromises;
import io.serialtck.tck.promise.ConfigurationPromises.DeclaredPromise;
import io.serialtck.tck.promise.PromiseBreak;
import io.serialtck.tck.text.MarkdownText;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The documented promises as Markdown, from {@code results.json}'s {@code promises}: the whole file
 * ({@code matrix/promises.md}: each configuration's promises, quoted with their sources, and every
 * cell that breaks one) and the short section of {@code matrix.md} that counts them. Texts taken
 * from the promises (titles, quotes, clauses, notes) are escaped with the reports' {@link
 * MarkdownText}.
 */
public final class PromiseMarkdown {

  private static final String INTRO =
      "What each configuration's library documents about compatibility, checked against the"
          + " run's cells: a cell a promise speaks of whose outcome the promise rules out (a"
          + " change the documentation calls compatible that is rejected, loses or corrupts a"
          + " value; a read it says fails that completes) breaks it.";

  private PromiseMarkdown() {}

  /** Whether any configuration of the run declares a promise: else there is nothing to show. */
  public static boolean hasPromises(List<ConfigurationPromises> promises) {
    return promises.stream().anyMatch(p -> !p.promises().isEmpty());
  }

  /**
   * The section of {@code matrix.md}: one line per configuration with its promises, the cells they
   * speak of and how many break them; empty when no configuration of the run declares a promise.
   *
   * @param file the relative link to the promises file
   */
  public static String summary(List<ConfigurationPromises> promises, String file) {
    if (!hasPromises(promises)) {
      return "";
    }
    StringBuilder md = new StringBuilder("## Documented promises\n\n");
    md.append(INTRO)
        .append(" The promises, their sources and every breaking cell: [")
        .append(file)
        .append("](")
        .append(file)
        .append(").\n\n")
        .append(
            "| configuration | documented promises | cells they speak of | cells that break them |\n")
        .append("|---|---|---|---|\n");
    for (ConfigurationPromises configuration : promises) {
      md.append("| `")
          .append(configuration.configuration())
          .append("` | ")
          .append(
              configuration.promises().isEmpty()
                  ? "none"
                  : configuration.promises().stream()
                      .map(p -> "[`" + p.id() + "`](" + p.url() + ")")
                      .collect(Collectors.joining(", ")))
          .append(" | ")
          .append(configuration.promises().isEmpty() ? "" : configuration.coveredCells())
          .append(" | ")
          .append(configuration.promises().isEmpty() ? "" : configuration.breaks().size())
          .append(" |\n");
    }
    return md.append('\n').toString();
  }

  /**
   * The file: per configuration its promises (title, source, quote, clauses, how the kit applies
   * it), what it has no promise for, and the cells that break a promise.
   *
   * @param backLink the relative link to {@code matrix.md}
   */
  public static String file(List<ConfigurationPromises> promises, String backLink) {
    StringBuilder md =
        new StringBuilder("# SerialTCK documented promises\n\n[Back to the matrix](");
    md.append(backLink).append(")\n\n").append(INTRO).append("\n\n");
    for (ConfigurationPromises configuration : promises) {
      md.append("## `").append(configuration.configuration()).append("`\n\n");
      for (DeclaredPromise promise : configuration.promises()) {
        md.append("- **")
            .append(MarkdownText.inline(promise.title()))
            .append("** (`")
            .append(promise.id())
            .append("`, [source](")
            .append(promise.url())
            .append(")): \"")
            .append(MarkdownText.inline(promise.quote()))
            .append("\"\n");
        promise
            .clauses()
            .forEach(
                clause ->
                    md.append("  - checked: ").append(MarkdownText.inline(clause)).append('\n'));
        if (!promise.note().isEmpty()) {
          md.append("  - as the kit applies it: ")
              .append(MarkdownText.inline(promise.note()))
              .append('\n');
        }
      }
      if (!configuration.withoutPromise().isEmpty()) {
        md.append(
                configuration.promises().isEmpty()
                    ? "- No documented promise: "
                    : "- Beyond them: ")
            .append(MarkdownText.inline(configuration.withoutPromise()))
            .append('\n');
      }
      md.append('\n');
      if (configuration.promises().isEmpty()) {
        continue;
      }
      md.append(configuration.coveredCells())
          .append(" cells spoken of, ")
          .append(configuration.breaks().size())
          .append(configuration.breaks().size() == 1 ? " breaks" : " break")
          .append(" a promise")
          .append(configuration.breaks().isEmpty() ? ".\n\n" : ":\n\n");
      if (!configuration.breaks().isEmpty()) {
        md.append("| cell | outcome | promise | clause |\n|---|---|---|---|\n");
        for (PromiseBreak broken : configuration.breaks()) {
          md.append("| `")
              .append(broken.cell())
              .append("` | ")
              .append(broken.outcome())
              .append(
                  broken.mode().isEmpty() ? "" : " [" + MarkdownText.tableCell(broken.mode()) + "]")
              .append(" | `")
              .append(broken.promise())
              .append("` | ")
              .append(MarkdownText.tableCell(broken.clause()))
              .append(" |\n");
        }
        md.append('\n');
      }
    }
    return md.toString();
  }
}
