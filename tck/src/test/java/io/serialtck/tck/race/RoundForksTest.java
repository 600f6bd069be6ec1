package io.serialtck.tck.race;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.Payloads;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RoundForksTest {

  private final Entrant kryo =
      new Entrant("kryo-default", "k", "5.6.2", List.of(Path.of("k.jar")), List.of(), false);
  private final Entrant kryoOld =
      new Entrant("kryo-default", "k", "5.5.0", List.of(Path.of("k0.jar")), List.of(), false);
  private final Entrant handWritten =
      new Entrant("hand-written", "java.base", "17", List.of(), List.of(), false);

  private final List<RacePoint> points = new ArrayList<>();

  @Test
  void aRoundHasOneForkPerEntrantWithItsPointsInTheRoundsShuffledOrder() {
    for (String payload : List.of("TestObject", "TopOfBook", "session-1KB", "session-1MB")) {
      for (Entrant entrant : List.of(kryo, kryoOld, handWritten)) {
        points.add(
            new RacePoint(
                "p" + points.size(), entrant, Payloads.byId(payload), entrant.version() + ".txt"));
      }
    }
    List<RacePoint> shuffled = Shuffle.order(points, 7, 2);

    List<List<RacePoint>> forks = RoundRunner.byEntrant(shuffled);

    assertThat(forks).hasSize(3);
    for (List<RacePoint> fork : forks) {
      assertThat(fork)
          .hasSize(4)
          .extracting(RacePoint::entrant)
          .containsOnly(fork.get(0).entrant());
      // within a fork, the points keep the round's shuffled order
      assertThat(fork).isSortedAccordingTo((a, b) -> shuffled.indexOf(a) - shuffled.indexOf(b));
    }
    // the forks start in the order of their entrants' first points in the shuffled round
    assertThat(forks)
        .extracting(fork -> shuffled.indexOf(fork.get(0)))
        .isSorted()
        .first()
        .isEqualTo(0);
    // two versions of one configuration are two entrants, so two forks
    assertThat(forks)
        .extracting(fork -> fork.get(0).entrant().version())
        .containsExactlyInAnyOrder("5.6.2", "5.5.0", "17");
  }

  @Test
  void aPointLockedOutByAnotherJmhRunIsNotDroppedButAFailureIs() {
    String locked =
        "org.openjdk.jmh.runner.RunnerException: ERROR: Another JMH instance might be running."
            + " Unable to acquire the JMH lock (/tmp/jmh.lock), exiting.";

    assertThat(RoundRunner.lockedOut(new PointReport(locked, Map.of("serialize", locked))))
        .isTrue();
    assertThat(RoundRunner.lockedOut(new PointReport(null, Map.of("deserialize", locked))))
        .isTrue();
    assertThat(
            RoundRunner.lockedOut(
                new PointReport(
                    "CORRUPTED: comment: null", Map.of("serialize", "CORRUPTED: comment: null"))))
        .isFalse();
  }
}
