package io.serialtck.tck.category;

import io.serialtck.evolution.catalogue.ComparisonGroup;
import java.util.Optional;

/**
 * What a report says of a row beside its label, from the declaration of its scenario.
 *
 * @param listedByTopic whether the report lists the row under a topic of the class changes (the
 *     evolution rows): the topic of {@code group}, or the "other changes" when there is no group
 * @param group the comparison group whose topic the row is listed under, for a catalogued change
 * @param change what changes between writer and reader, Markdown code spans allowed; empty for a
 *     round trip
 * @param passRule when a cell of the row is PASS, Markdown code spans allowed; empty when the kit
 *     does not declare the scenario
 * @param docs where the scenario's entry is in the docs pages beside the report, if it has one
 */
public record RowText(
    boolean listedByTopic,
    Optional<ComparisonGroup> group,
    String change,
    String passRule,
    Optional<Docs> docs) {

  /** A row not listed by topic. */
  public static RowText of(String change, String passRule, Docs docs) {
    return new RowText(false, Optional.empty(), change, passRule, Optional.ofNullable(docs));
  }

  /** A row listed under the topic of {@code group} (null: the other changes). */
  public static RowText underTopic(
      ComparisonGroup group, String change, String passRule, Docs docs) {
    return new RowText(
        true, Optional.ofNullable(group), change, passRule, Optional.ofNullable(docs));
  }

  /**
   * An entry of a docs page.
   *
   * @param page the page's name without its extension: {@code flexibility-criteria}, {@code
   *     evolution-catalogue}, {@code properties}, {@code hostile}
   * @param anchor the entry's anchor on it: {@code criterion-enum}, {@code kind-field-added}
   */
  public record Docs(String page, String anchor) {}
}
