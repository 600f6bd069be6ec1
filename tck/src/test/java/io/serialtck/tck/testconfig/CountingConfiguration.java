package io.serialtck.tck.testconfig;

import io.serialtck.spi.SerializerConfiguration;
import java.nio.ByteBuffer;

/**
 * Keeps static state: every write writes how many writes its world made before it, four bytes, so
 * that what a world was asked before shows in the bytes. Reads nothing.
 */
public final class CountingConfiguration implements SerializerConfiguration {

  private static int writes;

  @Override
  public String id() {
    return "test-counting";
  }

  @Override
  public String library() {
    return "test:" + id();
  }

  @Override
  public String libraryVersion() {
    return "0";
  }

  @Override
  public String description() {
    return "writes the number of writes its world made before, in four bytes";
  }

  @Override
  public boolean keepsStaticState() {
    return true;
  }

  @Override
  public byte[] write(Object value) {
    return ByteBuffer.allocate(4).putInt(writes++).array();
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) {
    throw new UnsupportedOperationException("writes only");
  }
}
