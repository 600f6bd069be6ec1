package io.serialtck.report.cli;

import io.serialtck.value.DeepStack;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code serialtck} command. */
@Command(
    name = "serialtck",
    mixinStandardHelpOptions = true,
    versionProvider = KitVersion.class,
    description = "Compatibility and flexibility conformance kit for Java serialization libraries.",
    exitCodeListHeading = "Exit codes (of every command):%n",
    exitCodeList = {
      "0:done (and, with --baseline, no cell differs from the baseline)",
      "1:the run differs from the baseline",
      "2:a usage error: an option or argument that cannot be taken",
      "3:some cell has no outcome: the kit failed, or a side of an upgrade cannot run (harness"
          + " error)",
      "4:a path cannot be read or written, or another run holds the report folder",
      "130:interrupted by Ctrl-C (143: SIGTERM); the cells finished so far are reported"
    },
    subcommands = {
      RunCommand.class,
      BaselineCommand.class,
      CorpusCommand.class,
      MergeCommand.class,
      ReportCommand.class,
      ListCommand.class,
      DocsCommand.class,
      RaceCommand.class,
      CompareCommand.class,
      InitConfigurationCommand.class,
      ReproCommand.class,
      AgreementCommand.class,
      PoolCommand.class,
      CommandLine.HelpCommand.class
    })
public final class SerialTck implements Runnable {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /**
   * Runs the command on a thread of a large stack ({@link DeepStack}), not the JVM's main thread of
   * the default one: a command that walks an exploration case's value nested past 1,000 levels (a
   * reproducer's, {@code repro}) then carries it, as the run's own threads do. Exits with the
   * command's code, or throws what it threw.
   */
  public static void main(String[] args) throws InterruptedException {
    int[] exit = new int[1];
    Throwable[] thrown = new Throwable[1];
    Thread command =
        DeepStack.thread(
            () -> {
              try {
                exit[0] = commandLine().execute(args);
              } catch (Throwable e) {
                thrown[0] = e;
              }
            },
            "serialtck");
    command.start();
    command.join();
    if (thrown[0] instanceof Error error) {
      throw error;
    }
    if (thrown[0] instanceof RuntimeException e) {
      throw e;
    }
    System.exit(exit[0]);
  }

  /**
   * The command line as {@code main} runs it: environment errors as one line with their own exit
   * code, every subcommand printing its version with {@code -V}.
   */
  static CommandLine commandLine() {
    CommandLine commandLine = new CommandLine(new SerialTck());
    commandLine.setExecutionExceptionHandler(new EnvironmentErrors());
    commandLine.setParameterExceptionHandler(SerialTck::usageError);
    for (CommandLine sub : commandLine.getSubcommands().values()) {
      sub.getCommandSpec().versionProvider(new KitVersion());
    }
    return commandLine;
  }

  /** A usage error: its message and where the help is, not the whole help. */
  private static int usageError(CommandLine.ParameterException e, String[] args) {
    CommandLine command = e.getCommandLine();
    String name = command.getCommandSpec().qualifiedName();
    command.getErr().println(name + ": " + e.getMessage());
    CommandLine.UnmatchedArgumentException.printSuggestions(e, command.getErr());
    command.getErr().println("Try '" + name + " --help' for the options.");
    return ExitCodes.USAGE;
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "name a command, e.g. run");
  }
}
