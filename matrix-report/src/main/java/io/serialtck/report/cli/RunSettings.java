package io.serialtck.report.cli;

import io.serialtck.tck.baseline.BaselineSettings;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import java.nio.file.Path;
import java.time.Duration;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** How the matrix runs: workers' heap and timeout, parallelism, the seed and tries. */
final class RunSettings {

  @Option(
      names = "--worker-heap",
      defaultValue = RunOptions.DEFAULT_HEAP,
      description = "Maximum heap of each worker JVM (default: ${DEFAULT-VALUE}).")
  String workerHeap;

  @Option(
      names = "--timeout",
      defaultValue = "30",
      paramLabel = "SECONDS",
      description =
          "Seconds one request may take before its worker is killed (default: ${DEFAULT-VALUE}).")
  int timeoutSeconds;

  @Option(
      names = "--parallel",
      paramLabel = "N",
      description = "Configurations run at once (default: cores, at most 2).")
  Integer parallel;

  @Option(
      names = "--seed",
      description =
          "The run's seed (default: the baseline's when gating, else -Dserialtck.seed, else"
              + " random).")
  Long seed;

  @Option(
      names = "--tries",
      paramLabel = "N",
      description =
          "Random cases per property and configuration (default: the baseline's when gating, else"
              + " -Dserialtck.tries, else "
              + Plan.DEFAULT_TRIES
              + ").")
  Integer tries;

  /** The run's options; with a baseline, a seed other than the baseline's is a usage error. */
  RunOptions options(
      CommandLine commandLine, TargetOptions target, Path outDir, BaselineSettings baseline) {
    long chosenSeed;
    if (baseline != null) {
      chosenSeed = seed != null ? seed : baseline.seed();
    } else {
      chosenSeed = seed != null ? seed : Long.getLong("serialtck.seed", System.nanoTime());
    }
    RunOptions options =
        RunOptions.defaults(outDir)
            .withJdk(target.jdk())
            .withWorkerHeap(workerHeap)
            .withRequestTimeout(Duration.ofSeconds(timeoutSeconds))
            .withSeed(chosenSeed);
    if (parallel != null) {
      if (parallel < 1) {
        throw new CommandLine.ParameterException(commandLine, "--parallel must be at least 1");
      }
      options = options.withParallelism(parallel);
    }
    if (baseline != null) {
      String mismatch = baseline.mismatch(chosenSeed, tries(commandLine, baseline));
      if (mismatch != null) {
        throw new CommandLine.ParameterException(commandLine, mismatch);
      }
    }
    return options;
  }

  /** Tries per property: given, else the baseline's, else the system property, else the default. */
  int tries(CommandLine commandLine, BaselineSettings baseline) {
    int chosen;
    if (tries != null) {
      chosen = tries;
    } else if (baseline != null) {
      chosen = baseline.tries();
    } else {
      chosen = Integer.getInteger("serialtck.tries", Plan.DEFAULT_TRIES);
    }
    if (chosen < 1) {
      throw new CommandLine.ParameterException(commandLine, "--tries must be at least 1");
    }
    return chosen;
  }
}
