package io.serialtck.tck;

/**
 * A cell's identity without its outcome: what a baseline line names and what a shard is cut from.
 *
 * @param category the lower-case category id ({@code flexibility}, {@code evolution}, ...)
 */
public record CellKey(String configuration, String category, String scenario, Direction direction) {

  public static CellKey of(CellResult cell) {
    return new CellKey(cell.configuration(), cell.category(), cell.scenario(), cell.direction());
  }

  /** {@code category/scenario/direction}: the cell within its configuration. */
  public String path() {
    return category + "/" + scenario + "/" + direction.id();
  }
}
