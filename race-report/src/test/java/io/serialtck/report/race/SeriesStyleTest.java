package io.serialtck.report.race;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SeriesStyleTest {

  @Test
  void thirtySixSeriesAreDrawnEachTheirOwnWay() {
    Set<SeriesStyle> styles = new HashSet<>();
    IntStream.range(0, 36)
        .forEach(i -> styles.add(SeriesStyle.of(new RaceSeries("c" + i, "1", "c" + i, i))));

    assertThat(styles).hasSize(36).doesNotContain(SeriesStyle.HAND_WRITTEN);
  }

  @Test
  void theSecondRoundIsDashedWithSquaresTheThirdDottedWithDiamonds() {
    assertThat(SeriesStyle.of(new RaceSeries("a", "1", "a", 0)).dash()).isEmpty();
    assertThat(SeriesStyle.of(new RaceSeries("a", "1", "a", 12)))
        .extracting(SeriesStyle::dash, SeriesStyle::marker)
        .containsExactly("7 3", SeriesStyle.Marker.SQUARE);
    assertThat(SeriesStyle.of(new RaceSeries("a", "1", "a", 25)).marker())
        .isEqualTo(SeriesStyle.Marker.DIAMOND);
  }

  @Test
  void theBaselinesHaveTheirOwnStyles() {
    assertThat(SeriesStyle.of(new RaceSeries("hand-written", "0", "hand-written", -1)))
        .isEqualTo(SeriesStyle.HAND_WRITTEN);
    assertThat(SeriesStyle.of(new RaceSeries("arraycopy-bound", "0", "arraycopy-bound", -1)))
        .isEqualTo(SeriesStyle.ARRAYCOPY_BOUND);
  }
}
