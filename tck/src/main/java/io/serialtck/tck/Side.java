package io.serialtck.tck;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One side of a cell.
 *
 * @param jdk the JDK version of the worker that ran this side
 * @param libraryVersion the library version loaded in this side's world
 * @param classVersion {@code v1} or {@code v2}
 * @param configuration the configuration this side ran, for a side of a migration (two
 *     configurations of one format, {@code migration:} and {@code migration-evolution:} cells),
 *     whose sides are two configurations; null for every other cell, whose sides both run the
 *     cell's configuration
 */
public record Side(
    String jdk,
    String libraryVersion,
    String classVersion,
    @JsonInclude(JsonInclude.Include.NON_NULL) String configuration) {

  /** A side that runs the cell's own configuration. */
  public Side(String jdk, String libraryVersion, String classVersion) {
    this(jdk, libraryVersion, classVersion, null);
  }

  public Side withClassVersion(String version) {
    return new Side(jdk, libraryVersion, version, configuration);
  }
}
