package io.serialtck.verdict;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What happened in one cell, declared once with everything the kit says about it: its rank (the
 * order of declaration, best to worst), its {@link Mark} in the HTML report (letter and colours),
 * what it means in a few words ({@link #meaning}, the report's legend) and at length ({@link
 * #description}, with {@link #gateMode}: the table of {@code docs/outcomes.md}), and the {@link
 * Trait}s that group outcomes for scores and checks. The legend, the report's CSS rules and the
 * tables of {@code docs/outcomes.md} are rendered from this declaration; adding an outcome is
 * adding a constant here (and running {@code ./serialtck docs}).
 *
 * <p>The rank lets {@link #isWorseThan} sum up several tries, values or findings in one outcome;
 * {@code docs/outcomes.md} gives the reasons for the order. In short: a verdict is worse the more
 * silently it can hurt. A program that received an {@link #ILL_TYPED} value fails or crashes later,
 * far from the read (calling {@code getFirst()} on the {@code ArrayList} Kryo stored in a {@code
 * LinkedList} field crashed the JVM with SIGSEGV); a {@link #CORRUPTED} value travels on as if it
 * were true; a crash or a hang at the read is loud; a {@link #LOSSY} field is silently empty; an
 * {@link #ALTERED} object holds every value but not a promised structural property; a {@link
 * #REJECTED} read is a clean exception.
 */
public enum Outcome {
  /** No error, and every value both versions can hold arrived intact. */
  PASS(
      new Mark("P", "#a7e3b3", "#14532d"),
      "No error, and every value arrived intact.",
      "no error, every value both versions can hold arrived, with every promised structural "
          + "property; the detail may say `converted` (a changed type read the value converted "
          + "exactly) or `converted, a value rounded to the nearest its new type holds` (a `double` "
          + "read into a `float` field as its nearest `float`, JLS 5.1.3)",
      "—",
      Trait.SAFE,
      Trait.INTACT,
      Trait.ACCEPTABLE_EVOLUTION),

  /** Not run, with the reason. */
  SKIPPED(
      new Mark("S", "#e4e4e7", "#3f3f46"),
      "Not run; the detail says why.",
      "not run, with the reason; a cell the kit failed on is `SKIPPED` with `harnessError: "
          + "true`",
      "—",
      Trait.SAYS_NOTHING),

  /**
   * The configuration declares that it does not run on this JDK ({@code
   * SerializerConfiguration.unsupported}); no worker was started. Says nothing about the library.
   */
  UNSUPPORTED(
      new Mark("U", "#bfd0e4", "#1e3a5f"),
      "The configuration declares it does not run on this JDK; nothing was run.",
      "the configuration declares that it does not run on this JDK "
          + "(`SerializerConfiguration.unsupported`); no worker was started",
      "—",
      Trait.SAYS_NOTHING),

  /**
   * The configuration cannot round-trip the cell's classes or fixture on one side by itself (v1 to
   * v1, or the last version to itself; one side of an upgrade alone), so the cell says nothing
   * about the change it asks. The detail gives that round trip's outcome.
   */
  NO_ROUND_TRIP(
      new Mark("N", "#c8a165", "#422006"),
      "The configuration cannot round-trip the cell's classes on one side by itself, so the "
          + "cell says nothing about the change.",
      "the configuration cannot round-trip the cell's classes or fixture on one side by itself "
          + "(an evolution cell's v1 to v1, or its last version to itself; one side of an upgrade "
          + "cell alone, a library version that does not start included), so the cell says nothing "
          + "about the change it asks; the detail gives that round trip's outcome",
      "—",
      Trait.SAYS_NOTHING),

  /** A property cell none of whose tries applied: it says nothing. */
  INCONCLUSIVE(
      new Mark("Q", "#78716c", "#fff"),
      "A property cell none of whose tries applied: says nothing.",
      "a property cell none of whose tries applied (no try's classes round-tripped, or no step "
          + "fitted its shape)",
      "—",
      Trait.SAYS_NOTHING),

  /** A clean exception on write or read: incompatible, but safe. */
  REJECTED(
      new Mark("R", "#fde68a", "#713f12"),
      "A clean exception on write or read: incompatible, but safe.",
      "a clean exception on write or read",
      "stage and exception class, with the root cause's class: `read: "
          + "java.io.InvalidClassException`",
      Trait.SAFE,
      Trait.ACCEPTABLE_EVOLUTION),

  /**
   * Hostile input only: the read failed with an exception the library did not mean to throw, a JDK
   * runtime exception ({@code NullPointerException}, {@code ArrayIndexOutOfBoundsException}, {@code
   * ClassCastException}, {@code NegativeArraySizeException}, ...) or an {@code Error} other than
   * running out of heap or stack. Loud, but a caller that catches the library's own exception does
   * not catch it.
   */
  FAULTED(
      new Mark("F", "#eab308", "#422006"),
      "Hostile input: the read failed with a JDK runtime exception or an Error from inside the "
          + "library, not its own exception.",
      "hostile input only: the read failed with an exception the library did not mean, a JDK "
          + "runtime exception (`NullPointerException`, `ArrayIndexOutOfBoundsException`, "
          + "`ClassCastException`, `NegativeArraySizeException`, …) or an `Error` other than running "
          + "out of heap or stack, thrown from inside it",
      "the exception classes: `java.lang.NullPointerException`"),

  /**
   * No error and every value equal, but a promised structural property differs: the container
   * class, shared identity, immutability, a serialization hook not honoured, internal state not
   * rebuilt. The detail names which.
   */
  ALTERED(
      new Mark("A", "#f472b6", "#500724"),
      "No error and every value equal, but a structural property lost: container class, shared "
          + "identity, immutability, a hook, internal state (the detail names it).",
      "every value equal, but a promised structural property differs; the detail names it: "
          + "`container class` (a `LinkedHashSet` read back as a `HashSet`, a `Date` subclass), "
          + "`shared identity` (one object referenced twice read back as two copies), `immutability` "
          + "(`List.of` read back modifiable), `hook not honoured` (`readResolve`, `readObject`, "
          + "`readExternal` not run), `internal state not rebuilt` (a `ZoneOffset` that `equals` the "
          + "original but whose transient id is null)",
      "the properties lost: `container class, shared identity`",
      Trait.INTACT),

  /** No error, but the evolved field's value was silently dropped (default value instead). */
  LOSSY(
      new Mark("L", "#fb923c", "#431407"),
      "No error, but the evolved field's value was silently dropped (default instead).",
      "no error, but an evolved value was silently dropped: the field holds its type's default",
      "`not converted` when the read equalled the value written by coincidence (see "
          + "\"Conversions must follow the value\" below)",
      Trait.SILENTLY_WRONG,
      Trait.ACCEPTABLE_EVOLUTION),

  /**
   * Hostile input only: the read ran out of heap ({@code OutOfMemoryError}) or stack ({@code
   * StackOverflowError}), or allocated heap out of all proportion to its input without running out:
   * a few bytes that take a server's memory. The mode says which.
   */
  EXHAUSTED(
      new Mark("E", "#7c2d12", "#fff"),
      "Hostile input: the read ran out of heap or stack, or allocated heap out of all "
          + "proportion to its input.",
      "hostile input only: the read ran out of heap (`OutOfMemoryError`) or stack "
          + "(`StackOverflowError`), or allocated at least 32 MiB and 10,000 times its input's "
          + "length without running out",
      "`out of memory`, `stack overflow`, `amplified`"),

  /** The worker did not answer in time. */
  TIMED_OUT(
      new Mark("T", "#c4b5fd", "#2e1065"),
      "The worker did not answer in time.",
      "the worker did not answer within the cell's timeout; it is killed and restarted",
      "`read: timed out`",
      Trait.WORKER_LOST),

  /** The worker JVM died. */
  CRASHED(
      new Mark("X", "#6b21a8", "#fff"),
      "The worker JVM died.",
      "the worker JVM died",
      "the kind: `read: out of memory`, `read: fatal error SIGSEGV`, `read: stack overflow`, "
          + "`read: exit code 1`",
      Trait.WORKER_LOST),

  /**
   * No error, but a value is wrong: a number, a string, an element, the order of an ordered
   * container, a misaligned read.
   */
  CORRUPTED(
      new Mark("C", "#dc2626", "#fff"),
      "No error, but a value is wrong: a number, a string, an element, a lost order, a "
          + "misaligned read.",
      "no error, but a value is wrong: a number, a string, an element, a value of a field the "
          + "evolution did not touch, the order of a container whose class and declared type promise "
          + "one, an object of another class than expected; or a misaligned read (the library says "
          + "it consumed another number of bytes than were written, whatever values it produced); or "
          + "a read that equals the expected value only by coincidence",
      "`misaligned read`, `not converted`, else —",
      Trait.SILENTLY_WRONG),

  /**
   * No error, but a field, element or root holds a value that is not an instance of its declared
   * type (a placeholder root included): the JVM trusts declared types, so it fails or crashes far
   * from the read.
   */
  ILL_TYPED(
      new Mark("I", "#450a0a", "#fecaca"),
      "No error, but a field, element or root holds a value not of its declared type: it "
          + "fails, or crashes the JVM, far from the read.",
      "no error, but a field, an element or the root holds a value that is not an instance of "
          + "its declared type: an `ArrayList` in a `LinkedList` field, `Integer`s in a "
          + "`List<Long>`, a placeholder root such as one-nio's `Stub$…` or Fory's `UnknownStruct`",
      "—",
      Trait.SILENTLY_WRONG),

  /**
   * Hostile input only: reading bytes that named a class the reader never asked for ran that
   * class's code: its static initializer, a constructor, {@code readObject}, {@code readResolve} or
   * a setter. With a gadget class on the class path instead of the kit's canary, that is how a
   * deserialization exploit starts.
   */
  RAN_UNASKED(
      new Mark("G", "#000", "#fca5a5"),
      "Hostile input: the read ran code (static initializer, constructor, readObject, "
          + "readResolve, setter) of a class the reader never asked for.",
      "hostile input only: reading bytes that named a class the reader never asked for ran "
          + "that class's code: its static initializer, a constructor, `readObject`, `readResolve` "
          + "or a setter (the kit's canary classes record it)",
      "what the canary recorded: `looked up, initialized, instantiated (readObject)`");

  /**
   * How the HTML report marks a cell of this outcome: a letter, so that the matrix reads without
   * colours too, and a background and text colour. Every outcome has its own letter and its own
   * background, chosen to stay apart for the common colour-vision deficiencies.
   *
   * @param letter one character shown in the cell
   * @param background the cell's colour, {@code #rgb} or {@code #rrggbb}
   * @param text the letter's colour on it, {@code #rgb} or {@code #rrggbb}
   */
  public record Mark(String letter, String background, String text) {}

  /** A set of outcomes that scores, gates and checks treat alike. */
  public enum Trait {
    /** The data arrived intact, or the reader said no: nothing wrong was stored. */
    SAFE("safe", "the data arrived intact, or the reader said no: nothing wrong was stored"),
    /** Wrong data, and no error said so. */
    SILENTLY_WRONG("silently wrong", "wrong data, and no error said so"),
    /**
     * Every value arrived equal (an {@code ALTERED} read lost only a structural property), so the
     * bytes can be weighed and the round trip timed.
     */
    INTACT(
        "intact",
        "every value arrived equal (`ALTERED` lost only a structural property), so the bytes can be"
            + " weighed and the round trip timed"),
    /**
     * The cell says nothing about what it asks: scores leave it out of what was measured, and no
     * reproducer can agree or disagree with it.
     */
    SAYS_NOTHING(
        "says nothing",
        "the cell says nothing about what it asks: scores call it *not measured*, and no reproducer"
            + " can agree or disagree with it"),
    /** The worker was lost on the request: it did not answer in time, or its JVM died. */
    WORKER_LOST(
        "worker lost",
        "the worker was lost on the request: it did not answer in time, or its JVM died (scores"
            + " count them as *crashed*)"),
    /**
     * What a reader may do with another version's data: read every value, read an evolved field as
     * its type's default, or refuse the data cleanly. The {@code safety} property demands it of
     * every random evolution chain; it is not {@link #SAFE}, which leaves out the dropped value.
     */
    ACCEPTABLE_EVOLUTION(
        "acceptable evolution",
        "what a reader may do with another version's data: read every value, read an evolved"
            + " field as its type's default, or refuse the data cleanly; the `safety` property"
            + " demands it of every try (unlike *safe*, it lets a dropped value pass)");

    private final String title;
    private final String meaning;

    Trait(String title, String meaning) {
      this.title = title;
      this.meaning = meaning;
    }

    /** The set's name in reports and docs: {@code silently wrong}. */
    public String title() {
      return title;
    }

    /** What the outcomes of the set have in common, as Markdown. */
    public String meaning() {
      return meaning;
    }

    /** The outcomes with this trait, best first. */
    public List<Outcome> members() {
      return Arrays.stream(Outcome.values()).filter(outcome -> outcome.has(this)).toList();
    }

    /**
     * The members' names for a sentence, best first: {@code LOSSY, CORRUPTED, ILL_TYPED} with
     * {@code ", "} before the last, {@code PASS or REJECTED} with {@code " or "}.
     */
    public String names(String beforeLast) {
      List<String> names = members().stream().map(Outcome::name).toList();
      if (names.size() < 2) {
        return String.join("", names);
      }
      return String.join(", ", names.subList(0, names.size() - 1))
          + beforeLast
          + names.get(names.size() - 1);
    }
  }

  private final Mark mark;
  private final String meaning;
  private final String description;
  private final String gateMode;
  private final Set<Trait> traits;

  Outcome(Mark mark, String meaning, String description, String gateMode, Trait... traits) {
    this.mark = mark;
    this.meaning = meaning;
    this.description = description;
    this.gateMode = gateMode;
    this.traits = traits.length == 0 ? EnumSet.noneOf(Trait.class) : EnumSet.of(traits[0], traits);
  }

  /** Its letter and colours in the HTML report. */
  public Mark mark() {
    return mark;
  }

  /** What it means, in a sentence: the report's legend. */
  public String meaning() {
    return meaning;
  }

  /** What happened, at length, as Markdown: the table of {@code docs/outcomes.md}. */
  public String description() {
    return description;
  }

  /** The mode the gate keeps for it, as Markdown ({@code —} for none). */
  public String gateMode() {
    return gateMode;
  }

  /** Whether the outcome belongs to the set. */
  public boolean has(Trait trait) {
    return traits.contains(trait);
  }

  /** Its rank, 1 for the best. */
  public int rank() {
    return ordinal() + 1;
  }

  public boolean isWorseThan(Outcome other) {
    return ordinal() > other.ordinal();
  }

  /** The worse of two outcomes. */
  public static Outcome worst(Outcome a, Outcome b) {
    return a.isWorseThan(b) ? a : b;
  }

  /** {@link Trait#SAFE}: the data arrived intact, or the reader said no. */
  public boolean isSafe() {
    return has(Trait.SAFE);
  }

  /**
   * Not {@link Trait#SAYS_NOTHING}: false when the cell says nothing about what it asks, and scores
   * leave it out of what was measured.
   */
  public boolean isMeasured() {
    return !has(Trait.SAYS_NOTHING);
  }

  /** {@link Trait#INTACT}: every value arrived equal, so the bytes can be weighed and timed. */
  public boolean isIntact() {
    return has(Trait.INTACT);
  }

  /** {@link Trait#SILENTLY_WRONG}: wrong data, and no error said so. */
  public boolean isSilentlyWrong() {
    return has(Trait.SILENTLY_WRONG);
  }

  /** {@link Trait#WORKER_LOST}: the worker did not answer in time, or its JVM died. */
  public boolean isWorkerLost() {
    return has(Trait.WORKER_LOST);
  }

  /**
   * {@link Trait#ACCEPTABLE_EVOLUTION}: what a reader may do with another version's data, as the
   * {@code safety} property demands of every try.
   */
  public boolean isAcceptableEvolution() {
    return has(Trait.ACCEPTABLE_EVOLUTION);
  }
}
