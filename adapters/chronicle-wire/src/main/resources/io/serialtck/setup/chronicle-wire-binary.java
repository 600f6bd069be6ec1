import java.util.List;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireType;

/**
 * WireType.BINARY (BinaryWire.binaryOnly, as the enum makes it); no aliases, no other setting;
 * getValueOut().object(value) into one Bytes.allocateElasticOnHeap() and its wire, kept across
 * writes (wire.clear() before each, toByteArray() after) / getValueIn().object(readerClass) from
 * Bytes.wrapForRead(bytes)
 */
public final class SetUp {

  /**
   * Always -1: the configuration does not report the bytes a read consumed (its format names every
   * field, so a read cannot drift into the next field's bytes), and a reproducer judges only what
   * the kit judges.
   */
  public static long consumed = -1;

  private SetUp() {}

  /**
   * Writes the value into elastic on-heap Bytes and returns their content. The kit's worker writes
   * each time with a fresh instance of the configuration, so the Bytes and wire an instance keeps
   * across writes are here those of one call.
   */
  public static byte[] write(Object value, List<Class<?>> classes) throws Exception {
    Bytes<byte[]> bytes = Bytes.allocateElasticOnHeap();
    try {
      Wire wire = WireType.BINARY.apply(bytes);
      wire.clear();
      wire.getValueOut().object(value);
      return bytes.toByteArray();
    } finally {
      bytes.releaseLast();
    }
  }

  /** Reads the reader's class from the bytes wrapped on heap. */
  public static Object read(byte[] bytes, Class<?> type, List<Class<?>> classes)
      throws Exception {
    Bytes<byte[]> in = Bytes.wrapForRead(bytes);
    try {
      return WireType.BINARY.apply(in).getValueIn().object(type);
    } finally {
      in.releaseLast();
    }
  }
}
