import java.util.List;
import org.nustaq.serialization.FSTConfiguration;
import org.nustaq.serialization.FSTObjectInput;

/**
 * FSTConfiguration.createUnsafeBinaryConfiguration(); no registrations, no other setting (shared references on, FST's own
 * class loader, which is the world's); asByteArray(value) / getObjectInput(bytes).readObject()
 */
public final class SetUp {

  /** Bytes consumed by the last read as FST's decoder counts them (its input position). */
  public static long consumed = -1;

  private SetUp() {}

  /** Writes with a fresh FST configuration's asByteArray; FST registers nothing here. */
  public static byte[] write(Object value, List<Class<?>> classes) throws Exception {
    return FSTConfiguration.createUnsafeBinaryConfiguration().asByteArray(value);
  }

  /** Reads with a fresh FST configuration's getObjectInput(bytes).readObject(). */
  public static Object read(byte[] bytes, Class<?> type, List<Class<?>> classes)
      throws Exception {
    consumed = -1;
    FSTObjectInput in = FSTConfiguration.createUnsafeBinaryConfiguration().getObjectInput(bytes);
    Object value = in.readObject();
    consumed = in.getCodec().getInputPos();
    return value;
  }
}
