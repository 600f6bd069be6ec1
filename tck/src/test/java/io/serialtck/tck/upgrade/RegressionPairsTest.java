package io.serialtck.tck.upgrade;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.Regression;
import io.serialtck.fixtures.Regressions;
import org.junit.jupiter.api.Test;

/** Every pair the regression catalogue names is one {@code run --upgrade} takes. */
class RegressionPairsTest {

  @Test
  void everyPairOfTheCatalogueParsesAsAnUpgradeOrAMigration() {
    for (Regression regression : Regressions.caught()) {
      if (regression.pair().isEmpty()) {
        continue;
      }
      UpgradePair pair = UpgradePair.parse(regression.pair());
      assertThat(pair.isMigration() || pair.from().isPresent())
          .as(regression.issue() + ": " + regression.pair())
          .isTrue();
    }
  }
}
