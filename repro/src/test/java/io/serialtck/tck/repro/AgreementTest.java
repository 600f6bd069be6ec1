package io.serialtck.tck.repro;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A reproducer's output judged as the kit judges its cell, on the issue's own example: Kryo's v1
 * reads -1 into its {@code int} whatever {@code BigDecimal} v2 wrote ({@code
 * int-to-BigDecimal@minus-one}, forward), consuming 66 of 91 bytes. Its control values and the
 * bytes consumed turn what would be a {@code PASS} into the kit's verdict; a reproducer that did
 * not ask the controls cannot claim agreement.
 */
class AgreementTest {

  private static final String SCENARIO = "int-to-BigDecimal@minus-one";
  private static final String SAMPLE = "serialtck.gen.int_to_bigdecimal_minus_one.Sample";

  private static CellResult cell(Outcome outcome, String mode) {
    Side writer = new Side("17", "5.6.2", "v2");
    Side reader = new Side("17", "5.6.2", "v1");
    return CellResult.builder("kryo-default", "evolution", SCENARIO, Direction.FORWARD)
        .outcome(outcome)
        .writer(writer)
        .reader(reader)
        .mode(mode)
        .build();
  }

  private static String sample(String valueType, String value) {
    return "{\"object\":\""
        + SAMPLE
        + "\",\"id\":1,\"fields\":["
        + "{\"name\":\"name\",\"value\":{\"scalar\":\"java.lang.String\",\"text\":\"Ada Lovelace\"}},"
        + "{\"name\":\"count\",\"value\":{\"scalar\":\"int\",\"text\":\"36\"}},"
        + "{\"name\":\"value\",\"value\":{\"scalar\":\""
        + valueType
        + "\",\"text\":\""
        + value
        + "\"}}]}";
  }

  /**
   * What the reproducer printed: v2 writes -1, 7 and 1234567 as {@code BigDecimal}; v1 reads the
   * cell as {@code cellRead} and each control as given (null: the control's line is missing).
   */
  private static ReproOutput output(
      String consumed, String cellRead, String control1, String control2, int readExit) {
    List<String> lines = new ArrayList<>();
    lines.add("WRITTEN-JSON " + sample("java.math.BigDecimal", "-1"));
    lines.add("CONTROL-1-WRITTEN-JSON " + sample("java.math.BigDecimal", "7"));
    lines.add("CONTROL-2-WRITTEN-JSON " + sample("java.math.BigDecimal", "1234567"));
    lines.add("WRITE-EXIT 0");
    if (consumed != null) {
      lines.add("CONSUMED " + consumed);
    }
    lines.add("READ-JSON " + sample("int", cellRead));
    if (control1 != null) {
      lines.add(control1);
    }
    if (control2 != null) {
      lines.add(control2);
    }
    lines.add("READ-EXIT " + readExit);
    return new ReproOutput(String.join("\n", lines), false);
  }

  private static String controlRead(int n, String value) {
    return "CONTROL-" + n + "-READ-JSON " + sample("int", value);
  }

  @Test
  void controlsReadAsTheSameValueTurnAPassIntoNotConverted() {
    ReproOutput output = output(null, "-1", controlRead(1, "-1"), controlRead(2, "-1"), 0);

    Agreement notConverted = Agreement.check(cell(Outcome.CORRUPTED, "not converted"), output);
    Agreement pass = Agreement.check(cell(Outcome.PASS, ""), output);

    assertThat(notConverted.agrees()).as(notConverted.line()).isTrue();
    assertThat(notConverted.shown().orElseThrow().detail())
        .contains("the reader reads -1 (int) whatever is written");
    assertThat(notConverted.line()).endsWith("agrees (2 of 2 control values read)");
    assertThat(pass.agrees()).isFalse();
    assertThat(pass.line()).contains("DISAGREES: kit said PASS, reproducer shows CORRUPTED");
  }

  @Test
  void aReadThatLeavesBytesUnreadIsMisalignedWhateverItShows() {
    ReproOutput output = output("66 OF 91", "-1", controlRead(1, "-1"), controlRead(2, "-1"), 0);

    Agreement agreement = Agreement.check(cell(Outcome.CORRUPTED, "misaligned read"), output);

    assertThat(agreement.agrees()).as(agreement.line()).isTrue();
    assertThat(agreement.shown().orElseThrow().detail())
        .startsWith("misaligned read: read 66 of 91 bytes");
    assertThat(agreement.line()).contains("(misaligned read: read 66 of 91 bytes;");
  }

  @Test
  void aReaderThatFollowsTheControlsPassesAndAControlThatThrewSaysNothing() {
    ReproOutput output =
        output(
            "66 OF 66",
            "-1",
            "CONTROL-1-THREW com.esotericsoftware.kryo.KryoException: Buffer underflow.",
            controlRead(2, "1234567"),
            0);

    Agreement agreement = Agreement.check(cell(Outcome.PASS, ""), output);

    assertThat(agreement.agrees()).as(agreement.line()).isTrue();
    assertThat(agreement.shown().orElseThrow().detail()).isEqualTo("converted");
    assertThat(agreement.line()).endsWith("agrees (1 of 2 control values read)");
  }

  @Test
  void controlsTheReproducerDidNotAskLeaveTheCellUnchecked() {
    ReproOutput readerEnded = output(null, "-1", controlRead(1, "-1"), null, 3);

    Agreement agreement = Agreement.check(cell(Outcome.CORRUPTED, "not converted"), readerEnded);

    assertThat(agreement.shown().orElseThrow().outcome())
        .as("the cell's own read finished before the JVM ended")
        .isEqualTo(Outcome.CORRUPTED);
    assertThat(agreement.agrees()).isFalse();
    assertThat(agreement.line())
        .contains(" CANNOT BE CHECKED: control values [2] of 2 were not asked");
  }

  @Test
  void aScriptThatStoppedBeforeTheLibrarySaysWhatItLastPrinted() {
    ReproOutput stopped = new ReproOutput("sh: 0: cannot open run.sh: No such file\n", false);

    Agreement agreement = Agreement.check(cell(Outcome.PASS, ""), stopped);

    assertThat(agreement.agrees()).isFalse();
    assertThat(agreement.line())
        .endsWith(
            "nothing to judge (it did not run the library)"
                + " (its last line: sh: 0: cannot open run.sh: No such file)");
  }
}
