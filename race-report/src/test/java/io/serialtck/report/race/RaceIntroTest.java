package io.serialtck.report.race;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.race.engine.OffPlateau;
import org.junit.jupiter.api.Test;

class RaceIntroTest {

  @Test
  void saysHowTheWarmUpsHeldAndWhatWasMeasuredAgain() {
    assertThat(RaceIntro.warmUps(new OffPlateau(1298, 1290, 3520, 0, 14, 2)))
        .isEqualTo(
            "1,290 of 1,298 forks ended their warm-up steady, the median after 3.52 s. 14 kept"
                + " measurements end more than 2× off the plateau its warm-up ended on: the"
                + " mean of such a fork mixes two states of its JVM, and the ratios of its round"
                + " carry it.");
    assertThat(RaceIntro.warmUps(new OffPlateau(1298, 1298, 3520, 1, 0, 2)))
        .isEqualTo(
            "1,298 of 1,298 forks ended their warm-up steady, the median after 3.52 s. 1 fork"
                + " was measured again after warming on, a measurement having ended more than 2×"
                + " off the plateau (race.json keeps the measurements set aside). No kept"
                + " measurement ends more than 2× off the plateau its warm-up ended on.");
  }
}
