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

  /**
   * An instance of the configuration, which keeps nothing across operations (Java serialization
   * registers nothing). The kit's worker makes one for each write and each read; a stateful cell
   * holds one for a sequence of them.
   */
  public SetUp(List<Class<?>> classes) {}

  /** Writes with a new ObjectOutputStream. */
  public byte[] write(Object value) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    return bytes.toByteArray();
  }

  /** Reads with a new ObjectInputStream, without a filter. */
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    consumed = -1;
    ByteArrayInputStream input = new ByteArrayInputStream(bytes);
    try (ObjectInputStream in = new ObjectInputStream(input)) {
      Object value = in.readObject();
      consumed = bytes.length - input.available();
      return value;
    }
  }
}
