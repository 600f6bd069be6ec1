import java.util.List;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireType;

/**
 * WireType.TEXT (TextWire as the enum makes it: binary documents, padding on; wire.testAsYaml
 * unset); no aliases, no other setting; getValueOut().object(value) into one
 * Bytes.allocateElasticOnHeap() and its wire, kept across writes (wire.clear() before each,
 * toByteArray() after) / getValueIn().object(readerClass) from Bytes.wrapForRead(bytes)
 */
public final class SetUp {

  /**
   * Always -1: the configuration does not report the bytes a read consumed (its format names every
   * field, so a read cannot drift into the next field's bytes), and a reproducer judges only what
   * the kit judges.
   */
  public static long consumed = -1;

  /** The bytes written into, made on the instance's first write and kept across writes. */
  private Bytes<byte[]> out;

  /** The wire over {@link #out}. */
  private Wire outWire;

  /**
   * An instance of the configuration (Chronicle Wire registers nothing). The kit's worker makes one
   * for each write and each read; a stateful cell holds one for a sequence of them.
   */
  public SetUp(List<Class<?>> classes) {}

  /**
   * Writes the value into the instance's elastic on-heap Bytes, cleared first, and returns their
   * content.
   */
  public byte[] write(Object value) {
    if (outWire == null) {
      out = Bytes.allocateElasticOnHeap();
      outWire = WireType.TEXT.apply(out);
    }
    outWire.clear();
    outWire.getValueOut().object(value);
    return out.toByteArray();
  }

  /** Reads the reader's class from the bytes wrapped on heap. */
  public Object read(byte[] bytes, Class<?> type) {
    Bytes<byte[]> in = Bytes.wrapForRead(bytes);
    try {
      return WireType.TEXT.apply(in).getValueIn().object(type);
    } finally {
      in.releaseLast();
    }
  }
}
