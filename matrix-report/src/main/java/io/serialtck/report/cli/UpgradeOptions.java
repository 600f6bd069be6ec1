package io.serialtck.report.cli;

import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.upgrade.UpgradePair;
import io.serialtck.tck.upgrade.UpgradePairs;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** What a run checks across versions: library upgrades beyond the named ones, a reader JDK. */
final class UpgradeOptions {

  @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
  CommandLine.Model.CommandSpec mixee;

  @Option(
      names = "--upgrade",
      split = ",",
      paramLabel = "CFG:FROM..TO",
      description =
          "Also write each flexibility fixture with the library at FROM and read it at TO, and the"
              + " other way (category upgrade, scenarios library:*), e.g."
              + " kryo-default:5.5.0..5.6.2. Two configurations of one format make a migration"
              + " (scenarios migration:*): jackson-default..jackson3-default, each side at the"
              + " build's version unless named (jackson-default:2.17.3..jackson3-default)."
              + " Replaces the configuration's named upgrade or migration; versions other than the"
              + " build's are resolved from Maven Central.")
  List<String> upgrades = new ArrayList<>();

  @Option(
      names = "--reader-jdk",
      paramLabel = "PATH",
      description =
          "A second JDK: also write each flexibility fixture on the run's JDK and read it on this"
              + " one, and the other way (category upgrade, scenarios jdk:*).")
  Path readerJdk;

  /**
   * The plan with the named upgrades of the selected configurations, those asked for, and the
   * reader JDK.
   *
   * @param sides configurations the run does not run that a named migration's worker loads as its
   *     earlier side ({@link io.serialtck.tck.plan.OnRequest})
   * @param gated whether the run is compared with a baseline, which records the named upgrades only
   */
  Plan apply(
      Plan plan,
      List<RegisteredConfiguration> selected,
      List<RegisteredConfiguration> sides,
      boolean gated) {
    List<UpgradePair> asked = new ArrayList<>();
    for (String text : upgrades) {
      asked.add(parse(text, selected, gated));
    }
    Plan result =
        plan.withUpgrades(
                UpgradePairs.named(
                    selected.stream().map(c -> c.info()).toList(),
                    sides.stream().map(RegisteredConfiguration::id).toList()))
            .withUpgrades(asked);
    if (readerJdk != null) {
      if (gated) {
        throw usage("--reader-jdk cannot be gated: the baseline holds no cross-JDK cells");
      }
      try {
        result = result.withReaderJdk(Jdk.at(readerJdk));
      } catch (IllegalArgumentException e) {
        throw usage("--reader-jdk: " + e.getMessage());
      }
    }
    return result;
  }

  /**
   * Only the upgrades asked for with {@code --upgrade}, for a command that compares versions side
   * by side (the race); {@code --reader-jdk} is a usage error there.
   */
  List<UpgradePair> askedOnly(List<RegisteredConfiguration> selected, String command) {
    if (readerJdk != null) {
      throw usage(
          "--reader-jdk: "
              + command
              + " runs on one JDK; run it once per JDK with --jdk and compare the reports");
    }
    List<UpgradePair> asked = new ArrayList<>();
    for (String text : upgrades) {
      asked.add(parse(text, selected, false));
    }
    return asked;
  }

  private UpgradePair parse(String text, List<RegisteredConfiguration> selected, boolean gated) {
    UpgradePair pair;
    try {
      pair = UpgradePair.parse(text);
    } catch (IllegalArgumentException e) {
      throw usage("--upgrade: " + e.getMessage());
    }
    Optional<RegisteredConfiguration> configuration =
        selected.stream().filter(c -> c.id().equals(pair.configuration())).findFirst();
    if (configuration.isEmpty()) {
      throw usage(
          "--upgrade: "
              + pair.configuration()
              + " is not among the configurations of this run (see `serialtck list`)");
    }
    var info = configuration.get().info();
    if (pair.isMigration()) {
      checkMigration(pair, info, selected);
    } else if (info.library().startsWith("java.base:")) {
      throw usage(
          "--upgrade: "
              + pair.configuration()
              + " is the JDK's own serialization: there is no library version to change (compare"
              + " JDKs with --reader-jdk)");
    }
    if (gated && !UpgradePairs.isNamed(pair, info)) {
      throw usage(
          "--upgrade "
              + pair
              + " cannot be gated: the baseline records the named upgrades and migrations only"
              + " (run it without --baseline)");
    }
    return pair;
  }

  private void checkMigration(
      UpgradePair pair, ConfigurationInfo to, List<RegisteredConfiguration> selected) {
    Optional<ConfigurationInfo> from =
        selected.stream()
            .map(RegisteredConfiguration::info)
            .filter(c -> c.id().equals(pair.fromConfiguration()))
            .findFirst();
    if (from.isEmpty()) {
      throw usage(
          "--upgrade: "
              + pair.fromConfiguration()
              + " is not among the configurations of this run (see `serialtck list`); a migration"
              + " runs both of its configurations");
    }
    if (!from.get().wireFormat().equals(to.wireFormat())) {
      throw usage(
          "--upgrade "
              + pair
              + ": "
              + from.get().id()
              + " writes "
              + from.get().wireFormat()
              + " and "
              + to.id()
              + " writes "
              + to.wireFormat()
              + "; a migration joins two configurations of one format");
    }
  }

  private CommandLine.ParameterException usage(String message) {
    return new CommandLine.ParameterException(mixee.commandLine(), message);
  }
}
