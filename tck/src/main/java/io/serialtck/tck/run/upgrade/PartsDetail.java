package io.serialtck.tck.run.upgrade;

import java.util.Optional;

/**
 * How the detail of an upgrade cell answered part by part starts ({@link UpgradeCells}): a side did
 * not round-trip the whole fixture, nor its simpler variant, so each part of the fixture (its root
 * with one field kept, every other at its default) was asked on its own, and the cell is the worst
 * outcome across among the parts both sides round-trip alone. The start names the part whose
 * outcome the cell has, so that a reproducer asks that part.
 */
public final class PartsDetail {

  /** How such a detail starts; the part's name follows, then {@link #PART_END}. */
  public static final String PREFIX = "asked part by part, the outcome of part ";

  /** What follows the part's name. */
  public static final String PART_END = ", since ";

  private PartsDetail() {}

  /** The start of the detail of a cell whose outcome is part {@code part}'s across. */
  static String start(String part) {
    return PREFIX + part + PART_END;
  }

  /** The part whose outcome a cell has, when its detail says it was asked part by part. */
  public static Optional<String> part(String detail) {
    if (detail == null || !detail.startsWith(PREFIX)) {
      return Optional.empty();
    }
    int end = detail.indexOf(PART_END, PREFIX.length());
    return end < 0 ? Optional.empty() : Optional.of(detail.substring(PREFIX.length(), end));
  }
}
