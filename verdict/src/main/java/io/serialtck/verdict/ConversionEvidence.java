package io.serialtck.verdict;

import io.serialtck.value.DefaultValues;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.UnrepresentableValue;
import io.serialtck.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Whether a reader's value follows the value written, judged from the cell's read and the reads of
 * control values the kit writes beside it into the same field of the same classes. A read that
 * equals the expected value proves nothing by itself: Kryo reads a marker byte as -1 whatever was
 * written, one-nio puts {@code BigDecimal.hashCode()} into an {@code int} field (0 for zero, {@code
 * int}-min for {@code int}-min), Kryo reads a {@code double}'s low 4 bytes into a {@code float}
 * field (0.0 for 0.0 and for 1.5).
 *
 * <p>The rule: the reader does <em>not</em> follow the written value when
 *
 * <ol>
 *   <li>a control whose expected value the reader's type holds (any converting reader gets it
 *       exactly) was read as another value, or
 *   <li>a control whose expected value differs from the cell's was read as the very value the cell
 *       read.
 * </ol>
 *
 * A control the reader rejected, or whose write failed, says nothing. When the reader does not
 * follow, a {@code PASS} is a coincidence: it becomes {@link Outcome#CORRUPTED} with the mode
 * {@value #NOT_CONVERTED}, or {@link Outcome#LOSSY} where what it read is the type's default (the
 * reader dropped the value, which happened to be the default); a cell that was already wrong keeps
 * its outcome and mode. Either way the detail says what the reader read for each value ({@code
 * reads -1 whatever is written: 7 -> -1, 1234567 -> -1}); a misaligned read whose field arrived as
 * expected says the match is a coincidence of the value written ({@link MisalignedRead}).
 */
public final class ConversionEvidence {

  /** The mode of a cell whose passing read was a coincidence. */
  public static final String NOT_CONVERTED = "not converted";

  private ConversionEvidence() {}

  /**
   * One read of the field: what the writer wrote there, what a faithful reader holds, what this one
   * read; null {@code read} for a read that failed.
   */
  public record FieldRead(Value written, Value expected, Value read) {

    /** The field of this name of each tree; {@code read} null when the reader failed. */
    public static FieldRead of(Value written, Value expected, Value read, String field) {
      return new FieldRead(
          field(written, field), field(expected, field), read == null ? null : field(read, field));
    }

    private static Value field(Value tree, String name) {
      return tree instanceof ObjectValue object ? object.field(name).orElse(null) : null;
    }

    boolean answered() {
      return read != null && written != null && expected != null;
    }

    /** Every value equal, a double read as its nearest float included. */
    boolean readAsExpected() {
      return Classifier.classifyIntact(expected, read).outcome().isIntact();
    }

    String render() {
      return written.render() + " -> " + read.render();
    }
  }

  /** Whether a cell with this verdict is judged again with controls: it read without an error. */
  public static boolean asks(Verdict verdict) {
    Outcome outcome = verdict.outcome();
    return outcome == Outcome.PASS || outcome == Outcome.CORRUPTED || outcome == Outcome.LOSSY;
  }

  /**
   * The cell's verdict, judged again with the controls' reads.
   *
   * @param verdict the cell's own verdict
   * @param cell the cell's read of the field
   * @param controls the controls' reads of the same field
   */
  public static Verdict judge(Verdict verdict, FieldRead cell, List<FieldRead> controls) {
    return judge(verdict, cell, controls, List::of);
  }

  /**
   * The same, for a misaligned read whose field arrived as expected also with the reads of the
   * change's sweep values where the controls show nothing. Those are awkward values, not controls:
   * a reader that gets one wrong may still convert the ordinary ones, so they never change an
   * outcome; they only show that a misaligned read's match is a coincidence of the value written
   * (Kryo's {@code BigInteger} serializer reads a {@code BigDecimal}'s unscaled value and leaves
   * its scale unread: 0 as 0, 1E+3 as 1).
   *
   * @param sweeps the sweep values' reads of the same field, asked only when needed
   */
  public static Verdict judge(
      Verdict verdict, FieldRead cell, List<FieldRead> controls, Supplier<List<FieldRead>> sweeps) {
    Outcome outcome = verdict.outcome();
    if (!cell.answered() || !asks(verdict)) {
      return verdict;
    }
    List<FieldRead> answered = controls.stream().filter(FieldRead::answered).toList();
    Optional<String> evidence = notFollowing(cell, answered);
    if (BytesRead.MISALIGNED.equals(verdict.mode()) && cell.readAsExpected()) {
      if (evidence.isEmpty()) {
        evidence = sweepsNotFollowed(sweeps.get());
      }
      return evidence
          .map(
              shown ->
                  new Verdict(
                      outcome,
                      verdict.detail() + "; " + MisalignedRead.coincidence(shown),
                      verdict.minimalCase(),
                      verdict.mode()))
          .orElse(verdict);
    }
    if (evidence.isEmpty()) {
      return verdict;
    }
    if (outcome == Outcome.PASS) {
      return new Verdict(
              DefaultValues.isDefault(cell.read()) ? Outcome.LOSSY : Outcome.CORRUPTED,
              "value: expected "
                  + cell.expected().render()
                  + " and read "
                  + cell.read().render()
                  + ", but "
                  + evidence.get()
                  + ": not a conversion",
              verdict.minimalCase())
          .withMode(NOT_CONVERTED);
    }
    return new Verdict(
        outcome, verdict.detail() + "; " + evidence.get(), verdict.minimalCase(), verdict.mode());
  }

  private static Optional<String> notFollowing(FieldRead cell, List<FieldRead> controls) {
    List<FieldRead> all = new ArrayList<>(controls);
    all.add(0, cell);
    String reads = all.stream().map(FieldRead::render).collect(Collectors.joining(", "));
    if (controls.stream().anyMatch(control -> readAsTheCell(cell, control))) {
      return Optional.of(
          "the reader reads " + cell.read().render() + " whatever is written (" + reads + ")");
    }
    if (controls.stream().anyMatch(ConversionEvidence::readWrong)) {
      return Optional.of(
          "the reader does not follow the value written, control values included (" + reads + ")");
    }
    return Optional.empty();
  }

  /**
   * The sweep values the reader's type holds but that were read as another value, at most two of
   * them shown. A sweep beyond the reader's range may read as anything a faithful narrowing gives
   * ({@code long} max as the {@code int} -1), so reading it as the cell's value shows nothing.
   */
  private static Optional<String> sweepsNotFollowed(List<FieldRead> sweeps) {
    List<String> shown =
        sweeps.stream()
            .filter(FieldRead::answered)
            .filter(ConversionEvidence::readWrong)
            .limit(2)
            .map(
                sweep ->
                    "the same field reads "
                        + sweep.read().render()
                        + " where "
                        + sweep.written().render()
                        + " is written")
            .toList();
    return shown.isEmpty() ? Optional.empty() : Optional.of(String.join(", and ", shown));
  }

  /** Rule 2: another expected value read as the very value the cell read. */
  private static boolean readAsTheCell(FieldRead cell, FieldRead other) {
    return !same(other.expected(), cell.expected()) && same(other.read(), cell.read());
  }

  /** Rule 1: a value the reader's type holds, read as another. */
  private static boolean readWrong(FieldRead other) {
    return !(other.expected() instanceof UnrepresentableValue) && !other.readAsExpected();
  }

  private static boolean same(Value a, Value b) {
    return CanonicalValues.of(a).render().equals(CanonicalValues.of(b).render());
  }
}
