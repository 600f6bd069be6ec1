package io.serialtck.report.cli;

import io.serialtck.tck.baseline.BaselineSettings;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import java.nio.file.Path;
import java.security.SecureRandom;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * How the matrix runs: workers' heap, their timeout and parallelism ({@link WorkerOptions}), the
 * seed and tries.
 */
final class RunSettings {

  @Option(
      names = "--worker-heap",
      defaultValue = RunOptions.DEFAULT_HEAP,
      paramLabel = "SIZE",
      description =
          "Maximum heap of each worker JVM, as -Xmx takes it: 256m, 1g (default: ${DEFAULT-VALUE}).")
  String workerHeap;

  @Mixin WorkerOptions workers;

  @Option(
      names = "--seed",
      paramLabel = "N|random",
      description =
          "The run's seed, or random for a new one (default: the baseline's when gating, else"
              + " -Dserialtck.seed, else "
              + RunOptions.DEFAULT_SEED
              + ").")
  String seed;

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
    workers.checkTimeout();
    Jdk jdk = target.jdk();
    WorkerJvmCheck.check(commandLine, jdk, workerHeap);
    long chosenSeed = seed(commandLine, baseline);
    RunOptions options =
        workers.applyTo(
            RunOptions.defaults(outDir)
                .withJdk(jdk)
                .withWorkerHeap(workerHeap)
                .withSeed(chosenSeed));
    if (baseline != null) {
      String mismatch = baseline.mismatch(chosenSeed, tries(commandLine, baseline));
      if (mismatch != null) {
        throw new CommandLine.ParameterException(commandLine, mismatch);
      }
    }
    return options;
  }

  /** The seed given, else the baseline's, else the system property's, else the default. */
  long seed(CommandLine commandLine, BaselineSettings baseline) {
    if (seed == null) {
      if (baseline != null) {
        return baseline.seed();
      }
      return Long.getLong(RunOptions.SEED_PROPERTY, RunOptions.DEFAULT_SEED);
    }
    if (seed.equals("random")) {
      return new SecureRandom().nextLong() & Long.MAX_VALUE;
    }
    try {
      return Long.parseLong(seed);
    } catch (NumberFormatException e) {
      throw new CommandLine.ParameterException(
          commandLine, "--seed takes a whole number or random, not " + seed);
    }
  }

  /** Tries per property: given, else the baseline's, else the system property, else the default. */
  int tries(CommandLine commandLine, BaselineSettings baseline) {
    int chosen;
    if (tries != null) {
      chosen = tries;
    } else if (baseline != null) {
      chosen = baseline.tries();
    } else {
      chosen = Integer.getInteger(RunOptions.TRIES_PROPERTY, Plan.DEFAULT_TRIES);
    }
    if (chosen < 1) {
      throw new CommandLine.ParameterException(commandLine, "--tries must be at least 1");
    }
    return chosen;
  }
}
