package io.serialtck.report.cli;

import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.CellFilter;
import io.serialtck.tck.plan.Plan;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --categories} and {@code --scenarios}: the part of the plan's cells a run asks ({@link
 * CellFilter}). The filter goes into the plan, so the run, its progress count, its shards and its
 * plan fingerprint agree on the cells.
 */
final class CellFilterOptions {

  @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
  CommandLine.Model.CommandSpec mixee;

  @Option(
      names = "--categories",
      split = ",",
      paramLabel = "CATEGORY",
      converter = CategoryConverter.class,
      completionCandidates = CategoryIds.class,
      description =
          "Only the cells of these categories, comma-separated: ${COMPLETION-CANDIDATES}.")
  List<MatrixCategory> categories = new ArrayList<>();

  @Option(
      names = "--scenarios",
      split = ",",
      paramLabel = "GLOB",
      description =
          "Only the cells whose scenario id matches one of these globs, comma-separated (* any"
              + " characters, ? one; quote them for the shell), e.g. 'field-*', 'bean:*',"
              + " 'library:*', fidelity. A glob that matches no cell of the run is an error.")
  List<String> scenarios = new ArrayList<>();

  /**
   * The plan asking only the chosen cells; a glob that matches no cell of the selected
   * configurations, or a filter that leaves no cell, is a usage error.
   */
  Plan apply(Plan plan, List<RegisteredConfiguration> selected) {
    if (categories.isEmpty() && scenarios.isEmpty()) {
      return plan;
    }
    Plan filtered;
    try {
      filtered =
          plan.withFilter(
              Categories.filter(categories.stream().map(MatrixCategory::id).toList(), scenarios));
      new PlannedCells(filtered)
          .requireFilterMatches(selected.stream().map(RegisteredConfiguration::id).toList());
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(mixee.commandLine(), e.getMessage());
    }
    return filtered;
  }

  /** The category ids, as {@code --categories} takes them. */
  static final class CategoryIds implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return Categories.matrixIds().iterator();
    }
  }

  /** A category by its id ({@code flexibility}); anything else names the valid ids. */
  static final class CategoryConverter implements CommandLine.ITypeConverter<MatrixCategory> {
    @Override
    public MatrixCategory convert(String value) {
      return Categories.inMatrix(value).orElseThrow(() -> unknown(value));
    }

    private static CommandLine.TypeConversionException unknown(String value) {
      return new CommandLine.TypeConversionException(
          "unknown category '"
              + value
              + "'; valid: "
              + String.join(", ", new CategoryIds())
              + " (comma-separated)");
    }
  }
}
