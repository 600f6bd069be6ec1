package io.serialtck.tck.plan;

import io.serialtck.fixtures.Category;
import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.fixtures.Scenario;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.upgrade.UpgradePair;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a run asks every configuration: the flexibility criteria (one {@code roundtrip} cell each),
 * the evolution scenarios (a {@code backward} and a {@code forward} cell each), the properties (one
 * cell each, of {@code tries} random cases) and, in category {@code upgrade}, every criterion again
 * across two library versions ({@code library:<criterion>}, for a configuration with an upgrade
 * pair) and across two JDKs ({@code jdk:<criterion>}, when the run has a reader JDK), each {@code
 * backward} (written before, read after) and {@code forward} (the rollback).
 *
 * @param upgrades at most one library upgrade per configuration
 * @param readerJdk the JDK the cross-JDK cells read on (and write on, the other way), or null
 */
public record Plan(
    List<Criterion> criteria,
    List<Scenario> evolutions,
    List<Property> properties,
    int tries,
    List<UpgradePair> upgrades,
    Jdk readerJdk) {

  /** Scenario prefix of the cells across library versions. */
  public static final String LIBRARY_UPGRADE = "library:";

  /** Scenario prefix of the cells across JDKs. */
  public static final String JDK_UPGRADE = "jdk:";

  /** Tries per property and configuration in a default run. */
  public static final int DEFAULT_TRIES = 200;

  public Plan {
    criteria = List.copyOf(criteria);
    evolutions = List.copyOf(evolutions);
    properties = List.copyOf(properties);
    upgrades = List.copyOf(upgrades);
    if (!properties.isEmpty() && tries < 1) {
      throw new IllegalArgumentException("tries must be at least 1: " + tries);
    }
    Map<String, UpgradePair> byConfiguration = new HashMap<>();
    for (UpgradePair pair : upgrades) {
      UpgradePair other = byConfiguration.put(pair.configuration(), pair);
      if (other != null) {
        throw new IllegalArgumentException(
            "two upgrades of "
                + pair.configuration()
                + " ("
                + other.versions()
                + " and "
                + pair.versions()
                + "): a run checks one pair per configuration");
      }
    }
  }

  /** Without upgrade cells. */
  public Plan(
      List<Criterion> criteria, List<Scenario> evolutions, List<Property> properties, int tries) {
    this(criteria, evolutions, properties, tries, List.of(), null);
  }

  /** The whole default matrix. */
  public static Plan full(int tries) {
    return new Plan(
        FlexibilityCriteria.all(), EvolutionScenarios.all(), List.of(Property.values()), tries);
  }

  /** Only these evolution scenarios. */
  public static Plan evolutions(List<Scenario> scenarios) {
    return new Plan(List.of(), scenarios, List.of(), 0);
  }

  /**
   * This plan with these library upgrades; a pair given for a configuration that already has one
   * replaces it.
   */
  public Plan withUpgrades(List<UpgradePair> pairs) {
    Map<String, UpgradePair> byConfiguration = new LinkedHashMap<>();
    upgrades.forEach(pair -> byConfiguration.put(pair.configuration(), pair));
    pairs.forEach(pair -> byConfiguration.put(pair.configuration(), pair));
    return new Plan(
        criteria, evolutions, properties, tries, List.copyOf(byConfiguration.values()), readerJdk);
  }

  /** This plan with cross-JDK cells read on (and written on) {@code jdk}. */
  public Plan withReaderJdk(Jdk jdk) {
    return new Plan(criteria, evolutions, properties, tries, upgrades, jdk);
  }

  /** The library upgrade of a configuration, if the plan has one. */
  public Optional<UpgradePair> upgrade(String configuration) {
    return upgrades.stream().filter(p -> p.configuration().equals(configuration)).findFirst();
  }

  /** The keys of one configuration's cells, in the order a run records them. */
  public List<CellKey> cellKeys(String configuration) {
    List<CellKey> keys = new ArrayList<>();
    String flexibility = Category.FLEXIBILITY.id();
    String evolution = Category.EVOLUTION.id();
    for (Criterion criterion : criteria) {
      keys.add(new CellKey(configuration, flexibility, criterion.id(), Direction.ROUNDTRIP));
    }
    for (Scenario scenario : evolutions) {
      keys.add(new CellKey(configuration, evolution, scenario.id(), Direction.BACKWARD));
      keys.add(new CellKey(configuration, evolution, scenario.id(), Direction.FORWARD));
    }
    for (Property property : properties) {
      keys.add(
          new CellKey(configuration, Category.PROPERTY.id(), property.id(), Direction.ROUNDTRIP));
    }
    if (upgrade(configuration).isPresent()) {
      addUpgradeKeys(keys, configuration, LIBRARY_UPGRADE);
    }
    if (readerJdk != null) {
      addUpgradeKeys(keys, configuration, JDK_UPGRADE);
    }
    return keys;
  }

  private void addUpgradeKeys(List<CellKey> keys, String configuration, String prefix) {
    String upgrade = Category.UPGRADE.id();
    for (Criterion criterion : criteria) {
      keys.add(new CellKey(configuration, upgrade, prefix + criterion.id(), Direction.BACKWARD));
      keys.add(new CellKey(configuration, upgrade, prefix + criterion.id(), Direction.FORWARD));
    }
  }
}
