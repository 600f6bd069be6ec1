package io.serialtck.report.html;

import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.category.CellCategory;
import io.serialtck.tck.category.RowText;
import java.util.Optional;

/**
 * What a row is about, as its category describes its scenario ({@link CellCategory#describe}: a
 * flexibility criterion's pass rule, a catalogue kind's change and value mapping, a chain's steps,
 * a property's statement, a hostile family or canary place), laid out for the page: the evolution
 * topic it is listed under and the link into the docs pages beside the report.
 */
final class RowDescriptions {

  private RowDescriptions() {}

  static RowAbout of(String category, String scenario) {
    return Categories.byId(category)
        .flatMap(c -> c.describe(scenario))
        .map(RowDescriptions::about)
        .orElse(RowAbout.UNKNOWN);
  }

  private static RowAbout about(RowText text) {
    Optional<EvolutionTopic> topic =
        text.listedByTopic()
            ? Optional.of(text.group().map(EvolutionTopic::of).orElse(EvolutionTopic.OTHER))
            : Optional.empty();
    return new RowAbout(
        topic, text.change(), text.passRule(), text.docs().map(DocsPages::href).orElse(""));
  }
}
