package io.serialtck.tck.category;

/**
 * A category made ready for one run ({@link MatrixCategory#prepare}): it holds what it generated or
 * resolved for the run, and runs one configuration's cells at a time, from several threads at once
 * (one per configuration run in parallel).
 */
@FunctionalInterface
public interface PreparedCategory {

  /**
   * Runs the cells of this category that {@code cells} asks for one configuration ({@link
   * ConfigurationCells#runs}), recording each in its recorder in the order of {@link
   * MatrixCategory#cellKeys}.
   */
  void run(ConfigurationCells cells);
}
