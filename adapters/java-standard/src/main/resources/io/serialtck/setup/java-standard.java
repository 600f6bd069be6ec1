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
   * Bytes consumed by the last read as the library counts them, or -1 when it cannot tell: an
   * ObjectInputStream reads ahead into its own buffer, so the stream under it does not say.
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
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      return in.readObject();
    }
  }
}
