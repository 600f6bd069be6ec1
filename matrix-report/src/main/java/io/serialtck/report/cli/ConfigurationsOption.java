package io.serialtck.report.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code --configurations}: the commands that run configurations run these, or all. */
final class ConfigurationsOption {

  @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
  CommandLine.Model.CommandSpec mixee;

  @Option(
      names = "--configurations",
      split = ",",
      paramLabel = "ID",
      description = "Only these configurations, comma-separated.")
  List<String> ids = new ArrayList<>();

  /** Whether the command was given configurations by id. */
  boolean named() {
    return !ids.isEmpty();
  }

  /** The registered configurations and those asked for; an unknown id is a usage error. */
  ConfigurationSelection select(TargetOptions target, int jdkFeature) {
    return ConfigurationSelection.of(mixee.commandLine(), target, jdkFeature, ids);
  }
}
