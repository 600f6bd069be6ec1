package io.serialtck.tck.plan;

import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.worker.Workers;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Settings of one matrix run.
 *
 * @param jdk the JDK the workers run on
 * @param workerHeap maximum heap of a worker, e.g. {@code 256m}
 * @param requestTimeout how long one request to a worker may take before it is killed
 * @param parallelism how many configurations run at once (each in its own worker)
 * @param workDir where worker logs go
 * @param seed the run's seed, recorded in the results
 * @param cellOrder the order each worker runs its flexibility and evolution cells in
 * @param staticStateReset how a configuration that keeps static state starts each criterion,
 *     scenario and property afresh
 * @param cache whether the run keeps and replays its cells' observations, and where ({@link
 *     CacheSettings#OFF} unless a command asks: the build's tests run the matrix cold)
 */
public record RunOptions(
    Jdk jdk,
    String workerHeap,
    Duration requestTimeout,
    int parallelism,
    Path workDir,
    long seed,
    CellOrder cellOrder,
    StaticStateReset staticStateReset,
    CacheSettings cache) {

  /** Options that run cells in the plan's order. */
  public RunOptions(
      Jdk jdk,
      String workerHeap,
      Duration requestTimeout,
      int parallelism,
      Path workDir,
      long seed) {
    this(
        jdk,
        workerHeap,
        requestTimeout,
        parallelism,
        workDir,
        seed,
        CellOrder.PLAN,
        StaticStateReset.RESTORE,
        CacheSettings.OFF);
  }

  public static final String DEFAULT_HEAP = "256m";

  /** Seconds one request may take before its worker is killed, when not told. */
  public static final int DEFAULT_TIMEOUT_SECONDS = 30;

  public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(DEFAULT_TIMEOUT_SECONDS);

  /**
   * The seed of a run that names none: the committed baseline's, so that a default run repeats the
   * figures the README quotes.
   */
  public static final long DEFAULT_SEED = 42;

  /**
   * The system property that names a run's seed where no option does: {@code ./serialtck
   * -Dserialtck.seed=5 run}, the build's matrix test, {@code SerialTckMatrix}.
   */
  public static final String SEED_PROPERTY = "serialtck.seed";

  /** The system property that names a run's tries per property where no option does. */
  public static final String TRIES_PROPERTY = "serialtck.tries";

  public static RunOptions defaults(Path workDir) {
    return new RunOptions(
        Jdk.current(),
        DEFAULT_HEAP,
        DEFAULT_TIMEOUT,
        Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors())),
        workDir,
        DEFAULT_SEED);
  }

  /**
   * The workers of a run with these options: on its JDK, with its heap and request timeout, their
   * logs in {@code workDir/workers}.
   */
  public Workers workers() {
    return new Workers(jdk.home(), workerHeap, requestTimeout, workDir.resolve("workers"));
  }

  public RunOptions withJdk(Jdk newJdk) {
    return new RunOptions(
        newJdk,
        workerHeap,
        requestTimeout,
        parallelism,
        workDir,
        seed,
        cellOrder,
        staticStateReset,
        cache);
  }

  public RunOptions withWorkerHeap(String heap) {
    return new RunOptions(
        jdk, heap, requestTimeout, parallelism, workDir, seed, cellOrder, staticStateReset, cache);
  }

  public RunOptions withRequestTimeout(Duration timeout) {
    return new RunOptions(
        jdk, workerHeap, timeout, parallelism, workDir, seed, cellOrder, staticStateReset, cache);
  }

  public RunOptions withParallelism(int threads) {
    return new RunOptions(
        jdk,
        workerHeap,
        requestTimeout,
        threads,
        workDir,
        seed,
        cellOrder,
        staticStateReset,
        cache);
  }

  public RunOptions withSeed(long newSeed) {
    return new RunOptions(
        jdk,
        workerHeap,
        requestTimeout,
        parallelism,
        workDir,
        newSeed,
        cellOrder,
        staticStateReset,
        cache);
  }

  public RunOptions withCellOrder(CellOrder order) {
    return new RunOptions(
        jdk,
        workerHeap,
        requestTimeout,
        parallelism,
        workDir,
        seed,
        order,
        staticStateReset,
        cache);
  }

  /** The same options with worker logs under another folder. */
  public RunOptions withWorkDir(Path folder) {
    return new RunOptions(
        jdk,
        workerHeap,
        requestTimeout,
        parallelism,
        folder,
        seed,
        cellOrder,
        staticStateReset,
        cache);
  }

  public RunOptions withCache(CacheSettings settings) {
    return new RunOptions(
        jdk,
        workerHeap,
        requestTimeout,
        parallelism,
        workDir,
        seed,
        cellOrder,
        staticStateReset,
        settings);
  }

  public RunOptions withStaticStateReset(StaticStateReset reset) {
    return new RunOptions(
        jdk, workerHeap, requestTimeout, parallelism, workDir, seed, cellOrder, reset, cache);
  }
}
