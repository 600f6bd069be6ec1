package io.serialtck.tck.testconfig;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads as its input's first byte tells it to misbehave: 1 never returns, 2 fills the heap, 3
 * throws a {@code NullPointerException}, 4 recurses without end, 5 halts the JVM, 6 throws an
 * {@code IOException}; anything else is read as a new object of the type asked for.
 */
public final class HostileVictimConfiguration extends TestConfiguration {

  @Override
  public String id() {
    return "test-hostile-victim";
  }

  @Override
  public String description() {
    return "misbehaves on reading as its input's first byte says";
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    int order = bytes.length == 0 ? 0 : bytes[0];
    switch (order) {
      case 1 -> {
        while (!Thread.currentThread().isInterrupted()) {
          Thread.onSpinWait();
        }
        return null;
      }
      case 2 -> {
        List<long[]> heap = new ArrayList<>();
        while (true) {
          heap.add(new long[1 << 20]);
        }
      }
      case 3 -> throw new NullPointerException("order 3");
      case 4 -> {
        return recurse(0);
      }
      case 5 -> Runtime.getRuntime().halt(57);
      case 6 -> throw new IOException("order 6");
      default -> {
        return type.getConstructor().newInstance();
      }
    }
    return null;
  }

  private static int recurse(int depth) {
    return recurse(depth + 1) + 1;
  }
}
