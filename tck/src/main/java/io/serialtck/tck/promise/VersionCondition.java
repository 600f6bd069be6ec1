package io.serialtck.tck.promise;

/** Which upgrade cells a clause speaks of by the library versions of their two sides. */
public enum VersionCondition {
  /** Every cell, whatever versions wrote and read it. */
  ANY,
  /** Only cells whose writer and reader ran two versions of one major version (5.5.0, 5.6.2). */
  SAME_MAJOR;

  /** Whether a writer at {@code writer} and a reader at {@code reader} meet this condition. */
  public boolean holds(String writer, String reader) {
    if (this == ANY) {
      return true;
    }
    if (writer == null || reader == null || writer.equals(reader)) {
      return false;
    }
    return major(writer).equals(major(reader));
  }

  private static String major(String version) {
    int dot = version.indexOf('.');
    return dot < 0 ? version : version.substring(0, dot);
  }
}
