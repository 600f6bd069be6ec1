package io.serialtck.tck.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.verdict.Outcome;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** What the matrix's progress reporter prints, and how often: with a clock the test moves. */
class RunProgressTest {

  private static final CellResult CELL =
      CellResult.builder("kryo-default", "flexibility", "char", Direction.ROUNDTRIP)
          .outcome(Outcome.PASS)
          .detail("")
          .sides(new Side("17", "5.6.2", "v1"))
          .build();

  private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
  private final PrintStream console = new PrintStream(printed, true, StandardCharsets.UTF_8);
  private long now = TimeUnit.SECONDS.toNanos(1000);

  private RunProgress progress(int planned) {
    return new RunProgress(console, planned, () -> now, Duration.ofSeconds(10));
  }

  private List<String> lines() {
    return printed.toString(StandardCharsets.UTF_8).lines().toList();
  }

  private void advance(long seconds) {
    now += TimeUnit.SECONDS.toNanos(seconds);
  }

  @Test
  void announcesTheCellsBeforeAnyRuns() {
    progress(12000).announce(23);

    assertThat(lines())
        .containsExactly(
            "matrix: 12000 cells in 23 configurations; generating their classes, then running"
                + " them");
  }

  @Test
  void printsAtMostOneLineAnIntervalWithTheCountPercentageAndTimeLeft() {
    RunProgress progress = progress(12000);
    advance(60); // generating classes: not part of the rate
    progress.configurationStarted("kryo-default", 600);
    progress.configurationStarted("fory-compatible", 600);

    for (int second = 1; second <= 25; second++) {
      advance(1);
      for (int i = 0; i < 120; i++) {
        progress.cellFinished(CELL);
      }
    }

    // a line with the first cell 10 s after the first configuration started, then 10 s later
    assertThat(lines())
        .containsExactly(
            "matrix: 1081/12000 cells, 9%, ETA 2 min", "matrix: 2281/12000 cells, 19%, ETA 85 s");
  }

  @Test
  void printsNothingBetweenLinesWhenCellsComeFast() {
    RunProgress progress = progress(1000);
    progress.configurationStarted("kryo-default", 1000);

    for (int i = 0; i < 999; i++) {
      progress.cellFinished(CELL); // all at the same instant
    }

    assertThat(lines()).isEmpty();
  }

  @Test
  void endsWithEveryCellTheTimeTakenAndTheVerdict() {
    RunProgress progress = progress(3);
    advance(5);
    progress.configurationStarted("kryo-default", 3);
    for (int i = 0; i < 3; i++) {
      advance(60);
      progress.cellFinished(CELL); // the last cell prints no progress line of its own
    }
    progress.finished("as the baseline in baseline/jdk-17 says");

    assertThat(lines())
        .containsExactly(
            "matrix: 1/3 cells, 33%, ETA 2 min",
            "matrix: 2/3 cells, 66%, ETA 60 s",
            "matrix: 3/3 cells in 3 min 5 s; as the baseline in baseline/jdk-17 says");
  }

  @Test
  void formatsTimeLeftRoughlyAndTimeTakenExactly() {
    assertThat(RunProgress.eta(TimeUnit.MILLISECONDS.toNanos(300))).isEqualTo("1 s");
    assertThat(RunProgress.eta(TimeUnit.SECONDS.toNanos(99))).isEqualTo("99 s");
    assertThat(RunProgress.eta(TimeUnit.SECONDS.toNanos(100))).isEqualTo("2 min");
    assertThat(RunProgress.eta(TimeUnit.SECONDS.toNanos(150))).isEqualTo("3 min");
    assertThat(RunProgress.elapsed(TimeUnit.SECONDS.toNanos(59))).isEqualTo("59 s");
    assertThat(RunProgress.elapsed(TimeUnit.SECONDS.toNanos(205))).isEqualTo("3 min 25 s");
  }

  @Test
  void aProgressLineWithoutARateHasNoTimeLeft() {
    assertThat(RunProgress.progress(0, 12000, 0)).isEqualTo("matrix: 0/12000 cells, 0%");
    assertThat(RunProgress.progress(3120, 12000, TimeUnit.SECONDS.toNanos(60)))
        .isEqualTo("matrix: 3120/12000 cells, 26%, ETA 3 min");
    assertThat(RunProgress.progress(12000, 12000, 1)).isEqualTo("matrix: 12000/12000 cells, 100%");
  }

  @Test
  void onATerminalTheStatusLineIsRewrittenInPlaceAndOtherLinesGoAboveIt() {
    RunProgress progress = new RunProgress(console, 4, 0, () -> now, Duration.ofMillis(250), true);
    progress.configurationStarted("kryo-default", 4);
    advance(1);
    progress.cellFinished(CELL);
    progress.println("a line of its own");
    advance(1);
    progress.cellFinished(CELL);
    progress.finished("");

    String out = printed.toString(StandardCharsets.UTF_8);
    assertThat(out)
        .startsWith("\rmatrix: 1/4 cells, 25%, ETA 3 s")
        .contains(
            "\r"
                + " ".repeat("matrix: 1/4 cells, 25%, ETA 3 s".length())
                + "\ra line of its own\n\rmatrix: 1/4 cells, 25%")
        .contains("\rmatrix: 2/4 cells, 50%, ETA 2 s")
        .endsWith("\rmatrix: 2/4 cells in 2 s\n");
  }
}
