package io.serialtck.tck.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.run.upgrade.ExplorationSetting;
import io.serialtck.tck.upgrade.UpgradePair;
import java.util.List;
import org.junit.jupiter.api.Test;

class UpgradePlanTest {

  private static final Plan PLAN =
      new Plan(
          List.of(FlexibilityCriteria.criterion("record"), FlexibilityCriteria.criterion("enum")),
          List.of(),
          List.of(),
          0);

  @Test
  void aConfigurationWithAnUpgradeGetsBothDirectionsOfEveryCriterionAfterItsOtherCells() {
    Plan plan = PLAN.withUpgrades(List.of(new UpgradePair("kryo-default", "5.5.0", "5.6.2")));

    assertThat(new PlannedCells(plan).cellKeys("kryo-default"))
        .containsExactly(
            key("kryo-default", "flexibility", "record", Direction.ROUNDTRIP),
            key("kryo-default", "flexibility", "enum", Direction.ROUNDTRIP),
            key("kryo-default", "upgrade", "library:record", Direction.BACKWARD),
            key("kryo-default", "upgrade", "library:record", Direction.FORWARD),
            key("kryo-default", "upgrade", "library:enum", Direction.BACKWARD),
            key("kryo-default", "upgrade", "library:enum", Direction.FORWARD),
            key("kryo-default", "upgrade", "library-explore", Direction.BACKWARD),
            key("kryo-default", "upgrade", "library-explore", Direction.FORWARD));
    assertThat(new PlannedCells(plan).cellKeys("fst-default")).hasSize(2);
  }

  @Test
  void noExplorationCasesLeaveThePairWithoutExplorationCells() {
    Plan plan =
        PLAN.withUpgrades(List.of(new UpgradePair("kryo-default", "5.5.0", "5.6.2")))
            .with(new ExplorationSetting(0));

    assertThat(new PlannedCells(plan).cellKeys("kryo-default"))
        .hasSize(6)
        .noneMatch(key -> key.scenario().equals("library-explore"));
  }

  @Test
  void aReaderJdkGivesEveryConfigurationCellsAcrossJdks() {
    Plan plan = PLAN.withReaderJdk(Jdk.current());

    assertThat(new PlannedCells(plan).cellKeys("java-standard"))
        .contains(
            key("java-standard", "upgrade", "jdk:record", Direction.BACKWARD),
            key("java-standard", "upgrade", "jdk:enum", Direction.FORWARD))
        .hasSize(6);
  }

  @Test
  void aPairAskedForReplacesTheConfigurationsNamedOne() {
    Plan plan =
        PLAN.withUpgrades(List.of(new UpgradePair("kryo-default", "5.5.0", "5.6.2")))
            .withUpgrades(List.of(new UpgradePair("kryo-default", "5.0.0", "5.6.2")));

    assertThat(plan.upgrades()).containsExactly(new UpgradePair("kryo-default", "5.0.0", "5.6.2"));
  }

  @Test
  void twoPairsForOneConfigurationInOnePlanAreRefused() {
    List<UpgradePair> two =
        List.of(
            new UpgradePair("kryo-default", "5.5.0", "5.6.2"),
            new UpgradePair("kryo-default", "5.0.0", "5.6.2"));

    assertThatThrownBy(() -> new Plan(List.of(), List.of(), List.of(), 0, two, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("5.5.0..5.6.2 and 5.0.0..5.6.2");
  }

  private static CellKey key(
      String configuration, String category, String scenario, Direction direction) {
    return new CellKey(configuration, category, scenario, direction);
  }
}
