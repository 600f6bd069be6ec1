import java.util.List;
import org.nustaq.serialization.FSTConfiguration;
import org.nustaq.serialization.FSTObjectInput;

/**
 * FSTConfiguration.createDefaultConfiguration(); no registrations, no other setting (shared references on, FST's own
 * class loader, which is the world's); asByteArray(value) / getObjectInput(bytes).readObject()
 */
public final class SetUp {

  /** Bytes consumed by the last read as FST's decoder counts them (its input position). */
  public static long consumed = -1;

  private final FSTConfiguration fst;

  /**
   * An instance of the configuration: one FST configuration (FST registers nothing here). The kit's
   * worker makes one for each write and each read; a stateful cell holds one for a sequence of
   * them.
   */
  public SetUp(List<Class<?>> classes) {
    fst = FSTConfiguration.createDefaultConfiguration();
  }

  /** Writes with the FST configuration's asByteArray. */
  public byte[] write(Object value) {
    return fst.asByteArray(value);
  }

  /** Reads with the FST configuration's getObjectInput(bytes).readObject(). */
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    consumed = -1;
    FSTObjectInput in = fst.getObjectInput(bytes);
    Object value = in.readObject();
    consumed = in.getCodec().getInputPos();
    return value;
  }
}
