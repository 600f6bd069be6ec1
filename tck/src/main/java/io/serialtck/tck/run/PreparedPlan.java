package io.serialtck.tck.run;

import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.property.PropertyCases;
import io.serialtck.tck.run.evolution.ScenarioClasses;
import io.serialtck.tck.run.upgrade.UpgradeWorlds;
import java.util.List;
import java.util.Map;

/**
 * A plan with everything generated or resolved that every configuration shares: the evolution
 * scenarios' classes and the properties' random cases with theirs, made once in the harness, the
 * world class paths of the library upgrades, and the configurations as described on the reader JDK.
 *
 * @param upgrades by configuration id
 * @param migrations by the id of the configuration migrated to
 * @param onReaderJdk by configuration id; empty without a reader JDK
 */
record PreparedPlan(
    Plan plan,
    List<ScenarioClasses> scenarios,
    PropertyCases cases,
    Map<String, UpgradeWorlds> upgrades,
    Map<String, UpgradeWorlds> migrations,
    Map<String, RegisteredConfiguration> onReaderJdk) {

  PreparedPlan {
    upgrades = Map.copyOf(upgrades);
    migrations = Map.copyOf(migrations);
    onReaderJdk = Map.copyOf(onReaderJdk);
  }
}
