import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;

/**
 * ObjectOutputStream.writeObject / ObjectInputStream.readObject with default settings, no filter;
 * the fixture classes declare a fixed serialVersionUID
 */
public final class SetUp {

  /**
   * Bytes consumed by the last read: what the ByteArrayInputStream under the ObjectInputStream no
   * longer has after readObject (ObjectInputStream reads no further ahead than the stream's
   * structure asks); -1 before a read and after one that threw.
   */
  public static long consumed = -1;

  private SetUp() {}

  /** Writes with a new ObjectOutputStream; Java serialization registers nothing. */
  public static byte[] write(Object value, List<Class<?>> classes) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    return bytes.toByteArray();
  }

  /** Reads with a new ObjectInputStream, without a filter. */
  public static Object read(byte[] bytes, Class<?> type, List<Class<?>> classes)
      throws Exception {
    consumed = -1;
    ByteArrayInputStream input = new ByteArrayInputStream(bytes);
    try (ObjectInputStream in = new ObjectInputStream(input)) {
      Object value = in.readObject();
      consumed = bytes.length - input.available();
      return value;
    }
  }
}
