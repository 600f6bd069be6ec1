package io.serialtck.tck.plan;

import io.serialtck.fixtures.Category;
import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.fixtures.HostileScenarios;
import io.serialtck.fixtures.Scenario;
import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.property.Property;
import io.serialtck.tck.upgrade.UpgradePair;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
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
 * <p>A {@link CellFilter} keeps part of those cells ({@code run --categories}, {@code
 * --scenarios}): {@link #cellKeys} lists only the cells it keeps, so the run, its progress count
 * and its shards agree on them.
 *
 * @param upgrades at most one library upgrade per configuration
 * @param readerJdk the JDK the cross-JDK cells read on (and write on, the other way), or null
 * @param filter the cells the run asks of all the plan has; {@link CellFilter#ALL} when null
 * @param hostile how many malformed inputs the {@code hostile} cells ask, or null for a plan
 *     without them
 */
public record Plan(
    List<Criterion> criteria,
    List<Scenario> evolutions,
    List<Property> properties,
    int tries,
    List<UpgradePair> upgrades,
    Jdk readerJdk,
    CellFilter filter,
    HostileDepth hostile) {

  /** Scenario prefix of the cells across library versions. */
  public static final String LIBRARY_UPGRADE = "library:";

  /**
   * Scenario prefix of the cells across two configurations of one format ({@link
   * UpgradePair#isMigration()}: Jackson 2 to Jackson 3), recorded under the later configuration.
   */
  public static final String MIGRATION = "migration:";

  /** Scenario prefix of the cells across JDKs. */
  public static final String JDK_UPGRADE = "jdk:";

  /** Bytes of the SHA-256 digest a {@link #fingerprint} keeps: 12 hex digits. */
  private static final int FINGERPRINT_BYTES = 6;

  /** Tries per property and configuration in a default run. */
  public static final int DEFAULT_TRIES = 200;

  public Plan {
    criteria = List.copyOf(criteria);
    evolutions = List.copyOf(evolutions);
    properties = List.copyOf(properties);
    upgrades = List.copyOf(upgrades);
    filter = filter == null ? CellFilter.ALL : filter;
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

  /** Without hostile cells. */
  public Plan(
      List<Criterion> criteria,
      List<Scenario> evolutions,
      List<Property> properties,
      int tries,
      List<UpgradePair> upgrades,
      Jdk readerJdk,
      CellFilter filter) {
    this(criteria, evolutions, properties, tries, upgrades, readerJdk, filter, null);
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

  /** The whole default matrix. */
  public static Plan full(int tries) {
    return new Plan(
            FlexibilityCriteria.all(), EvolutionScenarios.all(), List.of(Property.values()), tries)
        .withHostile(HostileDepth.QUICK);
  }

  /** This plan with the {@code hostile} cells, asking this many inputs (null: without them). */
  public Plan withHostile(HostileDepth depth) {
    return new Plan(criteria, evolutions, properties, tries, upgrades, readerJdk, filter, depth);
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
        hostile);
  }

  /** This plan with cross-JDK cells read on (and written on) {@code jdk}. */
  public Plan withReaderJdk(Jdk jdk) {
    return new Plan(criteria, evolutions, properties, tries, upgrades, jdk, filter, hostile);
  }

  /** This plan asking only the cells {@code cells} keeps (it replaces any filter before). */
  public Plan withFilter(CellFilter cells) {
    return new Plan(criteria, evolutions, properties, tries, upgrades, readerJdk, cells, hostile);
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

  /**
   * The keys of the cells the run asks of one configuration, those the filter keeps, in the order a
   * run records them.
   */
  public List<CellKey> cellKeys(String configuration) {
    List<CellKey> all = allCellKeys(configuration);
    return filter.isAll() ? all : all.stream().filter(filter::keeps).toList();
  }

  /**
   * A short digest (12 hex digits of SHA-256) of everything that decides which cells a run of this
   * plan over these configurations has and how they are asked: the configuration ids in the order
   * given (a shard is cut in that order), the seed, the tries, the upgrade pairs, the reader JDK's
   * version, the filter and every cell key the kit defines for those configurations. Two runs with
   * the same fingerprint asked the same cells the same way; shards are merged only when theirs
   * agree. The JDK the workers ran on is not in it (the results say it, and merging checks it).
   */
  public String fingerprint(List<String> configurations, long seed) {
    StringBuilder text = new StringBuilder("serialtck plan\n");
    text.append("configurations ").append(String.join(",", configurations)).append('\n');
    text.append("seed ").append(seed).append('\n');
    text.append("tries ").append(tries).append('\n');
    text.append("upgrades ")
        .append(String.join(",", upgrades.stream().map(UpgradePair::toString).sorted().toList()))
        .append('\n');
    text.append("reader-jdk ")
        .append(readerJdk == null ? "none" : readerJdk.version())
        .append('\n');
    text.append("filter ").append(filter.describe()).append('\n');
    if (hostile != null && hostile != HostileDepth.QUICK) {
      text.append("hostile ").append(hostile.id()).append('\n');
    }
    for (String configuration : configurations) {
      for (CellKey key : allCellKeys(configuration)) {
        text.append(configuration).append(' ').append(key.path()).append('\n');
      }
    }
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256")
              .digest(text.toString().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest, 0, FINGERPRINT_BYTES);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }

  /**
   * Checks that the filter selects something for these configurations: a glob of {@code
   * --scenarios} that matches none of their cells (in the filter's categories), or a filter that
   * keeps no cell at all, is a mistake.
   *
   * @throws IllegalArgumentException naming the globs that match nothing, with examples of the
   *     scenario ids there are, or saying that no cell is left
   */
  public void requireFilterMatches(List<String> configurations) {
    List<CellKey> all = new ArrayList<>();
    configurations.forEach(configuration -> all.addAll(allCellKeys(configuration)));
    List<String> unmatched = filter.unmatched(all);
    if (!unmatched.isEmpty()) {
      throw new IllegalArgumentException(
          "--scenarios: "
              + String.join(", ", unmatched)
              + (unmatched.size() == 1 ? " matches" : " match")
              + " no cell of this run"
              + (filter.categories().isEmpty()
                  ? ""
                  : " in categories "
                      + String.join(", ", filter.categories().stream().map(Category::id).toList()))
              + "; scenario ids look like "
              + examples(all));
    }
    if (all.stream().noneMatch(filter::keeps)) {
      throw new IllegalArgumentException(
          "no cell of this run is left by "
              + filter.describe()
              + (filter.categories().contains(Category.UPGRADE)
                  ? " (upgrade cells need a configuration with a library upgrade, or --reader-jdk)"
                  : "")
              + "; its cells have scenario ids like "
              + examples(all));
    }
  }

  /**
   * The first scenario id of each category among {@code keys}, and of each prefix in it ({@code
   * bean:}, {@code library:}, {@code jdk:}), with its category: {@code record (flexibility),
   * field-added (evolution), bean:field-added (evolution)}.
   */
  private static String examples(List<CellKey> keys) {
    Map<String, String> first = new LinkedHashMap<>();
    for (CellKey key : keys) {
      int colon = key.scenario().indexOf(':');
      String prefix = colon < 0 ? "" : key.scenario().substring(0, colon + 1);
      first.putIfAbsent(
          key.category() + " " + prefix, key.scenario() + " (" + key.category() + ")");
    }
    return String.join(", ", first.values());
  }

  private List<CellKey> allCellKeys(String configuration) {
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
    if (migration(configuration).isPresent()) {
      addUpgradeKeys(keys, configuration, MIGRATION);
    }
    if (readerJdk != null) {
      addUpgradeKeys(keys, configuration, JDK_UPGRADE);
    }
    if (hostile != null) {
      String category = Category.HOSTILE.id();
      for (HostileScenarios.MutationFamily family : HostileScenarios.MutationFamily.values()) {
        keys.add(new CellKey(configuration, category, family.scenario(), Direction.ROUNDTRIP));
      }
      for (HostileScenarios.CanaryPlace place : HostileScenarios.canaryPlaces()) {
        keys.add(new CellKey(configuration, category, place.scenario(), Direction.ROUNDTRIP));
      }
      for (HostileScenarios.CanaryPlace place : HostileScenarios.canaryPlaces()) {
        keys.add(new CellKey(configuration, category, place.secureScenario(), Direction.ROUNDTRIP));
      }
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
