package io.serialtck.tck;

/**
 * One side of a cell.
 *
 * @param jdk the JDK version of the worker that ran this side
 * @param libraryVersion the library version loaded in this side's world
 * @param classVersion {@code v1} or {@code v2}
 */
public record Side(String jdk, String libraryVersion, String classVersion) {

  public Side withClassVersion(String version) {
    return new Side(jdk, libraryVersion, version);
  }
}
