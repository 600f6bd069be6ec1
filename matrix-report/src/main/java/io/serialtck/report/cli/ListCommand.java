package io.serialtck.report.cli;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.upgrade.UpgradePairs;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code serialtck list}: the registered configurations, without running anything. */
@Command(
    name = "list",
    mixinStandardHelpOptions = true,
    description =
        "Lists the registered configurations with versions, flags and set-up, and the cells a"
            + " default run asks.")
final class ListCommand implements Callable<Integer> {

  @Mixin TargetOptions target;

  @Override
  public Integer call() {
    Jdk jdk = target.jdk();
    var registered =
        AdapterCatalog.describe(
            AdapterCatalog.adapterClasspaths(target.adaptersDir()), jdk.feature());
    ConfigurationListing.print(System.out, registered.values(), jdk.version());
    printCells(registered.values());
    return 0;
  }

  /** How many cells a default run asks, per category, counted from the plan. */
  private static void printCells(Collection<RegisteredConfiguration> configurations) {
    Plan plan =
        Plan.full(Plan.DEFAULT_TRIES)
            .withUpgrades(
                UpgradePairs.named(
                    configurations.stream().map(RegisteredConfiguration::info).toList()));
    Map<String, Integer> byCategory = new LinkedHashMap<>();
    int total = 0;
    for (RegisteredConfiguration configuration : configurations) {
      for (CellKey key : new PlannedCells(plan).cellKeys(configuration.id())) {
        byCategory.merge(key.category(), 1, Integer::sum);
        total++;
      }
    }
    System.out.printf(
        "A default run (./serialtck run) asks %,d cells: %s%n",
        total,
        byCategory.entrySet().stream()
            .map(e -> String.format("%s %,d", e.getKey(), e.getValue()))
            .collect(Collectors.joining(", ")));
    PlannedCells across = new PlannedCells(plan.withEvolutionsAcross(true));
    int more = 0;
    for (RegisteredConfiguration configuration : configurations) {
      more += across.cellKeys(configuration.id()).size();
    }
    System.out.printf(
        "run --upgrade-evolution adds %,d upgrade cells (evolution scenarios across the named"
            + " pairs)%n",
        more - total);
  }
}
