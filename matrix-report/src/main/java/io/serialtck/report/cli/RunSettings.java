package io.serialtck.report.cli;

import io.serialtck.tck.baseline.BaselineSettings;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.plan.CacheSettings;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.plan.RunOptions;
import java.nio.file.Path;
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
      converter = AtLeastOne.class,
      description =
          "Random cases per property and configuration (default: the baseline's when gating, else"
              + " -Dserialtck.tries, else "
              + Plan.DEFAULT_TRIES
              + ").")
  Integer tries;

  @Option(
      names = "--no-cache",
      description =
          "Ask every cell of its workers: neither read nor keep the cell cache (CI's gates run so;"
              + " the build's tests never use it).")
  boolean noCache;

  @Option(
      names = "--cache-dir",
      paramLabel = "DIR",
      description =
          "The cell cache's folder (default: -D"
              + CacheSettings.FOLDER_PROPERTY
              + ", else $XDG_CACHE_HOME/serialtck, else ~/.cache/serialtck). Delete it to empty"
              + " the cache.")
  Path cacheDir;

  @Option(
      names = "--verify-cache",
      paramLabel = "N",
      converter = AtLeastOne.class,
      description =
          "After the run, ask N of the cells the cell cache answered again of their workers (a"
              + " sample chosen by the seed), and exit 1 with a line per cell that differs.")
  Integer verifyCache;

  /** The run's options; with a baseline, a seed other than the baseline's is a usage error. */
  RunOptions options(
      CommandLine commandLine, TargetOptions target, Path outDir, BaselineSettings baseline) {
    Jdk jdk = target.jdk();
    WorkerJvmCheck.check(commandLine, jdk, workerHeap);
    long chosenSeed = seed(commandLine, baseline);
    if (noCache && (verifyCache != null || cacheDir != null)) {
      throw new CommandLine.ParameterException(
          commandLine,
          "--no-cache with "
              + (verifyCache != null ? "--verify-cache" : "--cache-dir")
              + ": give one");
    }
    RunOptions options =
        workers.applyTo(
            RunOptions.defaults(outDir)
                .withJdk(jdk)
                .withWorkerHeap(workerHeap)
                .withSeed(chosenSeed)
                .withCache(
                    noCache
                        ? CacheSettings.OFF
                        : new CacheSettings(
                            (cacheDir != null ? cacheDir : CacheSettings.defaultFolder())
                                .toAbsolutePath()
                                .normalize())));
    if (baseline != null) {
      String mismatch = baseline.mismatch(chosenSeed, tries(commandLine, baseline));
      if (mismatch != null) {
        throw new CommandLine.ParameterException(commandLine, mismatch);
      }
    }
    return options;
  }

  /** How many cells the cache answered to ask again after the run; 0 for none. */
  int verifyCache() {
    return verifyCache == null ? 0 : verifyCache;
  }

  /** The seed given, else the baseline's, else the system property's, else the default. */
  long seed(CommandLine commandLine, BaselineSettings baseline) {
    if (seed == null) {
      if (baseline != null) {
        return baseline.seed();
      }
      return seedProperty(commandLine);
    }
    try {
      return new SeedConverter().convert(seed);
    } catch (CommandLine.TypeConversionException e) {
      throw new CommandLine.ParameterException(commandLine, e.getMessage());
    }
  }

  /** Tries per property: given, else the baseline's, else the system property, else the default. */
  int tries(CommandLine commandLine, BaselineSettings baseline) {
    if (tries != null) {
      return tries;
    }
    if (baseline != null) {
      return baseline.tries();
    }
    String property = System.getProperty(RunOptions.TRIES_PROPERTY);
    if (property == null) {
      return Plan.DEFAULT_TRIES;
    }
    try {
      return new AtLeastOne().convert(property);
    } catch (CommandLine.TypeConversionException e) {
      throw new CommandLine.ParameterException(
          commandLine, "-D" + RunOptions.TRIES_PROPERTY + ": " + e.getMessage());
    }
  }

  /** {@code -Dserialtck.seed}, else the default; a value that is no whole number is refused. */
  private static long seedProperty(CommandLine commandLine) {
    String property = System.getProperty(RunOptions.SEED_PROPERTY);
    if (property == null) {
      return RunOptions.DEFAULT_SEED;
    }
    try {
      return Long.parseLong(property.strip());
    } catch (NumberFormatException e) {
      throw new CommandLine.ParameterException(
          commandLine, "-D" + RunOptions.SEED_PROPERTY + " takes a whole number, not " + property);
    }
  }
}
