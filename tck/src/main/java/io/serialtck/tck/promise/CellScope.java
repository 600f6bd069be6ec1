package io.serialtck.tck.promise;

import io.serialtck.evolution.ClassStyle;
import io.serialtck.fixtures.ValueSweeps;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.category.CellCategory;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The cells a clause of a promise speaks of: a category, the kinds of its scenarios, the
 * directions, and conditions on the values they carry and the versions that wrote and read them.
 *
 * <p>An evolution cell's kind is its scenario id without class style and value sweep: {@code
 * bean:long-to-int@long-max} is of kind {@code long-to-int}, so that a kind names both styles and
 * every sweep. Any other cell's kind is its scenario id. A kind ending in {@code *} names every
 * scenario it starts ({@code library:*}).
 *
 * @param category the cells' category
 * @param kinds the kinds of scenario, in the order the promise lists them
 * @param directions the directions spoken of
 * @param values which evolution cells, by the values they carry
 * @param versions which upgrade cells, by the library versions of their sides
 */
public record CellScope(
    CellCategory category,
    List<String> kinds,
    Set<Direction> directions,
    ValueCondition values,
    VersionCondition versions) {

  public CellScope {
    Objects.requireNonNull(category, "category");
    kinds = List.copyOf(kinds);
    directions = Set.copyOf(directions);
    Objects.requireNonNull(values, "values");
    Objects.requireNonNull(versions, "versions");
  }

  /** Evolution cells of these kinds in these directions, whatever their values. */
  public static CellScope evolution(List<String> kinds, Set<Direction> directions) {
    return new CellScope(
        Categories.EVOLUTION, kinds, directions, ValueCondition.ANY, VersionCondition.ANY);
  }

  /** The same cells, only those whose values meet {@code condition}. */
  public CellScope carrying(ValueCondition condition) {
    return new CellScope(category, kinds, directions, condition, versions);
  }

  /** Whether this scope speaks of the cell. */
  public boolean covers(CellResult cell) {
    if (!category.id().equals(cell.category()) || !directions.contains(cell.direction())) {
      return false;
    }
    String kind = kindOf(cell);
    if (kinds.stream().noneMatch(k -> names(k, kind))) {
      return false;
    }
    if (!versions.holds(
        cell.writer() == null ? null : cell.writer().libraryVersion(),
        cell.reader() == null ? null : cell.reader().libraryVersion())) {
      return false;
    }
    return switch (values) {
      case ANY -> true;
      case REPRESENTABLE -> Representability.of(cell.scenario(), cell.direction()).orElse(false);
      case UNREPRESENTABLE -> !Representability.of(cell.scenario(), cell.direction()).orElse(true);
    };
  }

  /** A cell's kind: an evolution scenario without its style and sweep, else its scenario. */
  static String kindOf(CellResult cell) {
    return Categories.EVOLUTION.id().equals(cell.category())
        ? ValueSweeps.sweptId(ClassStyle.unstyled(cell.scenario()))
        : cell.scenario();
  }

  private static boolean names(String kind, String actual) {
    return kind.endsWith("*")
        ? actual.startsWith(kind.substring(0, kind.length() - 1))
        : kind.equals(actual);
  }
}
