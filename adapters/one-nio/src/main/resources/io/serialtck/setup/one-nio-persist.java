import java.util.List;
import one.nio.serial.DeserializeStream;
import one.nio.serial.Serializer;

/**
 * persist mode: Serializer.persist(obj) (PersistStream, each non-bootstrap class's serializer
 * embedded in the bytes) and Serializer.deserialize(bytes) (DeserializeStream); no metadata
 * exchanged and the reader registers nothing itself; Repository options at their defaults;
 * serializer code generation mode method_handles (-Done.nio.serial.gen.mode=method_handles before
 * JDK 24, and on every JDK before one-nio 2.3.0, whose default it is from JDK 24)
 */
public final class SetUp {

  /** Bytes consumed by the last read as one-nio's stream counts them. */
  public static long consumed = -1;

  /**
   * An instance of the configuration. The kit's worker makes one for each write and each read; a
   * stateful cell holds one for a sequence of them. one-nio keeps its serializers in its static
   * Repository, which lives as long as the JVM, whatever the instance.
   */
  public SetUp(List<Class<?>> classes) {}

  /** Writes with Serializer.persist, which embeds each class's serializer in the bytes. */
  public byte[] write(Object value) throws Exception {
    return Serializer.persist(value);
  }

  /** Reads as Serializer.deserialize does: one DeserializeStream over the bytes. */
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    consumed = -1;
    DeserializeStream in = new DeserializeStream(bytes);
    Object value = in.readObject();
    consumed = in.count();
    return value;
  }
}
