package io.serialtck.tck.upgrade;

import java.util.Objects;

/**
 * Two versions of one configuration's library: bytes written by {@code from} are read by {@code to}
 * (the upgrade) and bytes written by {@code to} are read by {@code from} (the rollback).
 *
 * @param configuration the configuration id, e.g. {@code kryo-default}
 * @param from the version before the upgrade, e.g. {@code 5.5.0}
 * @param to the version after it, e.g. {@code 5.6.2}
 */
public record UpgradePair(String configuration, String from, String to) {

  public UpgradePair {
    requireText(configuration, "configuration");
    requireText(from, "from version");
    requireText(to, "to version");
  }

  /**
   * Reads {@code CONFIGURATION:FROM..TO}, e.g. {@code kryo-default:5.5.0..5.6.2}. A version may be
   * full coordinates, {@code groupId:artifactId:version}, for a library that changed group: {@code
   * kryo-default:com.esotericsoftware.kryo:kryo:2.24.0..5.6.2}.
   *
   * @throws IllegalArgumentException naming what is wrong with the text
   */
  public static UpgradePair parse(String text) {
    Objects.requireNonNull(text, "text");
    int colon = text.indexOf(':');
    int dots = text.indexOf("..", colon + 1);
    if (colon <= 0 || dots < 0 || dots == colon + 1 || dots + 2 >= text.length()) {
      throw new IllegalArgumentException(
          "'" + text + "' is not CONFIGURATION:FROM..TO, e.g. kryo-default:5.5.0..5.6.2");
    }
    return new UpgradePair(
        text.substring(0, colon), text.substring(colon + 1, dots), text.substring(dots + 2));
  }

  /** {@code FROM..TO}. */
  public String versions() {
    return from + ".." + to;
  }

  @Override
  public String toString() {
    return configuration + ":" + versions();
  }

  private static void requireText(String value, String what) {
    if (value == null || value.isBlank() || !value.strip().equals(value)) {
      throw new IllegalArgumentException(what + " must be a non-blank word: '" + value + "'");
    }
  }
}
