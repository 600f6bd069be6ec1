package io.serialtck.report.race;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RaceNumbersTest {

  @Test
  void measuredValuesHaveThreeSignificantFiguresAndThousandsSeparators() {
    assertThat(RaceNumbers.significant(12_345.6)).isEqualTo("12,300");
    assertThat(RaceNumbers.significant(1_234_567)).isEqualTo("1,230,000");
    assertThat(RaceNumbers.significant(999.5)).isEqualTo("1,000");
    assertThat(RaceNumbers.significant(123.456)).isEqualTo("123");
    assertThat(RaceNumbers.significant(1.23456)).isEqualTo("1.23");
    assertThat(RaceNumbers.significant(1.255)).isEqualTo("1.26");
    assertThat(RaceNumbers.significant(0.012345)).isEqualTo("0.0123");
    assertThat(RaceNumbers.significant(100)).isEqualTo("100");
    assertThat(RaceNumbers.significant(1.5)).isEqualTo("1.5");
    assertThat(RaceNumbers.significant(0)).isEqualTo("0");
  }

  @Test
  void exactSizesAreWrittenInFull() {
    assertThat(RaceNumbers.exact(1_048_576)).isEqualTo("1,048,576");
    assertThat(RaceNumbers.exact(999)).isEqualTo("999");
  }

  @Test
  void ratiosAreFollowedByTimes() {
    assertThat(RaceNumbers.ratio(1.8)).isEqualTo("1.8×");
    assertThat(RaceNumbers.ratio(1.0)).isEqualTo("1×");
    assertThat(RaceNumbers.ratio(49.3824)).isEqualTo("49.4×");
  }

  @Test
  void axisLabelsCarryTheirUnits() {
    assertThat(ChartText.time(1)).isEqualTo("1 ns");
    assertThat(ChartText.time(100)).isEqualTo("100 ns");
    assertThat(ChartText.time(1e3)).isEqualTo("1 µs");
    assertThat(ChartText.time(1e7)).isEqualTo("10 ms");
    assertThat(ChartText.time(1e10)).isEqualTo("10 s");
    assertThat(ChartText.size(0)).isEqualTo("0");
    assertThat(ChartText.size(100)).isEqualTo("100 B");
    assertThat(ChartText.size(1024)).isEqualTo("1 KiB");
    assertThat(ChartText.size(102_400)).isEqualTo("100 KiB");
    assertThat(ChartText.size(1_048_576)).isEqualTo("1 MiB");
    assertThat(ChartText.size(1500)).isEqualTo("1.46 KiB");
  }
}
