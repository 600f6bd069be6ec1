package io.serialtck.tck.upgrade;

import io.serialtck.worker.protocol.ConfigurationInfo;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The upgrades every run checks: for a library with a named earlier version, that version to the
 * version the build loads ("current"). The earlier versions are the releases the project's issue
 * asks for; where one cannot be resolved from Maven Central the next earlier one is named, and the
 * reason is given here.
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
          "net.openhft:chronicle-wire", "2026.6");

  private UpgradePairs() {}

  /** The named upgrades of these configurations, in their order. */
  public static List<UpgradePair> named(Collection<ConfigurationInfo> configurations) {
    return configurations.stream()
        .flatMap(c -> named(c.id(), c.library(), c.version()).stream())
        .toList();
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
