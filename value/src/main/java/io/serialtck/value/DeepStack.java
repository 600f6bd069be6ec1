package io.serialtck.value;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Threads with a stack large enough for the kit's own walks of a value tree nested {@link #DEPTH}
 * levels deep. Those walks recurse, a few frames a level: a record's {@code equals}, the
 * canonicalisation, the expectation, the classification, the protocol's codec, the worker's
 * materialization and capture. On the JVM's default stack ({@code -Xss}, 1 MiB on 64-bit Linux) the
 * first of them overflow near 600 levels, and an exploration case nests lists past 1,000 to meet
 * Jackson 2's limit. Walking the trees on these threads instead of rewriting every walk as a loop
 * keeps the walks as they read; a library's own code never runs on them, as its stack is what the
 * hostile-input cells measure (the worker's library thread keeps the default stack).
 */
public final class DeepStack {

  /**
   * The stack of a thread made here: 64 MiB of address space, of which only what a walk touches is
   * committed. Before the JIT compiles the walks, the protocol's codec overflowed 2 MiB on a tree
   * of {@link #DEPTH} levels and held in 4 MiB; 64 leaves room for a deeper tree and a slower
   * frame.
   */
  public static final long BYTES = 64L << 20;

  /**
   * How deep a value tree the kit's walks carry on these threads, as the tests check ({@code
   * DeepValueTreesTest} in the modules {@code tck} and {@code worker}, {@code DumpTest} in {@code
   * repro}): about twice the deepest value exploration asks (1,050 lists).
   */
  public static final int DEPTH = 2_000;

  private DeepStack() {}

  /** A new, unstarted thread with the large stack, in the current thread's group. */
  public static Thread thread(Runnable action, String name) {
    return new Thread(null, action, name, BYTES);
  }

  /**
   * Makes threads with the large stack, named {@code prefix-1}, {@code prefix-2}, …, daemon or not
   * as asked, for a pool of the kit's own work.
   */
  public static ThreadFactory factory(String prefix, boolean daemon) {
    AtomicInteger made = new AtomicInteger();
    return action -> {
      Thread thread = thread(action, prefix + "-" + made.incrementAndGet());
      thread.setDaemon(daemon);
      return thread;
    };
  }

  /**
   * One daemon thread with the large stack, which runs what it is {@link #call given} one action at
   * a time, for a thread of small stack that hands it its deep steps.
   */
  public static ExecutorService helper(String name) {
    return Executors.newSingleThreadExecutor(
        action -> {
          Thread thread = thread(action, name);
          thread.setDaemon(true);
          return thread;
        });
  }

  /**
   * Runs the action on {@code helper} and waits for it: returns what it returns, throws what it
   * throws (an {@code Error} as an {@code Error}, a checked exception as itself).
   */
  public static <T> T call(ExecutorService helper, Callable<T> action) throws Exception {
    Future<T> done = helper.submit(action);
    try {
      return done.get();
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof Exception exception) {
        throw exception;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw e;
    } catch (InterruptedException e) {
      done.cancel(true);
      Thread.currentThread().interrupt();
      throw e;
    }
  }

  /**
   * Runs the action on a new thread with the large stack and waits for it, as {@link
   * #call(ExecutorService, Callable)} does: for a step that is seldom taken.
   */
  public static <T> T call(String name, Callable<T> action) throws Exception {
    ExecutorService once = helper(name);
    try {
      return call(once, action);
    } finally {
      once.shutdown();
    }
  }
}
