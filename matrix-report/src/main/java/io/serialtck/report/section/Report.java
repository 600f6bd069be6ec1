package io.serialtck.report.section;

import io.serialtck.race.engine.RaceDocument;
import io.serialtck.tck.results.ResultsDocument;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A run's report before it is rendered: what every format is rendered from ({@code results.json},
 * and {@code race.json} when a race or a weighing wrote one) and the sections it is made of, in
 * their order. What several sections derive from the results (the matrix of the page, the security
 * tables) is derived once.
 */
public final class Report {

  private final ResultsDocument results;
  private final Optional<RaceDocument> race;
  private final List<ReportSection> sections;
  private final Map<Function<ResultsDocument, ?>, Object> derived = new HashMap<>();

  /**
   * @param sections every section a report can have, in their order; each says whether this run has
   *     it
   */
  public Report(
      ResultsDocument results, Optional<RaceDocument> race, List<ReportSection> sections) {
    this.results = results;
    this.race = race;
    this.sections = List.copyOf(sections);
  }

  public ResultsDocument results() {
    return results;
  }

  public Optional<RaceDocument> race() {
    return race;
  }

  /** The sections this run's reports have, in their order. */
  public List<ReportSection> sections() {
    return sections.stream().filter(section -> section.isIn(this)).toList();
  }

  /**
   * What {@code derivation} makes of the results, made once per report. Pass the same function
   * object each time (a constant): it is the key.
   */
  @SuppressWarnings("unchecked")
  public <T> T derived(Function<ResultsDocument, T> derivation) {
    Object value = derived.get(derivation);
    if (value == null) {
      value = derivation.apply(results);
      derived.put(derivation, value);
    }
    return (T) value;
  }
}
