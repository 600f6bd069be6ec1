package io.serialtck.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class UpgradeLabelsTest {

  @Test
  void labelsAreTheVersionsOfTheUpgrade() {
    UpgradeLabels labels = new UpgradeLabels(List.of("kryo-default:5.5.0..5.6.2"));

    assertThat(labels.before()).isEqualTo("5.5.0");
    assertThat(labels.after()).isEqualTo("5.6.2");
  }

  @Test
  void fullCoordinatesOfALibraryThatChangedGroupGiveItsVersion() {
    UpgradeLabels labels =
        new UpgradeLabels(List.of("kryo-default:com.esotericsoftware.kryo:kryo:2.24.0..5.6.2"));

    assertThat(labels.before()).isEqualTo("2.24.0");
    assertThat(labels.after()).isEqualTo("5.6.2");
  }

  @Test
  void severalUpgradesAreJoined() {
    UpgradeLabels labels =
        new UpgradeLabels(List.of("kryo-default:5.5.0..5.6.2", "jackson-default:2.17.0..2.22.4"));

    assertThat(labels.before()).isEqualTo("5.5.0+2.17.0");
    assertThat(labels.after()).isEqualTo("5.6.2+2.22.4");
  }

  @Test
  void anUpgradeWithoutBothVersionsIsRefusedByName() {
    for (String malformed : List.of("kryo-default", "kryo-default:5.5.0", ":1..2", "k:1..")) {
      assertThatThrownBy(() -> new UpgradeLabels(List.of(malformed)))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("'" + malformed + "'")
          .hasMessageContaining("CONFIGURATION:FROM..TO");
    }
  }
}
