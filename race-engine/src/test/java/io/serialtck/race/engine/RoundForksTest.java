package io.serialtck.race.engine;

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
  void eachBenchmarkOfAPointIsAForkOfItsOwnNamedAfterIt() {
    RacePoint point = new RacePoint("p7", kryo, Payloads.byId("TestObject"), "k.txt");

    List<RacePoint> forks = RoundRunner.forksOf(2, point);

    assertThat(forks).hasSize(point.benchmarks().size());
    assertThat(forks).allSatisfy(fork -> assertThat(fork.benchmarks()).hasSize(1));
    assertThat(forks)
        .extracting(fork -> fork.benchmarks().get(0))
        .containsExactlyElementsOf(point.benchmarks());
    assertThat(forks)
        .extracting(RacePoint::id)
        .contains("r02-p7-serialize", "r02-p7-deserialize")
        .doesNotHaveDuplicates();
    assertThat(forks).extracting(RacePoint::entrant).containsOnly(kryo);
    assertThat(forks).extracting(RacePoint::worldFile).containsOnly("k.txt");
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
