package io.serialtck.tck.upgrade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.worker.protocol.ConfigurationInfo;
import java.util.List;
import org.junit.jupiter.api.Test;

class UpgradePairTest {

  @Test
  void readsConfigurationAndBothVersions() {
    UpgradePair pair = UpgradePair.parse("fst-default:2.57..3.0.4-jdk17");

    assertThat(pair).isEqualTo(new UpgradePair("fst-default", "2.57", "3.0.4-jdk17"));
    assertThat(pair.versions()).isEqualTo("2.57..3.0.4-jdk17");
    assertThat(pair).hasToString("fst-default:2.57..3.0.4-jdk17");
  }

  @Test
  void aVersionMayBeCoordinatesOfAnotherGroup() {
    UpgradePair pair =
        UpgradePair.parse("kryo-default:com.esotericsoftware.kryo:kryo:2.24.0..5.6.2");

    assertThat(pair)
        .isEqualTo(
            new UpgradePair("kryo-default", "com.esotericsoftware.kryo:kryo:2.24.0", "5.6.2"));
  }

  @Test
  void twoConfigurationsMakeAMigrationEachSideAtTheBuildsVersionUnlessNamed() {
    UpgradePair plain = UpgradePair.parse("jackson-default..jackson3-default");
    UpgradePair named = UpgradePair.parse("jackson-default:2.17.3..jackson3-default");

    assertThat(plain.isMigration()).isTrue();
    assertThat(plain.fromConfiguration()).isEqualTo("jackson-default");
    assertThat(plain.configuration()).isEqualTo("jackson3-default");
    assertThat(plain.from()).isEmpty();
    assertThat(plain.to()).isEmpty();
    assertThat(plain).hasToString("jackson-default..jackson3-default");
    assertThat(named.from()).contains("2.17.3");
    assertThat(named).hasToString("jackson-default:2.17.3..jackson3-default");
    assertThat(UpgradePair.parse("kryo-default:5.5.0..5.6.2").isMigration()).isFalse();
  }

  @Test
  void oneConfigurationMustNameBothVersions() {
    assertThatThrownBy(() -> UpgradePair.parse("kryo-default..kryo-default"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("FROM..TO");
  }

  @Test
  void aNamedMigrationNeedsBothOfItsConfigurations() {
    List<ConfigurationInfo> both =
        List.of(
            info("jackson-default", "com.fasterxml.jackson.core:jackson-databind", "2.22.4"),
            info("jackson3-default", "tools.jackson.core:jackson-databind", "3.1.0"));

    assertThat(UpgradePairs.named(both))
        .contains(UpgradePair.parse("jackson-default..jackson3-default"));
    assertThat(UpgradePairs.named(both.subList(1, 2))).isEmpty();
    assertThat(
            UpgradePairs.isNamed(
                UpgradePair.parse("jackson-default:2.17.3..jackson3-default"), both.get(1)))
        .isFalse();
  }

  @Test
  void aMigrationReachesItsEarlierSideAmongTheConfigurationsTheRunLeavesOut() {
    List<ConfigurationInfo> fory =
        List.of(info("fory-compatible", "org.apache.fory:fory-core", "1.6.0"));

    assertThat(UpgradePairs.named(fory, List.of("fury-compatible")))
        .containsExactly(
            new UpgradePair("fory-compatible", "0.16.0", "1.6.0"),
            UpgradePair.parse("fury-compatible..fory-compatible"));
    assertThat(UpgradePairs.named(fory, List.of("jackson-default")))
        .as("only a named migration's own earlier side")
        .noneMatch(UpgradePair::isMigration);
    assertThat(
            UpgradePairs.named(
                List.of(info("fury-compatible", "org.apache.fury:fury-core", "0.10.3")),
                List.of("fory-compatible")))
        .as("a migration runs with its later side, never from its earlier side alone")
        .noneMatch(UpgradePair::isMigration);
  }

  @Test
  void textWithoutConfigurationOrVersionIsRefusedWithAnExample() {
    for (String text :
        List.of(
            "kryo-default",
            "kryo-default:5.5.0",
            ":5.5.0..5.6.2",
            "kryo:..5.6.2",
            "kryo:5.5.0..")) {
      assertThatThrownBy(() -> UpgradePair.parse(text))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(text)
          .hasMessageContaining("kryo-default:5.5.0..5.6.2");
    }
  }

  @Test
  void theNamedUpgradeEndsAtTheBuildsVersion() {
    assertThat(UpgradePairs.named("kryo-default", "com.esotericsoftware:kryo", "5.6.2"))
        .contains(new UpgradePair("kryo-default", "5.5.0", "5.6.2"));
    assertThat(UpgradePairs.named("kryo-default", "com.esotericsoftware:kryo", "5.0.0"))
        .contains(new UpgradePair("kryo-default", "5.5.0", "5.0.0"));
  }

  @Test
  void noNamedUpgradeForTheJdksOwnSerializationNorWhenTheBuildIsTheEarlierVersion() {
    assertThat(
            UpgradePairs.named("java-standard", "java.base:java.io.ObjectOutputStream", "17.0.15"))
        .isEmpty();
    assertThat(UpgradePairs.named("kryo-default", "com.esotericsoftware:kryo", "5.5.0")).isEmpty();
  }

  @Test
  void everyConfigurationOfANamedLibraryGetsItsUpgrade() {
    List<ConfigurationInfo> infos =
        List.of(
            info("java-standard", "java.base:java.io.ObjectOutputStream", "17.0.15"),
            info("fory-compatible", "org.apache.fory:fory-core", "1.6.0"),
            info(
                "smile-default",
                "com.fasterxml.jackson.dataformat:jackson-dataformat-smile",
                "2.22.4"));

    assertThat(UpgradePairs.named(infos))
        .containsExactly(
            new UpgradePair("fory-compatible", "0.16.0", "1.6.0"),
            new UpgradePair("smile-default", "2.17.3", "2.22.4"));
  }

  @Test
  void furyToForyIsANamedMigrationWhenTheRunHasBoth() {
    ConfigurationInfo fury = info("fury-compatible", "org.apache.fury:fury-core", "0.10.3");
    ConfigurationInfo fory = info("fory-compatible", "org.apache.fory:fory-core", "1.6.0");
    UpgradePair migration = UpgradePair.parse("fury-compatible..fory-compatible");

    assertThat(UpgradePairs.named(List.of(fury, fory)))
        .containsExactly(new UpgradePair("fory-compatible", "0.16.0", "1.6.0"), migration);
    assertThat(UpgradePairs.isNamed(migration, fory)).isTrue();
    // Fury has no earlier version of its own to upgrade from, and one side alone is no migration
    assertThat(UpgradePairs.named(List.of(fury))).isEmpty();
    assertThat(UpgradePairs.migrationsTo(List.of("fory-compatible"))).containsExactly(migration);
  }

  private static ConfigurationInfo info(String id, String library, String version) {
    return new ConfigurationInfo(id, library, version, "", List.of(), null);
  }
}
