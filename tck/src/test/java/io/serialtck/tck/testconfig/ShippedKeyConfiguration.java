package io.serialtck.tck.testconfig;

import java.util.Optional;

/**
 * Writes Java serialization scrambled with a key that only travels as class metadata: its bytes
 * read back only if the harness ships {@code exportMetadata} from the writer's world to the
 * reader's {@code importMetadata}, as one-nio's shipped-metadata mode needs.
 */
public final class ShippedKeyConfiguration extends TestConfiguration {

  /** Differs between worlds with high probability; each world has its own copy of this class. */
  private static final byte KEY = (byte) (System.identityHashCode(new Object()) | 1);

  private byte imported;
  private boolean hasImported;

  @Override
  public String id() {
    return "test-metadata";
  }

  @Override
  public String description() {
    return "Java serialization XOR a per-world key that is shipped as metadata";
  }

  @Override
  public byte[] write(Object value) throws Exception {
    return scramble(super.write(value), KEY);
  }

  @Override
  public Optional<byte[]> exportMetadata(Class<?> type) {
    return Optional.of(new byte[] {KEY});
  }

  @Override
  public void importMetadata(byte[] metadata) {
    imported = metadata[0];
    hasImported = true;
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    if (!hasImported) {
      throw new IllegalStateException("no metadata imported before read");
    }
    return super.read(scramble(bytes, imported), type);
  }

  private static byte[] scramble(byte[] bytes, byte with) {
    byte[] result = bytes.clone();
    for (int i = 0; i < result.length; i++) {
      result[i] ^= with;
    }
    return result;
  }
}
