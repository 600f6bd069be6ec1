package io.serialtck.race.testconfig;

import io.serialtck.spi.ReusingReader;

/**
 * {@code test-reuse-ignores-bytes}: Java serialization whose {@code readInto} returns its target
 * untouched: the race's guard must refuse to time it, although the target once held the payload.
 */
public final class ReuseIgnoresBytesConfiguration extends JavaSerializationConfiguration
    implements ReusingReader {

  @Override
  public String id() {
    return "test-reuse-ignores-bytes";
  }

  @Override
  public Object readInto(byte[] bytes, Object target) {
    return target;
  }
}
