package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class StolenTimeTest {

  @Test
  void countsEachRaceJvmOnceAndGivesTheMedianAndTheWorst() {
    List<ForkSample> forks =
        List.of(
            fork(1, "kryo-default", "serialize", 0.30),
            fork(1, "kryo-default", "deserialize", 0.30),
            fork(1, "fory-compatible", "serialize", 0.10),
            fork(2, "kryo-default", "serialize", 0.02),
            fork(2, "fory-compatible", "serialize", null));

    StolenTime stolen = StolenTime.of(forks).orElseThrow();

    // three JVMs known: 0.02, 0.10, 0.30
    assertThat(stolen).isEqualTo(new StolenTime(3, 0.10, 0.30));
  }

  @Test
  void nothingWhenNoForkKnowsIt() {
    assertThat(StolenTime.of(List.of(fork(1, "kryo-default", "serialize", null)))).isEmpty();
  }

  private static ForkSample fork(int round, String configuration, String benchmark, Double share) {
    return new ForkSample(
        round, 1, configuration, "1", "TestObject", benchmark, 100, List.of(100.0), 0, share);
  }
}
