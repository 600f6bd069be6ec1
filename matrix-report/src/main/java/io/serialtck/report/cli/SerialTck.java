package io.serialtck.report.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code serialtck} command. */
@Command(
    name = "serialtck",
    mixinStandardHelpOptions = true,
    description = "Compatibility and flexibility conformance kit for Java serialization libraries.",
    subcommands = {
      RunCommand.class,
      BaselineCommand.class,
      CorpusCommand.class,
      MergeCommand.class,
      ListCommand.class,
      DocsCommand.class,
      RaceCommand.class
    })
public final class SerialTck implements Runnable {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    System.exit(new CommandLine(new SerialTck()).execute(args));
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "name a command, e.g. run");
  }
}
