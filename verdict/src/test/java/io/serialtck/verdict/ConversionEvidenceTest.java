package io.serialtck.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.UnrepresentableValue;
import io.serialtck.value.Value;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The rule that a passing read must follow the value written, on the reads an outside reproduction
 * found (issue 30): each is the field {@code value} of a one-field object.
 */
class ConversionEvidenceTest {

  private static final Verdict PASS = new Verdict(Outcome.PASS, "converted");

  @Test
  void aReaderThatReadsOneValueWhateverIsWrittenDidNotConvert() {
    // kryo-default int-to-BigDecimal@minus-one forward: the marker byte read as -1
    Verdict judged =
        ConversionEvidence.judge(
            PASS,
            read(decimal("-1"), integer("-1"), integer("-1")),
            List.of(
                read(decimal("7"), integer("7"), integer("-1")),
                read(decimal("1234567"), integer("1234567"), integer("-1"))));

    assertThat(judged.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(judged.mode()).isEqualTo(ConversionEvidence.NOT_CONVERTED);
    assertThat(judged.detail())
        .isEqualTo(
            "value: expected -1 (int) and read -1 (int), but the reader reads -1 (int) whatever is"
                + " written (-1 (BigDecimal) -> -1 (int), 7 (BigDecimal) -> -1 (int), 1234567"
                + " (BigDecimal) -> -1 (int)): not a conversion");
  }

  @Test
  void aReaderThatGetsAControlWrongDidNotConvertEvenWhereItsReadIsRight() {
    // one-nio-persist int-to-BigDecimal@int-min forward: hashCode(int-min) is int-min
    Verdict judged =
        ConversionEvidence.judge(
            PASS,
            read(decimal("-2147483648"), integer("-2147483648"), integer("-2147483648")),
            List.of(read(decimal("7"), integer("7"), integer("217"))));

    assertThat(judged.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(judged.detail())
        .contains("does not follow the value written")
        .contains("7 (BigDecimal) -> 217 (int)");
  }

  @Test
  void aCoincidenceOnTheTypesDefaultIsADroppedValue() {
    // one-nio-persist int-to-BigDecimal@zero forward: hashCode(0) is 0, the int's default
    Verdict judged =
        ConversionEvidence.judge(
            PASS,
            read(decimal("0"), integer("0"), integer("0")),
            List.of(read(decimal("7"), integer("7"), integer("217"))));

    assertThat(judged.outcome()).isEqualTo(Outcome.LOSSY);
    assertThat(judged.mode()).isEqualTo(ConversionEvidence.NOT_CONVERTED);
  }

  @Test
  void aReaderThatFollowsTheValueKeepsItsPassEvenIfAnAwkwardValueFailsElsewhere() {
    // a text format that reads 0.0 and the controls exactly (and 0.1 1 ulp off in another cell)
    Verdict judged =
        ConversionEvidence.judge(
            PASS,
            read(floating("0.0"), doubleValue("0.0"), doubleValue("0.0")),
            List.of(
                read(floating("2.25"), doubleValue("2.25"), doubleValue("2.25")),
                read(floating("1234.5"), doubleValue("1234.5"), doubleValue("1234.5"))));

    assertThat(judged).isSameAs(PASS);
  }

  @Test
  void aRejectedControlSaysNothing() {
    Verdict judged =
        ConversionEvidence.judge(
            PASS,
            read(decimal("-1"), integer("-1"), integer("-1")),
            List.of(new ConversionEvidence.FieldRead(decimal("7"), integer("7"), null)));

    assertThat(judged).isSameAs(PASS);
  }

  @Test
  void aWrongCellKeepsItsOutcomeAndGainsTheEvidence() {
    Verdict corrupted = new Verdict(Outcome.CORRUPTED, "value: expected 42 (int), got -1 (int)");

    Verdict judged =
        ConversionEvidence.judge(
            corrupted,
            read(decimal("42"), integer("42"), integer("-1")),
            List.of(read(decimal("7"), integer("7"), integer("-1"))));

    assertThat(judged.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(judged.mode()).isEmpty();
    assertThat(judged.detail())
        .startsWith("value: expected 42 (int), got -1 (int); the reader reads -1 (int) whatever");
  }

  @Test
  void anUnrepresentableControlIsNotHeldAgainstTheReader() {
    Verdict judged =
        ConversionEvidence.judge(
            PASS,
            read(integer("3"), integer("3"), integer("3")),
            List.of(
                read(integer("9"), new UnrepresentableValue("9 as a smaller type"), integer("0"))));

    assertThat(judged).isSameAs(PASS);
  }

  @Test
  void aMisalignedMatchIsACoincidenceWhereASweepValueIsReadWrong() {
    // kryo-registered BigInteger-to-BigDecimal@zero forward: the scale byte left unread, 0 read as
    // 0 and the controls 7 and 1234567 as written, but 1E+3 read as 1 (its unscaled value)
    Verdict misaligned = misaligned("misaligned read: read 20 of 21 bytes");
    List<ConversionEvidence.FieldRead> sweeps =
        List.of(
            read(decimal("-1"), big("-1"), big("-1")),
            read(decimal("0.5"), new UnrepresentableValue("0.5 as a BigInteger"), big("5")),
            read(decimal("1E+3"), big("1000"), big("1")));

    Verdict judged =
        ConversionEvidence.judge(
            misaligned,
            read(decimal("0"), big("0"), big("0")),
            List.of(
                read(decimal("7"), big("7"), big("7")),
                read(decimal("1234567"), big("1234567"), big("1234567"))),
            () -> sweeps);

    assertThat(judged.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(judged.mode()).isEqualTo(BytesRead.MISALIGNED);
    assertThat(judged.detail())
        .isEqualTo(
            "misaligned read: read 20 of 21 bytes; the match is a coincidence of the value"
                + " written: the same field reads 1 (BigInteger) where 1E+3 (BigDecimal) is"
                + " written");
  }

  @Test
  void aMisalignedMatchIsNoCoincidenceWithoutEvidence() {
    Verdict misaligned = misaligned("misaligned read: read 20 of 21 bytes");
    ConversionEvidence.FieldRead cell = read(decimal("0"), big("0"), big("0"));
    List<ConversionEvidence.FieldRead> controls = List.of(read(decimal("7"), big("7"), big("7")));

    // a sweep beyond the reader's range may read as the cell's value: a narrowing does that
    Verdict narrowed =
        ConversionEvidence.judge(
            misaligned,
            cell,
            controls,
            () ->
                List.of(
                    read(decimal("0.5"), new UnrepresentableValue("0.5 as a BigInteger"), big("0")),
                    new ConversionEvidence.FieldRead(decimal("1E+3"), big("1000"), null)));

    assertThat(narrowed).isSameAs(misaligned);
    assertThat(ConversionEvidence.judge(misaligned, cell, controls)).isSameAs(misaligned);
  }

  @Test
  void controlsThatShowItMakeTheMatchACoincidenceWithoutAskingTheSweeps() {
    // kryo-default int-to-BigDecimal@minus-one forward: -1 read whatever is written
    Verdict judged =
        ConversionEvidence.judge(
            misaligned("misaligned read: read 66 of 91 bytes"),
            read(decimal("-1"), integer("-1"), integer("-1")),
            List.of(read(decimal("7"), integer("7"), integer("-1"))),
            () -> {
              throw new AssertionError("the controls already show it");
            });

    assertThat(judged.detail())
        .isEqualTo(
            "misaligned read: read 66 of 91 bytes; the match is a coincidence of the value"
                + " written: the reader reads -1 (int) whatever is written (-1 (BigDecimal) -> -1"
                + " (int), 7 (BigDecimal) -> -1 (int))");
  }

  @Test
  void sweepsAreNotAskedOfAReadThatIsNotMisalignedOrDidNotMatch() {
    ConversionEvidence.FieldRead matched = read(decimal("0"), big("0"), big("0"));
    ConversionEvidence.FieldRead wrong = read(decimal("0"), big("0"), big("9"));
    List<ConversionEvidence.FieldRead> silent = List.of(read(decimal("7"), big("7"), big("7")));
    Supplier<List<ConversionEvidence.FieldRead>> never =
        () -> {
          throw new AssertionError("not asked");
        };

    assertThat(ConversionEvidence.judge(PASS, matched, silent, never)).isSameAs(PASS);
    Verdict misaligned = misaligned("misaligned read: read 20 of 21 bytes; value: wrong");
    assertThat(ConversionEvidence.judge(misaligned, wrong, silent, never)).isSameAs(misaligned);
  }

  private static Verdict misaligned(String detail) {
    return new Verdict(Outcome.CORRUPTED, detail).withMode(BytesRead.MISALIGNED);
  }

  private static ScalarValue big(String text) {
    return new ScalarValue("java.math.BigInteger", text);
  }

  private static ConversionEvidence.FieldRead read(Value written, Value expected, Value read) {
    return ConversionEvidence.FieldRead.of(
        object(written), object(expected), object(read), "value");
  }

  private static Value object(Value value) {
    return new ObjectValue("Sample", 1, List.of(new ObjectValue.Field("value", value)));
  }

  private static ScalarValue integer(String text) {
    return new ScalarValue("int", text);
  }

  private static ScalarValue decimal(String text) {
    return new ScalarValue("java.math.BigDecimal", text);
  }

  private static ScalarValue floating(String text) {
    return new ScalarValue("float", text);
  }

  private static ScalarValue doubleValue(String text) {
    return new ScalarValue("double", text);
  }
}
