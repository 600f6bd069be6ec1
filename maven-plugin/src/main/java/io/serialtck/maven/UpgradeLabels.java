package io.serialtck.maven;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads {@code CONFIGURATION:FROM..TO} library upgrades, as the goal's {@code libraryUpgrades} and
 * the launcher's {@code --upgrade} take them, for the labels of the two sides when both sides are
 * the project's own classes.
 */
final class UpgradeLabels {

  private final List<String> from = new ArrayList<>();
  private final List<String> to = new ArrayList<>();

  /**
   * @throws IllegalArgumentException naming the upgrade that is not {@code CONFIGURATION:FROM..TO}
   */
  UpgradeLabels(List<String> upgrades) {
    for (String upgrade : upgrades) {
      int colon = upgrade.indexOf(':');
      int dots = upgrade.lastIndexOf("..");
      if (colon < 1 || dots < colon + 2 || dots + 2 >= upgrade.length()) {
        throw new IllegalArgumentException(
            "'" + upgrade + "' is not CONFIGURATION:FROM..TO, such as kryo-default:5.5.0..5.6.2");
      }
      String before = upgrade.substring(colon + 1, dots);
      // FROM may be full coordinates (group:artifact:version) for a library that changed group.
      from.add(before.substring(before.lastIndexOf(':') + 1));
      to.add(upgrade.substring(dots + 2));
    }
  }

  /** The FROM versions, joined with {@code +}. */
  String before() {
    return String.join("+", from);
  }

  /** The TO versions, joined with {@code +}. */
  String after() {
    return String.join("+", to);
  }
}
