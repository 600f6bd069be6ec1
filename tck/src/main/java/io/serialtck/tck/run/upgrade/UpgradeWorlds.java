package io.serialtck.tck.run.upgrade;

import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.resolve.LibraryResolver;
import io.serialtck.tck.resolve.VersionedWorld;
import io.serialtck.tck.upgrade.UpgradePair;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The world class paths of a library upgrade: the configuration's world with its library at the
 * pair's {@code from} version and at its {@code to} version.
 */
public record UpgradeWorlds(UpgradePair pair, List<Path> from, List<Path> to) {

  public UpgradeWorlds {
    from = List.copyOf(from);
    to = List.copyOf(to);
  }

  /**
   * Resolves every pair of the plan among these configurations, each version once, before anything
   * runs: a version that cannot be resolved fails the run at once, naming its coordinates.
   *
   * @throws io.serialtck.tck.resolve.LibraryResolutionException when a version cannot be resolved
   * @throws IllegalArgumentException when a configuration's library is no jar (the JDK's own)
   */
  public static Map<String, UpgradeWorlds> resolve(
      Plan plan, List<RegisteredConfiguration> configurations) {
    List<RegisteredConfiguration> upgraded =
        configurations.stream()
            .filter(c -> c.info().isSupported() && plan.upgrade(c.id()).isPresent())
            .toList();
    if (upgraded.isEmpty()) {
      return Map.of();
    }
    Map<String, UpgradeWorlds> worlds = new LinkedHashMap<>();
    try (LibraryResolver resolver = new LibraryResolver()) {
      VersionedWorld versioned = new VersionedWorld(resolver);
      for (RegisteredConfiguration configuration : upgraded) {
        UpgradePair pair = plan.upgrade(configuration.id()).orElseThrow();
        worlds.put(
            configuration.id(),
            new UpgradeWorlds(
                pair,
                versioned.classpath(configuration, pair.from()),
                versioned.classpath(configuration, pair.to())));
      }
    }
    return worlds;
  }
}
