package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HostStealTest {

  @Test
  void readsTheStealColumnOfTheCpuLineAndTheTotalOfItsEightStates() {
    Optional<HostSteal> counters =
        HostSteal.parse("cpu  6657902 705 395029 2513707 4815 0 18207 39194 0 0");

    assertThat(counters).contains(new HostSteal(9629559, 39194));
  }

  @Test
  void theShareIsTheStolenPartOfTheTimeBetweenTwoReadings() {
    Optional<HostSteal> before = HostSteal.parse("cpu  100 0 50 800 0 0 0 50 0 0");
    Optional<HostSteal> after = HostSteal.parse("cpu  400 0 150 1000 0 0 0 450 0 0");

    // 1,000 ticks passed, 400 of them stolen
    assertThat(HostSteal.shareSince(before, after)).isCloseTo(0.4, within(1e-9));
  }

  @Test
  void noShareWithoutCountersOrWithoutTimePassing() {
    Optional<HostSteal> reading = HostSteal.parse("cpu  100 0 50 800 0 0 0 50 0 0");

    assertThat(HostSteal.shareSince(Optional.empty(), reading)).isNull();
    assertThat(HostSteal.shareSince(reading, reading)).isNull();
    // a kernel that does not count steal has no eighth state
    assertThat(HostSteal.parse("cpu  100 0 50 800 0 0 0")).isEmpty();
    assertThat(HostSteal.parse("cpu0 100 0 50 800 0 0 0 50")).isEmpty();
  }

  @Test
  void readsTheFileAndIsEmptyWhenThereIsNone(@TempDir Path folder) throws Exception {
    Path stat = folder.resolve("stat");
    Files.writeString(stat, "cpu  10 0 5 80 0 0 0 5 0 0\ncpu0 5 0 2 40 0 0 0 3 0 0\nintr 1\n");

    assertThat(HostSteal.read(stat)).contains(new HostSteal(100, 5));
    assertThat(HostSteal.read(folder.resolve("absent"))).isEmpty();
  }

  @Test
  void thisMachineCountsIt() {
    assumeTrue(Files.isReadable(Path.of("/proc/stat")), "only Linux has /proc/stat");

    assertThat(HostSteal.now()).isPresent();
  }
}
