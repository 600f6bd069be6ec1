package io.serialtck.tck.run.upgrade;

import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.Scenario;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import io.serialtck.tck.category.ConfigurationCells;
import io.serialtck.tck.category.MatrixCategory;
import io.serialtck.tck.category.Preparation;
import io.serialtck.tck.category.PreparedCategory;
import io.serialtck.tck.category.RowText;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.run.evolution.EvolutionCategory;
import io.serialtck.tck.run.evolution.ScenarioClasses;
import io.serialtck.tck.run.flexibility.FlexibilityCategory;
import io.serialtck.tck.upgrade.UpgradePair;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Category {@code upgrade}: what happens when the library or the JDK changes between writer and
 * reader? Every criterion of the plan written by one side and read by the other, {@code backward}
 * and {@code forward}: across library versions ({@code library:<criterion>}) and across two
 * configurations of one format ({@code migration:}), each in a worker of its own holding a world
 * per side, for a configuration with such a pair in the plan; across JDKs ({@code jdk:}) when the
 * plan has a reader JDK, between the configuration's own worker and one on that JDK ({@link
 * ConfigurationUpgrades}). Other library versions are resolved, and the configurations described on
 * the reader JDK, once per run before any cell runs.
 */
public final class UpgradeCategory implements MatrixCategory {

  /** The category's id. */
  public static final String ID = "upgrade";

  /** The scenario of a library upgrade's exploration cells: random shapes across the pair. */
  public static final String LIBRARY_EXPLORE = "library-explore";

  /** The scenario of a migration's exploration cells. */
  public static final String MIGRATION_EXPLORE = "migration-explore";

  /** Describes the scenarios asked across a pair. */
  private static final EvolutionCategory EVOLUTION = new EvolutionCategory();

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String timingColumn() {
    return "upgr s";
  }

  @Override
  public List<CellKey> cellKeys(Plan plan, String configuration) {
    List<CellKey> keys = new ArrayList<>();
    if (plan.upgrade(configuration).isPresent()) {
      addKeys(keys, plan, configuration, Plan.LIBRARY_UPGRADE);
      addEvolutionKeys(keys, plan, configuration, Plan.LIBRARY_EVOLUTION);
      addExplorationKeys(keys, plan, configuration, LIBRARY_EXPLORE);
    }
    if (plan.migration(configuration).isPresent()) {
      addKeys(keys, plan, configuration, Plan.MIGRATION);
      addEvolutionKeys(keys, plan, configuration, Plan.MIGRATION_EVOLUTION);
      addExplorationKeys(keys, plan, configuration, MIGRATION_EXPLORE);
    }
    if (plan.readerJdk() != null) {
      addKeys(keys, plan, configuration, Plan.JDK_UPGRADE);
    }
    return keys;
  }

  private static void addKeys(List<CellKey> keys, Plan plan, String configuration, String prefix) {
    for (Criterion criterion : plan.criteria()) {
      keys.add(new CellKey(configuration, ID, prefix + criterion.id(), Direction.BACKWARD));
      keys.add(new CellKey(configuration, ID, prefix + criterion.id(), Direction.FORWARD));
    }
  }

  private static void addEvolutionKeys(
      List<CellKey> keys, Plan plan, String configuration, String prefix) {
    for (Scenario scenario : plan.evolutionsAcrossPairs()) {
      keys.add(new CellKey(configuration, ID, prefix + scenario.id(), Direction.BACKWARD));
      keys.add(new CellKey(configuration, ID, prefix + scenario.id(), Direction.FORWARD));
    }
  }

  private static void addExplorationKeys(
      List<CellKey> keys, Plan plan, String configuration, String scenario) {
    if (explorationCases(plan) > 0) {
      keys.add(new CellKey(configuration, ID, scenario, Direction.BACKWARD));
      keys.add(new CellKey(configuration, ID, scenario, Direction.FORWARD));
    }
  }

  /** The random cases each pair's exploration asks in this plan. */
  public static int explorationCases(Plan plan) {
    return plan.setting(ExplorationSetting.class)
        .map(ExplorationSetting::cases)
        .orElse(ExplorationSetting.DEFAULT_CASES);
  }

  /** The exploration scenario of a pair: {@link #LIBRARY_EXPLORE} or {@link #MIGRATION_EXPLORE}. */
  static String explore(UpgradePair pair) {
    return pair.isMigration() ? MIGRATION_EXPLORE : LIBRARY_EXPLORE;
  }

  @Override
  public String noCellsHint() {
    return "upgrade cells need a configuration with a library upgrade, or --reader-jdk";
  }

  /**
   * Resolves the other versions (and migrations' sides) of the configurations with a recorded cell
   * across them, and describes those with a recorded cross-JDK cell on the reader JDK.
   *
   * @throws io.serialtck.tck.resolve.LibraryResolutionException when a version cannot be resolved
   */
  @Override
  public PreparedCategory prepare(Preparation preparation) {
    Plan plan = preparation.plan();
    Map<String, UpgradeWorlds> upgrades =
        UpgradeWorlds.resolve(
            plan,
            preparation.recording(
                across(Plan.LIBRARY_UPGRADE)
                    .or(across(Plan.LIBRARY_EVOLUTION))
                    .or(across(LIBRARY_EXPLORE))),
            preparation.options().jdk().feature());
    Map<String, UpgradeWorlds> migrations =
        UpgradeWorlds.resolveMigrations(
            plan,
            preparation.recording(
                across(Plan.MIGRATION)
                    .or(across(Plan.MIGRATION_EVOLUTION))
                    .or(across(MIGRATION_EXPLORE))),
            preparation.configurations(),
            preparation.options().jdk().feature());
    Map<String, RegisteredConfiguration> onReaderJdk =
        ReaderJdkConfigurations.describe(plan, preparation.recording(across(Plan.JDK_UPGRADE)));
    List<ScenarioClasses> evolutions = new ArrayList<>();
    for (Scenario scenario : plan.evolutionsAcrossPairs()) {
      if (preparation.runs(ID, Plan.LIBRARY_EVOLUTION + scenario.id())
          || preparation.runs(ID, Plan.MIGRATION_EVOLUTION + scenario.id())) {
        evolutions.add(ScenarioClasses.generate(scenario, preparation.generator()));
      }
    }
    ExploredCases explored =
        preparation.runs(ID, LIBRARY_EXPLORE) || preparation.runs(ID, MIGRATION_EXPLORE)
            ? ExploredCases.generate(preparation.options().seed(), explorationCases(plan))
            : null;
    return cells -> {
      String id = cells.configuration().id();
      ConfigurationUpgrades run =
          new ConfigurationUpgrades(
              cells.configuration(), cells.options(), cells.workers(), cells.recorder());
      UpgradeWorlds library = upgrades.get(id);
      if (library != null) {
        run.library(
            library,
            criteria(cells, Plan.LIBRARY_UPGRADE),
            exploration(cells, LIBRARY_EXPLORE, explored, preparation));
        run.evolutions(library, scenarios(cells, evolutions, Plan.LIBRARY_EVOLUTION));
      }
      UpgradeWorlds migration = migrations.get(id);
      if (migration != null) {
        run.library(
            migration,
            criteria(cells, Plan.MIGRATION),
            exploration(cells, MIGRATION_EXPLORE, explored, preparation));
        run.evolutions(migration, scenarios(cells, evolutions, Plan.MIGRATION_EVOLUTION));
      }
      List<Criterion> acrossJdks = criteria(cells, Plan.JDK_UPGRADE);
      if (plan.readerJdk() != null && !acrossJdks.isEmpty()) {
        run.jdk(cells.sharedSession(), plan.readerJdk(), onReaderJdk.get(id), acrossJdks);
      }
    };
  }

  /** The exploration a configuration's pair asks, if it has an exploration cell to run. */
  private static Exploration exploration(
      ConfigurationCells cells, String scenario, ExploredCases explored, Preparation preparation) {
    boolean asked =
        cells.runs(ID, scenario, Direction.BACKWARD) || cells.runs(ID, scenario, Direction.FORWARD);
    return asked && explored != null
        ? new Exploration(explored, preparation.generator())
        : Exploration.NONE;
  }

  private static Predicate<CellKey> across(String prefix) {
    return key -> key.category().equals(ID) && key.scenario().startsWith(prefix);
  }

  /** The criteria with a cell to run across this kind of change. */
  private static List<Criterion> criteria(ConfigurationCells cells, String prefix) {
    return cells.plan().criteria().stream()
        .filter(
            c ->
                cells.runs(ID, prefix + c.id(), Direction.BACKWARD)
                    || cells.runs(ID, prefix + c.id(), Direction.FORWARD))
        .toList();
  }

  /** The scenarios with a cell to run across a pair, with this prefix. */
  private static List<ScenarioClasses> scenarios(
      ConfigurationCells cells, List<ScenarioClasses> generated, String prefix) {
    return generated.stream()
        .filter(
            s ->
                cells.runs(ID, prefix + s.scenario().id(), Direction.BACKWARD)
                    || cells.runs(ID, prefix + s.scenario().id(), Direction.FORWARD))
        .toList();
  }

  /**
   * An upgrade id ({@code library:}, {@code migration:}, {@code jdk:}) is read to its criterion, an
   * evolution across a pair ({@code library-evolution:}, {@code migration-evolution:}) to its
   * scenario.
   */
  @Override
  public Optional<RowText> describe(String scenario) {
    if (scenario.equals(LIBRARY_EXPLORE) || scenario.equals(MIGRATION_EXPLORE)) {
      return Optional.of(
          new RowText(
              false,
              Optional.empty(),
              "random class shapes and values (exploration), written by one side of the "
                  + (scenario.equals(LIBRARY_EXPLORE)
                      ? "library upgrade"
                      : "migration between two configurations of one format")
                  + " and read by the other",
              "PASS when every random shape that each side round-trips alone also comes back"
                  + " across, and at least a quarter of those asked did; INCONCLUSIVE when fewer"
                  + " did; else the worst outcome across, its findings grouped by signature and"
                  + " the first of the worst shrunk to a minimal case",
              Optional.empty()));
    }
    for (String prefix : List.of(Plan.LIBRARY_EVOLUTION, Plan.MIGRATION_EVOLUTION)) {
      if (scenario.startsWith(prefix)) {
        return EVOLUTION
            .describe(scenario.substring(prefix.length()))
            .map(
                text ->
                    new RowText(
                        false,
                        Optional.empty(),
                        text.change()
                            + (prefix.equals(Plan.LIBRARY_EVOLUTION)
                                ? ", the earlier library version with the earlier class on one"
                                    + " side, the later with the later class on the other"
                                : ", one configuration with the earlier class on one side,"
                                    + " the other with the later class on the other"),
                        text.passRule(),
                        text.docs()));
      }
    }
    if (scenario.startsWith(Plan.LIBRARY_UPGRADE)) {
      return FlexibilityCategory.criterion(
          scenario.substring(Plan.LIBRARY_UPGRADE.length()),
          "written by one library version, read by the other");
    }
    if (scenario.startsWith(Plan.MIGRATION)) {
      return FlexibilityCategory.criterion(
          scenario.substring(Plan.MIGRATION.length()),
          "written by one configuration, read by another of the same format (a migration)");
    }
    if (scenario.startsWith(Plan.JDK_UPGRADE)) {
      return FlexibilityCategory.criterion(
          scenario.substring(Plan.JDK_UPGRADE.length()), "written on one JDK, read on the other");
    }
    return Optional.empty();
  }
}
