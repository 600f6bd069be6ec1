import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;
import org.apache.fory.memory.MemoryUtils;

/**
 * Fory.builder() with withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT) (not the default);
 * withLanguage(Language.JAVA); requireClassRegistration(false); withRefTracking(true);
 * withClassLoader(the configuration's own class loader, i.e. its world's); every other ForyBuilder
 * setting at its default; one Fory instance; serialize(Object)/deserialize(byte[])
 */
public final class SetUp {

  /** Bytes consumed by the last read as Fory counts them (the buffer's reader index). */
  public static long consumed = -1;

  private SetUp() {}

  /** A fresh Fory, set up as the configuration says, resolving classes with this class's loader. */
  private static Fory fory() {
    return Fory.builder()
        .withLanguage(Language.JAVA)
        .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
        .requireClassRegistration(false)
        .withRefTracking(true)
        .withClassLoader(SetUp.class.getClassLoader())
        .build();
  }

  /** Registration is not required: nothing is registered. */
  private static void register(Fory fory, List<Class<?>> classes) {}

  /** Writes with serialize(Object), after registering {@code classes} where the set-up does. */
  public static byte[] write(Object value, List<Class<?>> classes) throws Exception {
    Fory fory = fory();
    register(fory, classes);
    return fory.serialize(value);
  }

  /**
   * Reads as deserialize(byte[]) does (the bytes wrapped in a MemoryBuffer), after registering
   * {@code classes} where the set-up does.
   */
  public static Object read(byte[] bytes, Class<?> type, List<Class<?>> classes)
      throws Exception {
    consumed = -1;
    Fory fory = fory();
    register(fory, classes);
    MemoryBuffer buffer = MemoryUtils.wrap(bytes);
    Object value = fory.deserialize(buffer);
    consumed = buffer.readerIndex();
    return value;
  }
}
