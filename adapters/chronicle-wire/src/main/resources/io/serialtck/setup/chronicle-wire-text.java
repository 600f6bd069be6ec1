import java.util.List;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.WireType;

/**
 * WireType.TEXT (TextWire as the enum makes it: binary documents, padding on; wire.testAsYaml
 * unset); no aliases, no other setting; getValueOut().object(value) into
 * Bytes.allocateElasticOnHeap() / getValueIn().object(readerClass) from Bytes.wrapForRead(bytes)
 */
public final class SetUp {

  /** Bytes consumed by the last read as Chronicle counts them (the bytes' read position). */
  public static long consumed = -1;

  private SetUp() {}

  /** Writes the value into elastic on-heap Bytes and returns their content. */
  public static byte[] write(Object value, List<Class<?>> classes) throws Exception {
    Bytes<byte[]> bytes = Bytes.allocateElasticOnHeap();
    try {
      WireType.TEXT.apply(bytes).getValueOut().object(value);
      return bytes.toByteArray();
    } finally {
      bytes.releaseLast();
    }
  }

  /** Reads the reader's class from the bytes wrapped on heap. */
  public static Object read(byte[] bytes, Class<?> type, List<Class<?>> classes)
      throws Exception {
    consumed = -1;
    Bytes<byte[]> in = Bytes.wrapForRead(bytes);
    try {
      Object value = WireType.TEXT.apply(in).getValueIn().object(type);
      consumed = in.readPosition();
      return value;
    } finally {
      in.releaseLast();
    }
  }
}
