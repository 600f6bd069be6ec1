package io.serialtck.tck.plan;

import io.serialtck.evolution.ClassStyle;
import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.Scenario;
import io.serialtck.fixtures.ValueSweeps;
import io.serialtck.spi.Stable;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.upgrade.UpgradePair;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a run asks every configuration, as the categories read it: the flexibility criteria, the
 * evolution scenarios, the properties (each of {@code tries} random cases), the library upgrades
 * and migrations and the reader JDK (the {@code upgrade} cells: every criterion again across them),
 * and the settings the categories declare for themselves ({@link CategorySetting}: how deep the
 * {@code hostile} cells go, whether the {@code stateful} cells are asked, which configurations the
 * {@code registration-order} cells are asked of). Each category turns this into its cells; {@code
 * io.serialtck.tck.categories.PlannedCells} lists them, fingerprints them and applies the filter.
 * The standard plan is made in one place, {@code io.serialtck.tck.categories.StandardPlan}.
 *
 * <p>A {@link CellFilter} keeps part of those cells ({@code run --categories}, {@code
 * --scenarios}): only the cells it keeps are run, counted and cut into shards.
 *
 * @param upgrades at most one library upgrade per configuration
 * @param readerJdk the JDK the cross-JDK cells read on (and write on, the other way), or null
 * @param filter the cells the run asks of all the plan has; {@link CellFilter#ALL} when null
 * @param evolutionsAcross whether the upgrade category also asks the curated evolution scenarios
 *     across each library upgrade and migration of the plan ({@code run --upgrade-evolution};
 *     scenarios {@link #LIBRARY_EVOLUTION} and {@link #MIGRATION_EVOLUTION})
 * @param settings the settings categories declare for themselves ({@link CategorySetting}), by
 *     their class: what a category adds to the plan without a change to this record
 */
@Stable
public record Plan(
    List<Criterion> criteria,
    List<Scenario> evolutions,
    List<Property> properties,
    int tries,
    List<UpgradePair> upgrades,
    Jdk readerJdk,
    CellFilter filter,
    boolean evolutionsAcross,
    Map<Class<? extends CategorySetting>, CategorySetting> settings) {

  /** Scenario prefix of the cells across library versions. */
  public static final String LIBRARY_UPGRADE = "library:";

  /**
   * Scenario prefix of the cells across two configurations of one format ({@link
   * UpgradePair#isMigration()}: Jackson 2 to Jackson 3), recorded under the later configuration.
   */
  public static final String MIGRATION = "migration:";

  /**
   * Scenario prefix of the evolution cells across library versions: the earlier version with the
   * earlier class writes, the later version with the later class reads, and back.
   */
  public static final String LIBRARY_EVOLUTION = "library-evolution:";

  /** Scenario prefix of the evolution cells across a migration's two configurations. */
  public static final String MIGRATION_EVOLUTION = "migration-evolution:";

  /** Scenario prefix of the cells across JDKs. */
  public static final String JDK_UPGRADE = "jdk:";

  /** Tries per property and configuration in a default run. */
  public static final int DEFAULT_TRIES = 200;

  public Plan {
    criteria = List.copyOf(criteria);
    evolutions = List.copyOf(evolutions);
    properties = List.copyOf(properties);
    upgrades = List.copyOf(upgrades);
    filter = filter == null ? CellFilter.ALL : filter;
    settings = settings == null ? Map.of() : Map.copyOf(settings);
    if (!properties.isEmpty() && tries < 1) {
      throw new IllegalArgumentException("tries must be at least 1: " + tries);
    }
    Map<String, UpgradePair> byConfiguration = new HashMap<>();
    for (UpgradePair pair : upgrades) {
      UpgradePair other = byConfiguration.put(slot(pair), pair);
      if (other != null) {
        throw new IllegalArgumentException(
            "two "
                + (pair.isMigration() ? "migrations to " : "upgrades of ")
                + pair.configuration()
                + " ("
                + other.versions()
                + " and "
                + pair.versions()
                + "): a run checks one library upgrade and one migration per configuration");
      }
    }
  }

  /** The setting of this class a category declared, if the plan holds one. */
  public <S extends CategorySetting> Optional<S> setting(Class<S> type) {
    return Optional.ofNullable(type.cast(settings.get(type)));
  }

  /** This plan with a category's setting, replacing one of the same class. */
  public Plan with(CategorySetting setting) {
    Map<Class<? extends CategorySetting>, CategorySetting> more = new LinkedHashMap<>(settings);
    more.put(setting.getClass(), setting);
    return new Plan(
        criteria,
        evolutions,
        properties,
        tries,
        upgrades,
        readerJdk,
        filter,
        evolutionsAcross,
        more);
  }

  /** Without evolution scenarios across the upgrades, and without settings of categories' own. */
  public Plan(
      List<Criterion> criteria,
      List<Scenario> evolutions,
      List<Property> properties,
      int tries,
      List<UpgradePair> upgrades,
      Jdk readerJdk,
      CellFilter filter) {
    this(criteria, evolutions, properties, tries, upgrades, readerJdk, filter, false, Map.of());
  }

  /** Every cell of these criteria, scenarios, properties and upgrades. */
  public Plan(
      List<Criterion> criteria,
      List<Scenario> evolutions,
      List<Property> properties,
      int tries,
      List<UpgradePair> upgrades,
      Jdk readerJdk) {
    this(criteria, evolutions, properties, tries, upgrades, readerJdk, CellFilter.ALL);
  }

  /** Without upgrade cells. */
  public Plan(
      List<Criterion> criteria, List<Scenario> evolutions, List<Property> properties, int tries) {
    this(criteria, evolutions, properties, tries, List.of(), null);
  }

  /** Only these evolution scenarios. */
  public static Plan evolutions(List<Scenario> scenarios) {
    return new Plan(List.of(), scenarios, List.of(), 0);
  }

  /**
   * This plan with these upgrades; a pair given for a configuration that already has one of its
   * kind (a library upgrade, a migration) replaces it.
   */
  public Plan withUpgrades(List<UpgradePair> pairs) {
    Map<String, UpgradePair> byConfiguration = new LinkedHashMap<>();
    upgrades.forEach(pair -> byConfiguration.put(slot(pair), pair));
    pairs.forEach(pair -> byConfiguration.put(slot(pair), pair));
    return new Plan(
        criteria,
        evolutions,
        properties,
        tries,
        List.copyOf(byConfiguration.values()),
        readerJdk,
        filter,
        evolutionsAcross,
        settings);
  }

  /**
   * This plan asking (or not) the curated evolution scenarios across its library upgrades and
   * migrations.
   */
  public Plan withEvolutionsAcross(boolean asked) {
    return new Plan(
        criteria, evolutions, properties, tries, upgrades, readerJdk, filter, asked, settings);
  }

  /**
   * The evolution scenarios asked across an upgrade or migration: the curated ones of both class
   * styles, without the value sweeps (empty unless {@link #evolutionsAcross}).
   */
  public List<Scenario> evolutionsAcrossPairs() {
    if (!evolutionsAcross) {
      return List.of();
    }
    return evolutions.stream()
        .filter(
            s ->
                ValueSweeps.sweptId(ClassStyle.unstyled(s.id()))
                    .equals(ClassStyle.unstyled(s.id())))
        .toList();
  }

  /** This plan with cross-JDK cells read on (and written on) {@code jdk}. */
  public Plan withReaderJdk(Jdk jdk) {
    return new Plan(
        criteria, evolutions, properties, tries, upgrades, jdk, filter, evolutionsAcross, settings);
  }

  /** This plan asking only the cells {@code cells} keeps (it replaces any filter before). */
  public Plan withFilter(CellFilter cells) {
    return new Plan(
        criteria,
        evolutions,
        properties,
        tries,
        upgrades,
        readerJdk,
        cells,
        evolutionsAcross,
        settings);
  }

  /** The library upgrade of a configuration (one configuration, two versions), if any. */
  public Optional<UpgradePair> upgrade(String configuration) {
    return upgrades.stream()
        .filter(p -> !p.isMigration() && p.configuration().equals(configuration))
        .findFirst();
  }

  /** The migration to a configuration from another of its format, if the plan has one. */
  public Optional<UpgradePair> migration(String configuration) {
    return upgrades.stream()
        .filter(p -> p.isMigration() && p.configuration().equals(configuration))
        .findFirst();
  }

  /** The scenario prefix of a pair's cells. */
  public static String prefix(UpgradePair pair) {
    return pair.isMigration() ? MIGRATION : LIBRARY_UPGRADE;
  }

  private static String slot(UpgradePair pair) {
    return prefix(pair) + pair.configuration();
  }
}
