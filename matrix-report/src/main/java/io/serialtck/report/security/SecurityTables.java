package io.serialtck.report.security;

import io.serialtck.fixtures.HostileScenarios;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.results.ResultsDocument;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Builds the security table of every configuration that has {@code hostile} cells in a run. */
public final class SecurityTables {

  private SecurityTables() {}

  /**
   * One table per configuration with at least one {@code hostile} cell, in the run's order of
   * configurations; empty for a run without such cells.
   */
  public static List<ConfigurationSecurity> of(ResultsDocument results) {
    List<ConfigurationSecurity> tables = new ArrayList<>();
    for (ResultsDocument.Configuration configuration : results.configurations()) {
      List<CellResult> cells =
          results.cells().stream()
              .filter(cell -> cell.configuration().equals(configuration.id()))
              .filter(cell -> cell.category().equals(Categories.HOSTILE.id()))
              .toList();
      if (!cells.isEmpty()) {
        tables.add(ConfigurationSecurity.of(configuration, malformed(cells), canaries(cells)));
      }
    }
    return List.copyOf(tables);
  }

  private static List<MalformedRow> malformed(List<CellResult> cells) {
    return cells.stream()
        .filter(cell -> cell.scenario().startsWith(HostileScenarios.MALFORMED))
        .map(cell -> new MalformedRow(after(cell, HostileScenarios.MALFORMED), cell))
        .toList();
  }

  private static List<CanaryRow> canaries(List<CellResult> cells) {
    Map<String, CellResult> own = new LinkedHashMap<>();
    Map<String, CellResult> secure = new LinkedHashMap<>();
    List<String> places = new ArrayList<>();
    for (CellResult cell : cells) {
      String place;
      if (cell.scenario().startsWith(HostileScenarios.CANARY)) {
        place = after(cell, HostileScenarios.CANARY);
        own.put(place, cell);
      } else if (cell.scenario().startsWith(HostileScenarios.CANARY_SECURE)) {
        place = after(cell, HostileScenarios.CANARY_SECURE);
        secure.put(place, cell);
      } else {
        continue;
      }
      if (!places.contains(place)) {
        places.add(place);
      }
    }
    return places.stream()
        .map(
            place ->
                new CanaryRow(
                    place,
                    Optional.ofNullable(own.get(place)),
                    Optional.ofNullable(secure.get(place))))
        .toList();
  }

  private static String after(CellResult cell, String prefix) {
    return cell.scenario().substring(prefix.length());
  }
}
