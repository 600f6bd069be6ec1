package io.serialtck.report.cli;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.tck.results.ResultsDocument;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where a run's time went, per configuration: its cells and those the cell cache answered, its wall
 * time, the seconds its cells took per category (a column per category of {@link
 * Categories#MATRIX}, headed by its {@link MatrixCategory#timingColumn}), and the rest (starting
 * workers, creating worlds, defining classes, the round trips that decide NO_ROUND_TRIP), with the
 * totals that bound how fast the run can be on this machine.
 */
final class TimingTable {

  private static final List<MatrixCategory> CATEGORIES = Categories.MATRIX;

  private TimingTable() {}

  static void print(PrintStream out, ResultsDocument results) {
    Map<String, Map<String, Long>> micros = cellMicros(results.cells());
    StringBuilder headings = new StringBuilder();
    for (MatrixCategory category : CATEGORIES) {
      headings.append(String.format(" %7s", category.timingColumn()));
    }
    out.printf(
        "  %-26s %6s %6s %6s %8s %7s %7s %s %7s%n",
        "configuration",
        "cells",
        "cached",
        "worlds",
        "classes",
        "workers",
        "wall s",
        headings,
        "other s");
    long wallTotal = 0;
    long[] categoryTotals = new long[CATEGORIES.size()];
    for (ConfigurationTiming configuration : results.timing().configurations()) {
      Map<String, Long> perCategory = micros.getOrDefault(configuration.configuration(), Map.of());
      long inCells = 0;
      StringBuilder categories = new StringBuilder();
      for (int i = 0; i < CATEGORIES.size(); i++) {
        long categoryMicros = perCategory.getOrDefault(CATEGORIES.get(i).id(), 0L);
        inCells += categoryMicros;
        categoryTotals[i] += categoryMicros;
        categories.append(String.format(" %7s", seconds(categoryMicros / 1000)));
      }
      long wall = configuration.wallMillis();
      wallTotal += wall;
      out.printf(
          "  %-26s %6d %6d %6d %8d %7d %7s %s %7s%n",
          configuration.configuration(),
          configuration.cells(),
          configuration.cachedCells(),
          configuration.worldsCreated(),
          configuration.classesDefined(),
          configuration.workerStarts(),
          seconds(wall),
          categories,
          seconds(Math.max(0, wall - inCells / 1000)));
    }
    long cellMillis = 0;
    StringBuilder totals = new StringBuilder();
    for (long total : categoryTotals) {
      cellMillis += total / 1000;
      totals.append(String.format(" %7s", seconds(total / 1000)));
    }
    out.printf(
        "  %-26s %6s %6s %6s %8s %7s %7s %s %7s%n",
        "total (configuration-s)",
        "",
        "",
        "",
        "",
        "",
        seconds(wallTotal),
        totals,
        seconds(Math.max(0, wallTotal - cellMillis)));
  }

  private static Map<String, Map<String, Long>> cellMicros(List<CellResult> cells) {
    Map<String, Map<String, Long>> micros = new LinkedHashMap<>();
    for (CellResult cell : cells) {
      micros
          .computeIfAbsent(cell.configuration(), k -> new LinkedHashMap<>())
          .merge(cell.category(), cell.durationMicros(), Long::sum);
    }
    return micros;
  }

  private static String seconds(long millis) {
    return String.format("%.1f", millis / 1000.0);
  }
}
