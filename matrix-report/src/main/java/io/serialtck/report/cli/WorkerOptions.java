package io.serialtck.report.cli;

import io.serialtck.tck.plan.RunOptions;
import java.time.Duration;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --timeout} and {@code --parallel}: how long one request to a worker may take, and how many
 * configurations run at once; for every command that starts workers over the configurations ({@code
 * run} and {@code baseline} through {@link RunSettings}, {@code corpus}).
 */
final class WorkerOptions {

  @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
  CommandLine.Model.CommandSpec mixee;

  @Option(
      names = "--timeout",
      defaultValue = "" + RunOptions.DEFAULT_TIMEOUT_SECONDS,
      paramLabel = "SECONDS",
      description =
          "Seconds one request may take before its worker is killed (default: ${DEFAULT-VALUE}).")
  int timeoutSeconds;

  @Option(
      names = "--parallel",
      paramLabel = "N",
      description = "Configurations run at once (default: cores, at most 2).")
  Integer parallel;

  /** A usage error for a timeout under a second. */
  void checkTimeout() {
    if (timeoutSeconds < 1) {
      throw new CommandLine.ParameterException(
          mixee.commandLine(), "--timeout must be at least 1 second, not " + timeoutSeconds);
    }
  }

  /** The options with the timeout and, when given, the parallelism; usage errors when too small. */
  RunOptions applyTo(RunOptions options) {
    checkTimeout();
    RunOptions applied = options.withRequestTimeout(Duration.ofSeconds(timeoutSeconds));
    if (parallel != null) {
      if (parallel < 1) {
        throw new CommandLine.ParameterException(
            mixee.commandLine(), "--parallel must be at least 1");
      }
      applied = applied.withParallelism(parallel);
    }
    return applied;
  }
}
