package io.serialtck.tck.upgrade;

import io.serialtck.worker.protocol.ConfigurationInfo;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The upgrades every run checks: for a library with a named earlier version, that version to the
 * version the build loads ("current"); and the named migrations, two configurations of one format
 * that teams move between (Jackson 2 to Jackson 3), when the run has both. The earlier versions are
 * the releases the project's issue asks for; where one cannot be resolved from Maven Central the
 * next earlier one is named, and the reason is given here.
 */
public final class UpgradePairs {

  /** Library ({@code groupId:artifactId}, as a configuration names it) to the earlier version. */
  private static final Map<String, String> EARLIER =
      Map.of(
          "com.esotericsoftware:kryo", "5.5.0",
          "de.ruedigermoeller:fst", "2.57",
          // 1.7.1 does not start on JDK 25; its cells then say so (NO_ROUND_TRIP, with the error).
          "ru.odnoklassniki:one-nio", "1.7.1",
          "com.fasterxml.jackson.core:jackson-databind", "2.17.3",
          "com.fasterxml.jackson.dataformat:jackson-dataformat-smile", "2.17.3",
          // 1.5.0 is one minor back, but its parent POM (fory-parent 1.5.0) is not on Maven
          // Central, so its dependencies cannot be resolved; 0.16.0 is the release before it.
          "org.apache.fory:fory-core", "0.16.0",
          "net.openhft:chronicle-wire", "2026.6",
          // added with MongoDB's default registry as a set-up variant (default-registry), which
          // exploration asks only at a pair; 5.5.0 writes no class whose generic superclass
          // forwards its variable (JAVA-5110, docs/regressions.md)
          "org.mongodb:bson", "5.5.0");

  /**
   * Migrations: the configuration a team leaves to the one it moves to, both at the build's
   * versions. Jackson 3 moved to {@code tools.jackson} and changed defaults; its 2-defaults builder
   * is the migration guide's way to keep Jackson 2's behaviour. Apache Fury became Apache Fory in
   * 0.11 ({@code org.apache.fury} to {@code org.apache.fory}, a rename of the same project and
   * format line): its last release, 0.10.3, to the build's Fory, both in compatible mode.
   */
  private static final List<UpgradePair> MIGRATIONS =
      List.of(
          migration("jackson-default", "jackson3-default"),
          migration("jackson-default", "jackson3-2defaults"),
          migration("jackson-plain", "jackson3-plain"),
          migration("jackson-system", "jackson3-system"),
          migration("jackson-spring-boot", "jackson3-spring-boot"),
          migration("smile-default", "smile3-default"),
          migration("bson4jackson-default", "bson4jackson3-default"),
          migration("fury-compatible", "fory-compatible"));

  private UpgradePairs() {}

  /**
   * The named upgrades of these configurations, in their order, then the named migrations between
   * two of them.
   */
  public static List<UpgradePair> named(Collection<ConfigurationInfo> configurations) {
    return named(configurations, List.of());
  }

  /**
   * The named upgrades of the {@code selected} configurations, in their order, then the named
   * migrations to one of them from one of them or from {@code reachable} (configurations the run
   * leaves out, {@link io.serialtck.tck.plan.OnRequest}): a migration's earlier side is loaded as a
   * world of the later side's worker, so it need not run cells of its own.
   */
  public static List<UpgradePair> named(
      Collection<ConfigurationInfo> selected, Collection<String> reachable) {
    List<UpgradePair> named = new ArrayList<>();
    selected.forEach(c -> named(c.id(), c.library(), c.version()).ifPresent(named::add));
    Set<String> to = new HashSet<>(selected.stream().map(ConfigurationInfo::id).toList());
    Set<String> from = new HashSet<>(reachable);
    from.addAll(to);
    MIGRATIONS.stream()
        .filter(m -> to.contains(m.configuration()) && from.contains(m.fromConfiguration()))
        .forEach(named::add);
    return List.copyOf(named);
  }

  /** The named migrations between two of these configurations. */
  public static List<UpgradePair> migrations(Collection<String> configurationIds) {
    Set<String> ids = new HashSet<>(configurationIds);
    return MIGRATIONS.stream()
        .filter(m -> ids.contains(m.fromConfiguration()) && ids.contains(m.configuration()))
        .toList();
  }

  /**
   * The named migrations to one of these configurations, whatever else ran: the cells of a
   * migration are recorded under its later configuration, which is all a gate needs to expect them.
   */
  public static List<UpgradePair> migrationsTo(Collection<String> configurationIds) {
    Set<String> ids = new HashSet<>(configurationIds);
    return MIGRATIONS.stream().filter(m -> ids.contains(m.configuration())).toList();
  }

  /** Whether a pair is a named one: a named upgrade or a named migration. */
  public static boolean isNamed(UpgradePair pair, ConfigurationInfo configuration) {
    return pair.isMigration()
        ? MIGRATIONS.contains(pair)
        : named(configuration.id(), configuration.library(), configuration.version())
            .equals(Optional.of(pair));
  }

  private static UpgradePair migration(String from, String to) {
    return new UpgradePair(from, Optional.empty(), to, Optional.empty());
  }

  /**
   * The named upgrade of a configuration, if its library has one and the build does not load that
   * earlier version itself.
   *
   * @param library the configuration's {@code groupId:artifactId}
   * @param version the version the build loads
   */
  public static Optional<UpgradePair> named(String configuration, String library, String version) {
    String earlier = EARLIER.get(library);
    if (earlier == null || earlier.equals(version)) {
      return Optional.empty();
    }
    return Optional.of(new UpgradePair(configuration, earlier, version));
  }
}
