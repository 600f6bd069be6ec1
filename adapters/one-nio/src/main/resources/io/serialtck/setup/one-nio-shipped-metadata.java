import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import one.nio.serial.CalcSizeStream;
import one.nio.serial.DeserializeStream;
import one.nio.serial.Repository;
import one.nio.serial.SerializeStream;
import one.nio.serial.Serializer;
import one.nio.serial.SerializerCollector;

/**
 * default mode: Serializer.serialize(obj) and Serializer.deserialize(bytes); after each write the
 * writer exports Repository.get(rootClass) and every other non-bootstrap serializer the bytes refer
 * to (found by one-nio's SerializerCollector over them: nested classes, JDK classes such as
 * BigDecimal), serialized with one-nio one after the other in a SerializeStream; before each read
 * the reader reads them with a DeserializeStream and calls Repository.provideSerializer on each,
 * and registers none of its own classes; Repository options at their defaults; serializer code
 * generation mode method_handles (-Done.nio.serial.gen.mode=method_handles before JDK 24, and on
 * every JDK before one-nio 2.3.0, whose default it is from JDK 24)
 */
public final class SetUp {

  /** Bytes consumed by the last read as one-nio's stream counts them. */
  public static long consumed = -1;

  /** The bytes of the instance's last write, whose serializers {@link #exportMetadata} ships. */
  private byte[] written;

  /**
   * An instance of the configuration. The kit's worker makes one for each write and each read; a
   * stateful cell holds one for a sequence of them. one-nio keeps its serializers in its static
   * Repository, which lives as long as the JVM, whatever the instance.
   */
  public SetUp(List<Class<?>> classes) {}

  /** Writes with Serializer.serialize (default mode). */
  public byte[] write(Object value) throws Exception {
    written = null;
    written = Serializer.serialize(value);
    return written;
  }

  /**
   * The root class's serializer and every other non-bootstrap serializer the last write refers to,
   * serialized one after the other in a SerializeStream (the layout of Repository.saveSnapshot).
   */
  public byte[] exportMetadata(Class<?> type) throws Exception {
    Set<Serializer<?>> serializers = new LinkedHashSet<>();
    serializers.add(Repository.get(type));
    if (written != null) {
      SerializerCollector collector = new SerializerCollector(written);
      collector.readObject();
      for (Serializer<?> serializer : collector.serializers()) {
        serializers.add(serializer);
      }
    }
    CalcSizeStream size = new CalcSizeStream();
    for (Serializer<?> serializer : serializers) {
      size.writeObject(serializer);
    }
    byte[] metadata = new byte[size.count()];
    SerializeStream out = new SerializeStream(metadata);
    for (Serializer<?> serializer : serializers) {
      out.writeObject(serializer);
    }
    return metadata;
  }

  /** Reads the writer's serializers and hands each to this reader's Repository. */
  public void importMetadata(byte[] metadata) throws Exception {
    DeserializeStream in = new DeserializeStream(metadata);
    while (in.available() > 0) {
      Repository.provideSerializer((Serializer<?>) in.readObject());
    }
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
