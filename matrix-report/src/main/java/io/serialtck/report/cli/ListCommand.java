package io.serialtck.report.cli;

import io.serialtck.tck.run.AdapterCatalog;
import io.serialtck.tck.run.Jdk;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code serialtck list}: the registered configurations, without running anything. */
@Command(
    name = "list",
    mixinStandardHelpOptions = true,
    description = "Lists the registered configurations with versions, flags and set-up.")
final class ListCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--jdk",
      paramLabel = "PATH",
      description = "JDK whose flags and support to show (default: the JDK running this command).")
  Path jdk;

  @Option(
      names = "--adapters",
      paramLabel = "DIR",
      description = "Folder of built adapter modules (default: adapters at the repository root).")
  Path adapters;

  @Override
  public Integer call() {
    Path home = Path.of(System.getProperty("serialtck.home", "."));
    Jdk target;
    try {
      target = jdk == null ? Jdk.current() : Jdk.at(jdk);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--jdk: " + e.getMessage());
    }
    var registered =
        AdapterCatalog.describe(
            AdapterCatalog.adapterClasspaths(
                adapters != null ? adapters : home.resolve("adapters")),
            target.feature());
    ConfigurationListing.print(System.out, registered.values(), target.version());
    return 0;
  }
}
