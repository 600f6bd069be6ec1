import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.Arrays;
import java.util.List;

/**
 * Java serialization; an instance whose read threw truncates its later writes
 */
public final class SetUp {

  /** Always -1: the configuration does not report the bytes a read consumed. */
  public static long consumed = -1;

  /** Whether a read of this instance has thrown. */
  private boolean poisoned;

  /** An instance of the configuration; it registers nothing. */
  public SetUp(List<Class<?>> classes) {}

  /** Writes with a new ObjectOutputStream, without its last byte once a read has thrown. */
  public byte[] write(Object value) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    byte[] written = bytes.toByteArray();
    return poisoned ? Arrays.copyOf(written, written.length - 1) : written;
  }

  /** Reads with a new ObjectInputStream; a read that throws poisons the instance. */
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    consumed = -1;
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      return in.readObject();
    } catch (Exception e) {
      poisoned = true;
      throw e;
    }
  }
}
