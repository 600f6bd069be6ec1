package io.serialtck.report.cli;

import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.categories.PlannedCells;
import io.serialtck.tck.categories.StandardPlan;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.OnRequest;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.run.interop.JsonWriters;
import io.serialtck.tck.run.registration.OrderedRegistrations;
import io.serialtck.tck.upgrade.UpgradePairs;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
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
    System.out.println(questionsLine());
    return 0;
  }

  /** How many fixtures and kinds of class change the matrix asks every configuration. */
  static String questionsLine() {
    return String.format(
        "Each configuration is asked %d flexibility criteria and %d kinds of class change",
        FlexibilityCriteria.all().size(), Catalogue.kinds().size());
  }

  /**
   * How many cells a default run asks, per category, counted from the plan; then what it leaves out
   * and how to ask for it.
   */
  private static void printCells(Collection<RegisteredConfiguration> registered) {
    List<RegisteredConfiguration> configurations =
        registered.stream().filter(c -> !OnRequest.isOnRequest(c.id())).toList();
    List<String> sides =
        registered.stream()
            .map(RegisteredConfiguration::id)
            .filter(OnRequest::isOnRequest)
            .toList();
    List<ConfigurationInfo> infos =
        configurations.stream().map(RegisteredConfiguration::info).toList();
    Plan plan =
        StandardPlan.of(Plan.DEFAULT_TRIES, infos).withUpgrades(UpgradePairs.named(infos, sides));
    // in the kit's order of categories, whichever configuration has a category's first cell
    Map<String, Integer> byCategory = new LinkedHashMap<>();
    Categories.matrixIds().forEach(id -> byCategory.put(id, 0));
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
            .filter(e -> e.getValue() > 0)
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
    PlannedCells all =
        new PlannedCells(
            plan.with(OrderedRegistrations.of(registeredInfos(registered)))
                .with(JsonWriters.of(registeredInfos(registered))));
    for (String side : sides) {
      System.out.printf(
          "run --all-configurations adds %s's own %,d cells (or name it with --configurations): %s%n",
          side, all.cellKeys(side).size(), OnRequest.reason(side).orElseThrow());
    }
  }

  private static List<ConfigurationInfo> registeredInfos(
      Collection<RegisteredConfiguration> registered) {
    return registered.stream().map(RegisteredConfiguration::info).toList();
  }
}
