package io.serialtck.tck.run.upgrade;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * An exploration cell without findings passes only on enough cases that came back: a quarter of
 * those asked, at least one, so that a pair both sides refuse nearly everything of is not a pass. A
 * set-up variant asks a few of the cases again: the first eighth, at least one.
 */
class ExplorationPassTest {

  @Test
  void aQuarterOfTheCasesAskedAtLeastOneMustComeBack() {
    assertThat(ExplorationCells.casesToPass(1)).isEqualTo(1);
    assertThat(ExplorationCells.casesToPass(2)).isEqualTo(1);
    assertThat(ExplorationCells.casesToPass(4)).isEqualTo(1);
    assertThat(ExplorationCells.casesToPass(5)).isEqualTo(2);
    assertThat(ExplorationCells.casesToPass(8)).as("the default run's 8").isEqualTo(2);
    assertThat(ExplorationCells.casesToPass(12)).as("8 and two variants' 2").isEqualTo(3);
    assertThat(ExplorationCells.casesToPass(64)).isEqualTo(16);
  }

  @Test
  void eachSetUpVariantAsksTheFirstEighthOfTheCasesAtLeastOne() {
    assertThat(ConfigurationUpgrades.variantCases(1)).isEqualTo(1);
    assertThat(ConfigurationUpgrades.variantCases(8)).as("the default run's 8").isEqualTo(1);
    assertThat(ConfigurationUpgrades.variantCases(9)).isEqualTo(2);
    assertThat(ConfigurationUpgrades.variantCases(64)).isEqualTo(8);
  }
}
