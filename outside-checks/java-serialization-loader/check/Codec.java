package check;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.function.Function;

/**
 * Java serialization of one TestObject as the JDK documents it for one message (a new stream per
 * call), exactly as the kit's java-standard and its twin do. apply("write") serializes the object,
 * apply("read") deserializes the bytes written once.
 */
public class Codec implements Function<String, Object> {
  private final TestObject object = new TestObject();
  private final byte[] bytes;

  public Codec() throws Exception {
    object.id = 1_234_567_890_123L;
    object.values = new long[] {1L, -2L, 3_000_000_000L, Long.MAX_VALUE, 0L};
    object.name = "test object";
    bytes = write();
  }

  private byte[] write() throws Exception {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
      out.writeObject(object);
    }
    return buffer.toByteArray();
  }

  private Object read() throws Exception {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      return in.readObject();
    }
  }

  @Override
  public Object apply(String operation) {
    try {
      return operation.equals("read") ? read() : write();
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
