package io.serialtck.report.cli;

import io.serialtck.tck.plan.RunOptions;
import java.time.Duration;
import picocli.CommandLine.Option;

/**
 * {@code --timeout} and {@code --parallel}: how long one request to a worker may take, and how many
 * configurations run at once; for every command that starts workers over the configurations ({@code
 * run} and {@code baseline} through {@link RunSettings}, {@code corpus}).
 */
final class WorkerOptions {

  @Option(
      names = "--timeout",
      defaultValue = "" + RunOptions.DEFAULT_TIMEOUT_SECONDS,
      paramLabel = "SECONDS",
      converter = AtLeastOne.class,
      description =
          "Seconds one request may take before its worker is killed (default: ${DEFAULT-VALUE}).")
  int timeoutSeconds;

  @Option(
      names = "--parallel",
      paramLabel = "N",
      converter = AtLeastOne.class,
      description = "Configurations run at once (default: cores, at most 2).")
  Integer parallel;

  /**
   * The options with the timeout and, when given, the parallelism (each at least 1: {@link
   * AtLeastOne} refused anything else when the command line was parsed).
   */
  RunOptions applyTo(RunOptions options) {
    RunOptions applied = options.withRequestTimeout(Duration.ofSeconds(timeoutSeconds));
    if (parallel != null) {
      applied = applied.withParallelism(parallel);
    }
    return applied;
  }
}
