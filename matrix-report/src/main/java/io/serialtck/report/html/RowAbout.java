package io.serialtck.report.html;

import java.util.Optional;

/**
 * What the page says of a row beside its label, taken from where the scenario is declared.
 *
 * @param topic the evolution topic the row is listed under, for an evolution row whose change is
 *     catalogued
 * @param change what changes between writer and reader, Markdown code spans allowed; empty for a
 *     round trip
 * @param passRule when a cell of the row is PASS, Markdown code spans allowed; empty when the kit
 *     does not declare the scenario
 * @param docsHref the link to the scenario's entry in the docs pages beside the report ({@link
 *     DocsPages}), relative to the report's folder; empty when there is none
 */
record RowAbout(Optional<EvolutionTopic> topic, String change, String passRule, String docsHref) {

  /** A row of a scenario this kit does not declare (a newer or an outside kit's). */
  static final RowAbout UNKNOWN = new RowAbout(Optional.empty(), "", "", "");

  boolean isEmpty() {
    return change.isEmpty() && passRule.isEmpty();
  }
}
