package io.serialtck.tck.testconfig;

import java.io.StreamCorruptedException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Java serialization that refuses bytes written by another shape of the class it reads, as Kryo's
 * {@code FieldSerializer} does: each write starts with a hash of the written class's field names,
 * and a read as a class whose field names hash otherwise throws. It keeps no state, so a held
 * instance does at every step what a fresh one does; the subclasses keep some.
 */
public class ShapeCheckingConfiguration extends TestConfiguration {

  @Override
  public String id() {
    return "test-rejects-another-shape";
  }

  @Override
  public String description() {
    return "Java serialization; refuses bytes written by another shape of the class read";
  }

  @Override
  public byte[] write(Object value) throws Exception {
    byte[] body = super.write(value);
    return ByteBuffer.allocate(Integer.BYTES + body.length)
        .putInt(shapeOf(value.getClass()))
        .put(body)
        .array();
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    if (bytes.length < Integer.BYTES) {
      throw new StreamCorruptedException("no shape header");
    }
    if (checksShape() && ByteBuffer.wrap(bytes).getInt() != shapeOf(type)) {
      throw new StreamCorruptedException("written by another shape of " + type.getName());
    }
    return super.read(Arrays.copyOfRange(bytes, Integer.BYTES, bytes.length), type);
  }

  /** Whether the next read refuses another shape; always, unless a subclass learns otherwise. */
  boolean checksShape() {
    return true;
  }

  private static int shapeOf(Class<?> type) {
    return Arrays.stream(type.getDeclaredFields())
        .filter(f -> !Modifier.isStatic(f.getModifiers()))
        .map(Field::getName)
        .sorted()
        .toList()
        .hashCode();
  }
}
