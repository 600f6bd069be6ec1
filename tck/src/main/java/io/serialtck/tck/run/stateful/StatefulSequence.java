package io.serialtck.tck.run.stateful;

import io.serialtck.tck.Direction;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.Arrays;
import java.util.Optional;

/** The sequences the {@code stateful} category asks one held serializer instance. */
public enum StatefulSequence {

  /**
   * The held instance (current class version) reads bytes a fresh writer of the older version
   * wrote, then writes a current object; a fresh reader of the current version reads that.
   */
  READ_OLD_THEN_WRITE(
      "read-old-then-write",
      Direction.BACKWARD,
      "one held instance of v2 reads v1's bytes, then writes a v2 object, which a fresh v2 reader"
          + " reads",
      "PASS when the held instance reads v1's bytes as a fresh instance does (refusing them"
          + " too, if it does) and the fresh reader gets the v2 object it wrote, intact; a write"
          + " that is not is `state-poisoned`"),

  /**
   * The held instance reads v1 bytes, v2 bytes, then v1 bytes again, each by a fresh writer; a
   * fresh instance reads the same bytes, and the cell is about where the two differ.
   */
  INTERLEAVED(
      "interleaved",
      Direction.BACKWARD,
      "one held instance of v2 reads v1's bytes, v2's bytes, then v1's bytes again",
      "PASS when every read does what a fresh instance's read of the same bytes does, whatever"
          + " that is (the evolution cell judges it); else the worst read that differs, named by its"
          + " step; reads better than a fresh instance's pass with mode `differs from fresh at step"
          + " N`"),

  /**
   * The held instance writes, is asked to read bytes of an unexpected shape (truncated bytes,
   * another class's bytes), then writes again; a fresh reader reads both writes.
   */
  UNEXPECTED_THEN_WRITE(
      "unexpected-then-write",
      Direction.ROUNDTRIP,
      "one held instance of v2 writes, is asked to read truncated bytes and another class's"
          + " bytes (failures there ignored), then writes again",
      "PASS when a fresh reader gets both writes intact, as it gets a fresh instance's; a second"
          + " write that is not is `state-poisoned`");

  /** The mode of a held instance's write a fresh reader does not read intact. */
  public static final String STATE_POISONED = "state-poisoned";

  private final String id;
  private final Direction direction;
  private final String asked;
  private final String passRule;

  StatefulSequence(String id, Direction direction, String asked, String passRule) {
    this.id = id;
    this.direction = direction;
    this.asked = asked;
    this.passRule = passRule;
  }

  /**
   * The cell's mode when the held instance's step {@code number} decides it (see {@link
   * HeldAgainstFresh}): a read's is {@code step N: } and the read's mode; the first write of {@code
   * unexpected-then-write} is {@code first write: } and its read-back's mode; any other write a
   * fresh reader does not read intact is {@value #STATE_POISONED} (and its read-back's mode).
   */
  public String heldMode(int number, Verdict held) {
    boolean write =
        switch (this) {
          case READ_OLD_THEN_WRITE -> number == 2;
          case INTERLEAVED -> false;
          case UNEXPECTED_THEN_WRITE -> true;
        };
    if (!write) {
      return "step " + number + ": " + held.mode();
    }
    if (this == UNEXPECTED_THEN_WRITE && number == 1) {
      return "first write: " + held.mode();
    }
    if (held.outcome() == Outcome.PASS || held.outcome() == Outcome.SKIPPED) {
      return held.mode();
    }
    return held.mode().isEmpty() ? STATE_POISONED : STATE_POISONED + ": " + held.mode();
  }

  /** The sequence's id, the first part of its cells' scenario: {@code read-old-then-write}. */
  public String id() {
    return id;
  }

  /** The direction its cells are recorded under. */
  public Direction direction() {
    return direction;
  }

  /** What the sequence asks, for the report's row. */
  public String asked() {
    return asked;
  }

  /** When a cell of the sequence is PASS, for the report's row. */
  public String passRule() {
    return passRule;
  }

  /** The scenario of the cell asking this sequence over an evolution scenario. */
  public String scenario(String evolution) {
    return id + ":" + evolution;
  }

  /** The sequence a cell's scenario names, if it names one. */
  public static Optional<StatefulSequence> ofScenario(String scenario) {
    int colon = scenario.indexOf(':');
    if (colon < 0) {
      return Optional.empty();
    }
    String id = scenario.substring(0, colon);
    return Arrays.stream(values()).filter(s -> s.id.equals(id)).findFirst();
  }

  /** The evolution scenario a cell's scenario names. */
  public static String evolution(String scenario) {
    return scenario.substring(scenario.indexOf(':') + 1);
  }
}
