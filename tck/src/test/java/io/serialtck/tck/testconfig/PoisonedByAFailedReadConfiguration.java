package io.serialtck.tck.testconfig;

import java.util.Arrays;

/**
 * Java serialization with a held-state bug: once a read of an instance has thrown, every later
 * write of that instance loses its last byte. A fresh instance is never affected, so only the
 * {@code stateful} cells that ask a held instance to read unexpected bytes see it.
 */
public final class PoisonedByAFailedReadConfiguration extends TestConfiguration {

  private boolean poisoned;

  @Override
  public String id() {
    return "test-poisoned-by-a-failed-read";
  }

  @Override
  public String description() {
    return "Java serialization; an instance whose read threw truncates its later writes";
  }

  @Override
  public String heldInstance() {
    return "one instance, whose writes a failed read truncates";
  }

  @Override
  public byte[] write(Object value) throws Exception {
    byte[] bytes = super.write(value);
    return poisoned ? Arrays.copyOf(bytes, bytes.length - 1) : bytes;
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    try {
      return super.read(bytes, type);
    } catch (Exception e) {
      poisoned = true;
      throw e;
    }
  }
}
