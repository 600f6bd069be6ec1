package io.serialtck.report.podium;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsDocument.Configuration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A run's cells by configuration, for the configurations that have cells, in the run's order: what
 * the podium and the views per need rank.
 *
 * @param byConfiguration each configuration's cells, by its id
 * @param configurations the configurations that have cells
 */
record RunCells(Map<String, List<CellResult>> byConfiguration, List<Configuration> configurations) {

  static RunCells of(ResultsDocument results) {
    Map<String, List<CellResult>> grouped = new LinkedHashMap<>();
    for (CellResult cell : results.cells()) {
      grouped.computeIfAbsent(cell.configuration(), id -> new ArrayList<>()).add(cell);
    }
    Map<String, List<CellResult>> byConfiguration = new LinkedHashMap<>();
    List<Configuration> configurations = new ArrayList<>();
    for (Configuration configuration : results.configurations()) {
      List<CellResult> own = grouped.get(configuration.id());
      if (own != null) {
        byConfiguration.put(configuration.id(), List.copyOf(own));
        configurations.add(configuration);
      }
    }
    return new RunCells(byConfiguration, configurations);
  }
}
