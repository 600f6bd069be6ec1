package io.serialtck.tck.testconfig;

import java.lang.reflect.Field;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Java serialization that writes on standard error, and misbehaves on the write its worker's system
 * properties name ({@code -Dserialtck.test.noisy.<what>=<write number>}, counted per worker):
 * {@code exit} calls {@code System.exit(42)} without a word, {@code sigkill} and {@code sigterm}
 * have {@code kill} send the signal to its own JVM, as something outside the kit would, {@code
 * segv} crashes the JVM, {@code sleep} never returns. With {@code
 * -Dserialtck.test.noisy.spew=<bytes>}, every write also prints that much.
 */
public final class NoisyConfiguration extends TestConfiguration {

  private static final String PREFIX = "serialtck.test.noisy.";
  private static final AtomicInteger WRITES = new AtomicInteger();

  @Override
  public String id() {
    return "test-noisy";
  }

  @Override
  public String description() {
    return "Java serialization; writes on standard error, misbehaves on the write it is told to";
  }

  @Override
  void beforeWrite(Object value) throws Exception {
    int write = WRITES.incrementAndGet();
    spew(Integer.getInteger(PREFIX + "spew", 0));
    if (is("exit", write)) {
      System.exit(42);
    } else if (is("sigkill", write)) {
      signalMyself("KILL", write);
    } else if (is("sigterm", write)) {
      signalMyself("TERM", write);
    } else if (is("segv", write)) {
      System.err.println("noisy: crashing the JVM on write #" + write);
      segfault();
    } else if (is("sleep", write)) {
      System.err.println("noisy: sleeping forever on write #" + write);
      Thread.sleep(Long.MAX_VALUE);
    }
    System.err.println(
        "noisy: write #" + write + " done, a library might log java.lang.OutOfMemoryError");
  }

  private static boolean is(String what, int write) {
    return Integer.getInteger(PREFIX + what, 0) == write;
  }

  private static void signalMyself(String signal, int write) throws Exception {
    System.err.println("noisy: sending SIG" + signal + " to myself on write #" + write);
    long pid = ProcessHandle.current().pid();
    new ProcessBuilder("kill", "-s", signal, String.valueOf(pid)).inheritIO().start().waitFor();
    Thread.sleep(Long.MAX_VALUE);
  }

  private static void spew(int bytes) {
    String line = "noisy: " + "x".repeat(92);
    for (int written = 0; written < bytes; written += line.length() + 1) {
      System.err.println(line);
    }
  }

  // sun.misc.Unsafe by name: javac's "internal proprietary API" warning cannot be suppressed.
  private static void segfault() throws ReflectiveOperationException {
    Class<?> unsafeType = Class.forName("sun.misc.Unsafe");
    Field theUnsafe = unsafeType.getDeclaredField("theUnsafe");
    theUnsafe.setAccessible(true);
    Object unsafe = theUnsafe.get(null);
    unsafeType.getMethod("putAddress", long.class, long.class).invoke(unsafe, 0L, 1L);
  }
}
