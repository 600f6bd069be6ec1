package io.serialtck.tck.docs;

import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.evolution.catalogue.CatalogueKind;
import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.fixtures.Regression;
import io.serialtck.fixtures.Regressions;
import io.serialtck.fixtures.UncaughtRegression;
import io.serialtck.tck.score.ComparisonGroups;
import io.serialtck.tck.score.ScoredGroup;
import io.serialtck.tck.text.MarkdownText;
import io.serialtck.verdict.Outcome;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The tables of the documentation that are rendered from the kit's declarations, never typed: each
 * lives in one document between two marker lines ({@link GeneratedDocuments}).
 */
public enum GeneratedTable {

  /** Every flexibility criterion with its group and pass rule ({@link FlexibilityCriteria}). */
  CRITERIA("docs/flexibility-criteria.md", GeneratedTable::criteria),

  /** Every kind of the evolution catalogue with its texts and group ({@link Catalogue}). */
  CATALOGUE("docs/evolution-catalogue.md", GeneratedTable::catalogue),

  /** The twenty groups of the comparison score with their members ({@link ComparisonGroups}). */
  COMPARISON_GROUPS("docs/scores.md", GeneratedTable::comparisonGroups),

  /** The regressions the kit shows, with cell, versions, pair and finding ({@link Regressions}). */
  REGRESSIONS("docs/regressions.md", GeneratedTable::regressions),

  /** The regressions the kit does not show, why, and the cell that would ({@link Regressions}). */
  REGRESSIONS_NOT_CAUGHT("docs/regressions.md", GeneratedTable::regressionsNotCaught),

  /** Every outcome with its rank, mark, meaning and gate mode ({@link Outcome}). */
  OUTCOMES("docs/outcomes.md", GeneratedTable::outcomes),

  /** The sets of outcomes that scores and checks treat alike ({@link Outcome.Trait}). */
  OUTCOME_SETS("docs/outcomes.md", GeneratedTable::outcomeSets);

  private final String document;
  private final Supplier<String> renderer;

  GeneratedTable(String document, Supplier<String> renderer) {
    this.document = document;
    this.renderer = renderer;
  }

  /** The document that holds the table, relative to the kit's folder. */
  public String document() {
    return document;
  }

  /** The table's name in its marker lines. */
  public String marker() {
    return name().toLowerCase().replace('_', '-');
  }

  /** The table as Markdown, one line per row, ending with a line break. */
  public String render() {
    return renderer.get();
  }

  private static String criteria() {
    StringBuilder table =
        new StringBuilder(
            "| id | score group | passes when | fixture |\n| --- | --- | --- | --- |\n");
    for (Criterion criterion : FlexibilityCriteria.all()) {
      row(
          table,
          code(criterion.id()),
          code(criterion.group().id()),
          criterion.passRule(),
          code(simpleName(criterion.fixtureClass())));
    }
    return table.toString();
  }

  private static String catalogue() {
    StringBuilder table =
        new StringBuilder(
            "| id | change in the curated example | value mapping | §5.6 | score group |\n"
                + "| --- | --- | --- | --- | --- |\n");
    for (CatalogueKind kind : Catalogue.kinds()) {
      row(
          table,
          code(kind.id()),
          kind.text().example(),
          kind.text().valueMapping(),
          kind.text().javaSpecification(),
          code(kind.group().id()));
    }
    return table.toString();
  }

  private static String comparisonGroups() {
    StringBuilder table =
        new StringBuilder(
            "| id | title | flexibility criteria (`roundtrip`) | evolution scenarios (`backward`"
                + " and `forward`) | reason |\n| --- | --- | --- | --- | --- |\n");
    for (ScoredGroup group : ComparisonGroups.all()) {
      row(
          table,
          code(group.id()),
          group.title(),
          codes(group.criteria()),
          codes(group.evolutions()),
          group.reason());
    }
    return table.toString();
  }

  private static String regressions() {
    StringBuilder table =
        new StringBuilder(
            "| issue | library | what breaks | silent | cell | broken | fixed | served | pair |"
                + " what the kit found |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
                + " --- |\n");
    for (Regression regression : Regressions.caught()) {
      row(
          table,
          links(regression.issue(), regression.references()),
          regression.library(),
          regression.what(),
          regression.silent() ? "yes" : "no",
          code(regression.category().id() + "/" + regression.scenario()),
          regression.broken(),
          regression.fixed(),
          regression.served().text(),
          regression.pair().isEmpty() ? "none" : code(regression.pair()),
          regression.found());
    }
    return table.toString();
  }

  private static String outcomes() {
    StringBuilder table =
        new StringBuilder(
            "| rank | outcome | letter | colour | what happened | mode kept by the gate |\n"
                + "| ---: | --- | --- | --- | --- | --- |\n");
    for (Outcome outcome : Outcome.values()) {
      row(
          table,
          String.valueOf(outcome.rank()),
          code(outcome.name()),
          code(outcome.mark().letter()),
          code(outcome.mark().background()),
          outcome.description(),
          outcome.gateMode());
    }
    return table.toString();
  }

  private static String regressionsNotCaught() {
    StringBuilder table =
        new StringBuilder(
            "| issue | library | what breaks | why the kit does not show it | the cell that would"
                + " |\n| --- | --- | --- | --- | --- |\n");
    for (UncaughtRegression regression : Regressions.uncaught()) {
      row(
          table,
          links(regression.issue(), regression.references()),
          regression.library(),
          regression.what(),
          regression.why(),
          regression.cellNeeded());
    }
    return table.toString();
  }

  private static String outcomeSets() {
    StringBuilder table =
        new StringBuilder("| set | outcomes | what they have in common |\n| --- | --- | --- |\n");
    for (Outcome.Trait trait : Outcome.Trait.values()) {
      row(
          table,
          "*" + trait.title() + "*",
          codes(trait.members().stream().map(Outcome::name).toList()),
          trait.meaning());
    }
    return table.toString();
  }

  /** The issue, then its references as numbered links. */
  private static String links(String issue, List<String> references) {
    StringBuilder text = new StringBuilder(issue);
    for (int i = 0; i < references.size(); i++) {
      text.append(i == 0 ? " " : ", ")
          .append("[")
          .append(i + 1)
          .append("](")
          .append(references.get(i))
          .append(")");
    }
    return text.toString();
  }

  private static void row(StringBuilder table, String... cells) {
    table.append('|');
    for (String cell : cells) {
      table.append(cell.isEmpty() ? " " : " " + MarkdownText.tableCell(cell) + " ").append('|');
    }
    table.append('\n');
  }

  private static String codes(List<String> ids) {
    return ids.stream().map(GeneratedTable::code).collect(Collectors.joining(", "));
  }

  private static String code(String text) {
    return "`" + text + "`";
  }

  private static String simpleName(String binaryName) {
    return binaryName.substring(binaryName.lastIndexOf('.') + 1).replace('$', '.');
  }
}
