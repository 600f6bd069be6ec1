import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;
import org.apache.fory.memory.MemoryUtils;

/**
 * Fory.builder() with withCompatibleMode(CompatibleMode.COMPATIBLE) (the default, set explicitly;
 * scoped meta share on by default); withLanguage(Language.JAVA); requireClassRegistration(false);
 * withRefTracking(false); withClassLoader(the configuration's own class loader, i.e. its world's);
 * every other ForyBuilder setting at its default; one Fory instance;
 * serialize(Object)/deserialize(byte[])
 */
public final class SetUp {

  /** Bytes consumed by the last read as Fory counts them (the buffer's reader index). */
  public static long consumed = -1;

  private final Fory fory;

  /**
   * An instance of the configuration: one Fory, set up as the configuration says, told the classes
   * its writes and reads involve. The kit's worker makes one for each write and each read; a
   * stateful cell holds one for a sequence of them.
   */
  public SetUp(List<Class<?>> classes) {
    fory = fory();
    register(fory, classes);
  }

  /** A Fory, set up as the configuration says, resolving classes with this class's loader. */
  private static Fory fory() {
    return Fory.builder()
        .withLanguage(Language.JAVA)
        .withCompatibleMode(CompatibleMode.COMPATIBLE)
        .requireClassRegistration(false)
        .withRefTracking(false)
        .withClassLoader(SetUp.class.getClassLoader())
        .build();
  }

  /** Registration is not required: nothing is registered. */
  private static void register(Fory fory, List<Class<?>> classes) {}

  /** Writes with serialize(Object). */
  public byte[] write(Object value) {
    return fory.serialize(value);
  }

  /** Reads as deserialize(byte[]) does (the bytes wrapped in a MemoryBuffer). */
  public Object read(byte[] bytes, Class<?> type) {
    consumed = -1;
    MemoryBuffer buffer = MemoryUtils.wrap(bytes);
    Object value = fory.deserialize(buffer);
    consumed = buffer.readerIndex();
    return value;
  }
}
