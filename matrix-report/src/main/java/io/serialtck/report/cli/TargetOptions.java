package io.serialtck.report.cli;

import io.serialtck.tck.discovery.Jdk;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** Options shared by the commands: which JDK the workers run on, and where the adapters are. */
final class TargetOptions {

  @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
  CommandLine.Model.CommandSpec mixee;

  @Option(
      names = "--jdk",
      paramLabel = "PATH",
      description = "JDK folder the workers run on (default: the JDK running this command).")
  Path jdk;

  @Option(
      names = "--adapters",
      paramLabel = "DIR",
      description = "Folder of built adapter modules (default: adapters at the repository root).")
  Path adapters;

  /** The chosen JDK, or a usage error naming what is wrong with the folder. */
  Jdk jdk() {
    try {
      return jdk == null ? Jdk.current() : Jdk.at(jdk);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(mixee.commandLine(), "--jdk: " + e.getMessage());
    }
  }

  Path adaptersDir() {
    return adapters != null ? adapters : home().resolve("adapters");
  }

  static Path home() {
    return Path.of(System.getProperty("serialtck.home", "."));
  }
}
