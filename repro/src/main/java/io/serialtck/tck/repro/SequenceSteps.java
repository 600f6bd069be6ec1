package io.serialtck.tck.repro;

import io.serialtck.tck.run.stateful.StatefulSequence;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The steps of a {@code stateful} cell's sequence as the kit's {@code StatefulCells} asks them of
 * the held instance, and the bytes fresh writers write for them first: the program a reproducer
 * writes and the verdict it reads back both follow this.
 */
final class SequenceSteps {

  private SequenceSteps() {}

  /** Bytes a fresh writer writes before the held instance reads them. */
  enum Bytes {
    /** What a fresh writer of v1 writes (v1's classes). */
    V1("v1", "v1's bytes", true),
    /** What a fresh writer of v2 writes (v2's classes). */
    V2("v2", "v2's bytes", false),
    /** The first half of {@link #V2}: bytes of an unexpected shape. */
    TRUNCATED("truncated", "v2's bytes cut in half", false),
    /** What a fresh writer of v1's classes renamed into another package writes: another class. */
    OTHER("other", "another class's bytes (v1's classes renamed)", true);

    private final String file;
    private final String description;
    private final boolean oldSide;

    Bytes(String file, String description, boolean oldSide) {
      this.file = file;
      this.description = description;
      this.oldSide = oldSide;
    }

    /**
     * The file's name without {@code .bin}, and the marker of its write: {@code v1}, {@code V1}.
     */
    String file() {
      return file;
    }

    String marker() {
      return file.toUpperCase();
    }

    String description() {
      return description;
    }

    /** Whether v1's side (the old world's classes) writes them, else v2's. */
    boolean oldSide() {
      return oldSide;
    }

    /** Whether a fresh writer writes them; else they are cut from bytes one wrote. */
    boolean written() {
      return this != TRUNCATED;
    }
  }

  /**
   * One step of the held instance: a read of bytes fresh writers wrote, or a write of v2's value
   * (which a fresh reader then reads).
   *
   * @param number 1 for the first step
   * @param read what it reads; null for a write
   */
  record Step(int number, Bytes read) {

    boolean write() {
      return read == null;
    }

    /** What the step asks: {@code read v1's bytes}, {@code write v2's value}. */
    String asked() {
      return write() ? "write v2's value" : "read " + read.description();
    }

    /** The marker of the held instance's lines at this step: {@code HELD-2}. */
    String held() {
      return "HELD-" + number;
    }

    /** The marker of a fresh instance's lines at this step: {@code FRESH-2}. */
    String fresh() {
      return "FRESH-" + number;
    }
  }

  /** The steps of a sequence, in order. */
  static List<Step> of(StatefulSequence sequence) {
    List<Bytes> asked =
        switch (sequence) {
          case READ_OLD_THEN_WRITE -> Arrays.asList(Bytes.V1, null);
          case INTERLEAVED -> List.of(Bytes.V1, Bytes.V2, Bytes.V1);
          case UNEXPECTED_THEN_WRITE -> Arrays.asList(null, Bytes.TRUNCATED, Bytes.OTHER, null);
        };
    List<Step> steps = new ArrayList<>();
    for (int i = 0; i < asked.size(); i++) {
      steps.add(new Step(i + 1, asked.get(i)));
    }
    return steps;
  }

  /**
   * The bytes fresh writers write before the held instance's steps, in the order the kit writes
   * them (a failure of the first decides the cell).
   */
  static List<Bytes> freshWrites(StatefulSequence sequence) {
    return switch (sequence) {
      case READ_OLD_THEN_WRITE -> List.of(Bytes.V1);
      case INTERLEAVED -> List.of(Bytes.V1, Bytes.V2);
      case UNEXPECTED_THEN_WRITE -> List.of(Bytes.V2, Bytes.OTHER);
    };
  }

  /** The bytes the held instance reads, each once. */
  static Set<Bytes> read(StatefulSequence sequence) {
    Set<Bytes> read = new LinkedHashSet<>();
    of(sequence).stream().filter(step -> !step.write()).forEach(step -> read.add(step.read()));
    return read;
  }
}
