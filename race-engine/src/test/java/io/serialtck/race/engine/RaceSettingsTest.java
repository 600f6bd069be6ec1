package io.serialtck.race.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class RaceSettingsTest {

  private static final Entrant FORY =
      new Entrant(
          "fory-compatible",
          "org.apache.fory:fory-core",
          "1.6.0",
          List.of(Path.of("fory-core.jar")),
          List.of("--add-opens=java.base/java.lang=ALL-UNNAMED"),
          false);

  @Test
  void everyModeStartsItsRaceJvmsOnTheFixedHeapBeforeTheConfigurationsFlags() {
    for (RaceMode mode : RaceMode.values()) {
      assertThat(mode.settings().jvmFlags(FORY))
          .as(mode.name())
          .containsExactly(
              "-Xms1024m",
              "-Xmx1024m",
              "-XX:G1HeapRegionSize=4m",
              "--add-opens=java.base/java.lang=ALL-UNNAMED");
    }
  }

  @Test
  void aRaceOnTheDefaultHeapAddsNoFlagAndSaysSo() {
    RaceSettings kept = RaceMode.FULL.settings().withHeap(0);

    assertThat(kept.jvmFlags(FORY)).containsExactly("--add-opens=java.base/java.lang=ALL-UNNAMED");
    assertThat(kept.describe()).endsWith(", on the JVM's default heap");
    assertThat(kept).isNotEqualTo(RaceMode.FULL.settings());
  }
}
