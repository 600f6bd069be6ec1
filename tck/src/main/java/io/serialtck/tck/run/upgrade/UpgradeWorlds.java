package io.serialtck.tck.run.upgrade;

import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.resolve.LibraryResolver;
import io.serialtck.tck.resolve.VersionedWorld;
import io.serialtck.tck.upgrade.UpgradePair;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiFunction;

/**
 * The world class paths of an upgrade: the {@code from} side's configuration world with its library
 * at the pair's {@code from} version (or the build's) and the {@code to} side's at its {@code to}
 * version; for a migration, two configurations' worlds.
 *
 * @param jvmFlags the flags a worker holding both worlds needs: each side's configuration's for the
 *     JDK, as it states them in its own world, at its version of the library (an older version may
 *     need more)
 * @param keepsStaticState whether either side's configuration keeps what it learns in static state
 * @param unsupported why a side's configuration, at its version, says it cannot run on the JDK (its
 *     {@link io.serialtck.spi.SerializerConfiguration#unsupportedOn(int) unsupportedOn}), the side
 *     named first; empty when both can
 * @param variants the set-up variants both sides declare ({@link io.serialtck.spi.SetUpVariants}),
 *     by name, with what each changes as the later side says it: exploration asks them too
 * @param variantsNotAsked the set-up variants one side of a library upgrade declares and the other
 *     does not, by name, each with why it is not asked ({@code bson-mongodb offers it at 5.14.0,
 *     not at 4.0.0}): a configuration may offer a variant only from some version of its library on.
 *     Empty for a migration, whose two configurations need not share their variants
 */
public record UpgradeWorlds(
    UpgradePair pair,
    List<Path> from,
    List<Path> to,
    List<String> jvmFlags,
    boolean keepsStaticState,
    String unsupported,
    Map<String, String> variants,
    Map<String, String> variantsNotAsked) {

  public UpgradeWorlds {
    from = List.copyOf(from);
    to = List.copyOf(to);
    jvmFlags = List.copyOf(jvmFlags);
    unsupported = unsupported == null ? "" : unsupported;
    variants = variants == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(variants));
    variantsNotAsked =
        variantsNotAsked == null
            ? Map.of()
            : Collections.unmodifiableMap(new TreeMap<>(variantsNotAsked));
  }

  /**
   * Resolves every library upgrade of the plan among these configurations, each version once,
   * before anything runs: a version that cannot be resolved fails the run at once, naming its
   * coordinates.
   *
   * @throws io.serialtck.tck.resolve.LibraryResolutionException when a version cannot be resolved
   * @throws IllegalArgumentException when a configuration's library is no jar (the JDK's own)
   */
  public static Map<String, UpgradeWorlds> resolve(
      Plan plan, List<RegisteredConfiguration> configurations, int jdkFeature) {
    return resolve(configurations, configurations, (p, id) -> p.upgrade(id), plan, jdkFeature);
  }

  /**
   * Resolves every migration of the plan to these configurations, whose {@code from} configuration
   * is one of {@code all} (the run's configurations).
   *
   * @throws IllegalArgumentException when a migration's {@code from} configuration is not among
   *     {@code all}, or writes another format
   */
  public static Map<String, UpgradeWorlds> resolveMigrations(
      Plan plan,
      List<RegisteredConfiguration> configurations,
      List<RegisteredConfiguration> all,
      int jdkFeature) {
    return resolve(configurations, all, (p, id) -> p.migration(id), plan, jdkFeature);
  }

  private static Map<String, UpgradeWorlds> resolve(
      List<RegisteredConfiguration> configurations,
      List<RegisteredConfiguration> all,
      BiFunction<Plan, String, Optional<UpgradePair>> pairOf,
      Plan plan,
      int jdkFeature) {
    List<RegisteredConfiguration> upgraded =
        configurations.stream()
            .filter(c -> c.info().isSupported() && pairOf.apply(plan, c.id()).isPresent())
            .toList();
    if (upgraded.isEmpty()) {
      return Map.of();
    }
    Map<String, UpgradeWorlds> worlds = new LinkedHashMap<>();
    try (LibraryResolver resolver = new LibraryResolver()) {
      VersionedWorld versioned = new VersionedWorld(resolver);
      for (RegisteredConfiguration configuration : upgraded) {
        UpgradePair pair = pairOf.apply(plan, configuration.id()).orElseThrow();
        RegisteredConfiguration from = fromSide(pair, configuration, all);
        List<Path> fromWorld = classpath(versioned, from, pair.from());
        List<Path> toWorld = classpath(versioned, configuration, pair.to());
        ConfigurationInfo fromInfo = infoIn(from, pair.from(), fromWorld, jdkFeature);
        ConfigurationInfo toInfo = infoIn(configuration, pair.to(), toWorld, jdkFeature);
        Set<String> flags = new LinkedHashSet<>(fromInfo.jvmFlags());
        flags.addAll(toInfo.jvmFlags());
        worlds.put(
            configuration.id(),
            new UpgradeWorlds(
                pair,
                fromWorld,
                toWorld,
                new ArrayList<>(flags),
                from.info().keepsStaticState() || configuration.info().keepsStaticState(),
                unsupported(fromInfo, toInfo),
                commonVariants(fromInfo, toInfo),
                pair.isMigration() ? Map.of() : variantsOfOneVersion(fromInfo, toInfo)));
      }
    }
    return worlds;
  }

  /**
   * What a side's configuration says of itself at its version (its flags, whether it runs on the
   * JDK): the build's as described, another version's as the configuration describes itself in that
   * version's world.
   */
  private static ConfigurationInfo infoIn(
      RegisteredConfiguration configuration,
      Optional<String> version,
      List<Path> world,
      int jdkFeature) {
    return version.isEmpty()
        ? configuration.info()
        : AdapterCatalog.describeIn(world, configuration.id(), jdkFeature);
  }

  /** The variants both sides declare, with the later side's text for each. */
  private static Map<String, String> commonVariants(ConfigurationInfo from, ConfigurationInfo to) {
    Map<String, String> common = new TreeMap<>(to.variants());
    common.keySet().retainAll(from.variants().keySet());
    return common;
  }

  /**
   * The variants the configuration declares at one version of its library and not at the other,
   * each with the versions it is offered at and not.
   */
  private static Map<String, String> variantsOfOneVersion(
      ConfigurationInfo from, ConfigurationInfo to) {
    Map<String, String> notAsked = new TreeMap<>();
    for (ConfigurationInfo side : List.of(from, to)) {
      ConfigurationInfo other = side == from ? to : from;
      side.variants().keySet().stream()
          .filter(name -> !other.variants().containsKey(name))
          .forEach(
              name ->
                  notAsked.put(
                      name,
                      side.id()
                          + " offers it at "
                          + side.version()
                          + ", not at "
                          + other.version()));
    }
    return notAsked;
  }

  private static String unsupported(ConfigurationInfo from, ConfigurationInfo to) {
    for (ConfigurationInfo side : List.of(from, to)) {
      if (!side.isSupported()) {
        return side.id() + " at " + side.version() + ": " + side.unsupported();
      }
    }
    return "";
  }

  private static RegisteredConfiguration fromSide(
      UpgradePair pair, RegisteredConfiguration to, List<RegisteredConfiguration> all) {
    if (!pair.isMigration()) {
      return to;
    }
    RegisteredConfiguration from =
        all.stream()
            .filter(c -> c.id().equals(pair.fromConfiguration()))
            .findFirst()
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "migration "
                            + pair
                            + ": "
                            + pair.fromConfiguration()
                            + " is not among the run's configurations"));
    if (!from.info().wireFormat().equals(to.info().wireFormat())) {
      throw new IllegalArgumentException(
          "migration "
              + pair
              + ": "
              + from.id()
              + " writes "
              + from.info().wireFormat()
              + ", "
              + to.id()
              + " writes "
              + to.info().wireFormat()
              + "; a migration joins two configurations of one format");
    }
    return from;
  }

  private static List<Path> classpath(
      VersionedWorld versioned, RegisteredConfiguration configuration, Optional<String> version) {
    return version.isEmpty()
        ? configuration.worldClasspath()
        : versioned.classpath(configuration, version.get());
  }
}
