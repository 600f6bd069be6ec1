package io.serialtck.tck.upgrade;

import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Two sides of an upgrade: bytes written by the {@code from} side are read by the {@code to} side
 * (the upgrade) and bytes written by {@code to} are read by {@code from} (the rollback, a rolling
 * deploy). A side is a configuration, optionally at another version of its library than the build
 * loads. Most pairs are one configuration at two versions ({@code kryo-default:5.5.0..5.6.2}); a
 * migration pairs two configurations that write the same format ({@code
 * jackson-default..jackson3-default}: Jackson 2 to Jackson 3), each at the build's version unless
 * one is named ({@code jackson-default:2.17.3..jackson3-default}).
 *
 * <p>The cells belong to the {@code to} configuration ({@link #configuration()}).
 *
 * @param fromConfiguration the configuration before the upgrade
 * @param from its library version, or empty for the build's
 * @param configuration the configuration after it, whose cells these are
 * @param to its library version, or empty for the build's
 */
public record UpgradePair(
    String fromConfiguration, Optional<String> from, String configuration, Optional<String> to) {

  private static final Pattern CONFIGURATION_ID = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

  public UpgradePair {
    requireText(fromConfiguration, "configuration");
    requireText(configuration, "configuration");
    from.ifPresent(version -> requireText(version, "from version"));
    to.ifPresent(version -> requireText(version, "to version"));
    if (fromConfiguration.equals(configuration) && (from.isEmpty() || to.isEmpty())) {
      throw new IllegalArgumentException(
          "an upgrade of " + configuration + " names both versions: FROM..TO");
    }
  }

  /** One configuration at two versions of its library. */
  public UpgradePair(String configuration, String from, String to) {
    this(configuration, Optional.of(from), configuration, Optional.of(to));
  }

  /**
   * Reads {@code CONFIGURATION:FROM..TO} ({@code kryo-default:5.5.0..5.6.2}) or {@code
   * CONFIGURATION[:VERSION]..CONFIGURATION[:VERSION]} ({@code jackson-default..jackson3-default}).
   * A version may be full coordinates, {@code groupId:artifactId:version}, for a library that
   * changed group: {@code kryo-default:com.esotericsoftware.kryo:kryo:2.24.0..5.6.2}. After {@code
   * ..}, a configuration id (lower-case words joined by hyphens, without dots) starts a side of its
   * own; anything else is the first configuration's other version.
   *
   * @throws IllegalArgumentException naming what is wrong with the text
   */
  public static UpgradePair parse(String text) {
    Objects.requireNonNull(text, "text");
    int dots = text.indexOf("..");
    if (dots <= 0 || dots + 2 >= text.length()) {
      throw malformed(text);
    }
    String left = text.substring(0, dots);
    String right = text.substring(dots + 2);
    int colon = left.indexOf(':');
    String fromConfiguration = colon < 0 ? left : left.substring(0, colon);
    Optional<String> from = colon < 0 ? Optional.empty() : Optional.of(left.substring(colon + 1));
    if (!CONFIGURATION_ID.matcher(fromConfiguration).matches()
        || from.map(String::isEmpty).orElse(false)) {
      throw malformed(text);
    }
    int rightColon = right.indexOf(':');
    String head = rightColon < 0 ? right : right.substring(0, rightColon);
    if (CONFIGURATION_ID.matcher(head).matches() && !head.contains(".")) {
      Optional<String> to =
          rightColon < 0 ? Optional.empty() : Optional.of(right.substring(rightColon + 1));
      return new UpgradePair(fromConfiguration, from, head, to);
    }
    if (from.isEmpty()) {
      throw malformed(text);
    }
    return new UpgradePair(fromConfiguration, from, fromConfiguration, Optional.of(right));
  }

  private static IllegalArgumentException malformed(String text) {
    return new IllegalArgumentException(
        "'"
            + text
            + "' is not CONFIGURATION:FROM..TO (kryo-default:5.5.0..5.6.2) nor"
            + " CONFIGURATION[:VERSION]..CONFIGURATION[:VERSION] (jackson-default..jackson3-default)");
  }

  /** Whether the two sides are two configurations (a migration), not one at two versions. */
  public boolean isMigration() {
    return !fromConfiguration.equals(configuration);
  }

  /** {@code FROM..TO} of one configuration, or {@code CFG[:V]..CFG[:V]} of a migration. */
  public String versions() {
    return isMigration()
        ? side(fromConfiguration, from) + ".." + side(configuration, to)
        : from.orElseThrow() + ".." + to.orElseThrow();
  }

  @Override
  public String toString() {
    return isMigration() ? versions() : configuration + ":" + versions();
  }

  private static String side(String configuration, Optional<String> version) {
    return version.map(v -> configuration + ":" + v).orElse(configuration);
  }

  private static void requireText(String value, String what) {
    if (value == null || value.isBlank() || !value.strip().equals(value)) {
      throw new IllegalArgumentException(what + " must be a non-blank word: '" + value + "'");
    }
  }
}
