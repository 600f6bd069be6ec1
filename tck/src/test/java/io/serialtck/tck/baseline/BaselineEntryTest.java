package io.serialtck.tck.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.tck.Weight;
import io.serialtck.verdict.Outcome;
import org.junit.jupiter.api.Test;

class BaselineEntryTest {

  @Test
  void aWeighedEntryRendersAndParsesBackExactly() {
    BaselineEntry weighed = new BaselineEntry(Outcome.PASS, "", new Weight(412, 300));
    assertThat(weighed.render()).isEqualTo("PASS {412 B, 300 B deflated}");
    assertThat(BaselineEntry.parse(weighed.render(), "")).isEqualTo(weighed);
  }

  @Test
  void aWeighedEntryWithAModeKeepsBoth() {
    BaselineEntry entry =
        new BaselineEntry(Outcome.ALTERED, "container class", new Weight(1_048_700, 1_049_100));
    assertThat(BaselineEntry.parse(entry.render(), "")).isEqualTo(entry);
  }

  @Test
  void anEntryWithoutAWeightStaysAsBefore() {
    assertThat(BaselineEntry.parse("REJECTED [read: java.io.EOFException]", ""))
        .isEqualTo(new BaselineEntry(Outcome.REJECTED, "read: java.io.EOFException", null));
  }

  @Test
  void aSizeChangeIsADifference() {
    BaselineExpectation expected =
        BaselineExpectation.of(new BaselineEntry(Outcome.PASS, "", new Weight(412, 300)));
    assertThat(expected.accepts(new BaselineEntry(Outcome.PASS, "", new Weight(413, 300))))
        .isFalse();
    assertThat(expected.accepts(new BaselineEntry(Outcome.PASS, "", null))).isFalse();
    assertThat(expected.accepts(new BaselineEntry(Outcome.PASS, "", new Weight(412, 300))))
        .isTrue();
  }

  @Test
  void aMalformedWeightIsAnUnknownOutcome() {
    assertThatThrownBy(() -> BaselineEntry.parse("PASS {412 B}", "kryo-default.baseline:3: "))
        .isInstanceOf(BaselineException.class)
        .hasMessageStartingWith("kryo-default.baseline:3: unknown outcome 'PASS {412 B}'");
  }
}
