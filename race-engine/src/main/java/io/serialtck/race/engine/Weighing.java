package io.serialtck.race.engine;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Weight;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.results.ResultsDocument;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The weighing of a matrix run without a race: the sizes its payload cells recorded, as a race
 * document with no timings, so the reports show sizes after every {@code serialtck run}.
 */
public final class Weighing {

  /** The mode of a document that was weighed, not timed. */
  public static final String MODE = "weighing";

  private Weighing() {}

  /** The weighing of a run, or empty when it has no payload cell (a run of other criteria). */
  public static Optional<RaceDocument> of(ResultsDocument results) {
    Map<String, CellResult> cells = new HashMap<>();
    for (CellResult cell : results.cells()) {
      if (cell.category().equals(Categories.FLEXIBILITY.id())
          && cell.direction() == Direction.ROUNDTRIP
          && Payloads.isPayload(cell.scenario())) {
        cells.put(cell.configuration() + " " + cell.scenario(), cell);
      }
    }
    if (cells.isEmpty()) {
      return Optional.empty();
    }
    List<RaceRow> rows = new ArrayList<>();
    for (ResultsDocument.Configuration configuration : results.configurations()) {
      for (Payload payload : Payloads.all()) {
        CellResult cell = cells.get(configuration.id() + " " + payload.id());
        if (cell != null) {
          rows.add(row(configuration, payload, cell));
        }
      }
    }
    ResultsDocument.Run run = results.run();
    return Optional.of(
        new RaceDocument(
            RaceDocument.SCHEMA,
            run.jdk(),
            "",
            run.startedAt(),
            Math.round(run.durationMs() / 600.0) / 100.0,
            new RaceSettings(MODE, 0, 0, 0, 0, 0),
            Weight.DEFLATE,
            Payloads.all().stream().map(p -> new RacePayload(p.id(), p.sessionBytes())).toList(),
            rows));
  }

  private static RaceRow row(
      ResultsDocument.Configuration configuration, Payload payload, CellResult cell) {
    String detail = cell.weight() != null ? "" : "not weighed: " + cell.detail();
    return new RaceRow(
        configuration.id(),
        configuration.library(),
        configuration.version(),
        payload.id(),
        cell.outcome().name(),
        detail,
        cell.weight(),
        null,
        null);
  }
}
