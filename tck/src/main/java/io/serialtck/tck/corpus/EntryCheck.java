package io.serialtck.tck.corpus;

import io.serialtck.verdict.Outcome;

/**
 * How one stored entry read with the current build.
 *
 * @param entry the manifest's entry
 * @param status what the check found
 * @param outcome the read's outcome, for {@link Status#READ} and {@link Status#FAILED}; else null
 * @param detail why, when the entry did not read
 * @param readerVersion the library version that read it (the current build's)
 * @param readerJdk the JDK version the reader ran on
 */
public record EntryCheck(
    CorpusEntry entry,
    Status status,
    Outcome outcome,
    String detail,
    String readerVersion,
    String readerJdk) {

  /** What checking an entry found. */
  public enum Status {
    /** The bytes read as the criterion's pass rule says. */
    READ,
    /** The bytes were read, or reading failed, and the outcome is not PASS. */
    FAILED,
    /** A file is missing or its SHA-256 is not the manifest's: edited or corrupted. */
    TAMPERED,
    /** The configuration or the fixture is no longer registered. */
    STALE,
    /** The configuration does not run on this JDK; nothing was read. */
    NOT_RUN
  }

  /** Whether the entry counts against the corpus (not read, and not merely not run here). */
  public boolean broken() {
    return status != Status.READ && status != Status.NOT_RUN;
  }

  /** One line for a report: which entry, who wrote it, who read it, and what happened. */
  public String describe() {
    String written =
        entry.key()
            + " (written by "
            + entry.library()
            + " "
            + entry.version()
            + " on JDK "
            + entry.jdk()
            + ")";
    return switch (status) {
      case READ -> written + " reads with " + readerVersion + " on JDK " + readerJdk;
      case FAILED ->
          written
              + " does not read with "
              + entry.library()
              + " "
              + readerVersion
              + " on JDK "
              + readerJdk
              + ": "
              + outcome
              + ": "
              + detail;
      case TAMPERED, STALE, NOT_RUN -> written + ": " + status + ": " + detail;
    };
  }
}
