import java.util.List;
import org.apache.fury.Fury;
import org.apache.fury.config.CompatibleMode;
import org.apache.fury.config.Language;
import org.apache.fury.memory.MemoryBuffer;
import org.apache.fury.memory.MemoryUtils;

/**
 * Fury.builder() with withCompatibleMode(CompatibleMode.COMPATIBLE) (not the default, which is
 * SCHEMA_CONSISTENT in Fury; scoped meta share on by default in compatible mode);
 * withLanguage(Language.JAVA); requireClassRegistration(false); withRefTracking(true);
 * withClassLoader(the configuration's own class loader, i.e. its world's); every other FuryBuilder
 * setting at its default; one Fury instance; serialize(Object)/deserialize(byte[])
 */
public final class SetUp {

  /** Bytes consumed by the last read as Fury counts them (the buffer's reader index). */
  public static long consumed = -1;

  private SetUp() {}

  /** A fresh Fury, set up as the configuration says, resolving classes with this class's loader. */
  private static Fury fury() {
    return Fury.builder()
        .withLanguage(Language.JAVA)
        .withCompatibleMode(CompatibleMode.COMPATIBLE)
        .requireClassRegistration(false)
        .withRefTracking(true)
        .withClassLoader(SetUp.class.getClassLoader())
        .build();
  }

  /** Registration is not required: nothing is registered. */
  private static void register(Fury fury, List<Class<?>> classes) {}

  /** Writes with serialize(Object), after registering {@code classes} where the set-up does. */
  public static byte[] write(Object value, List<Class<?>> classes) throws Exception {
    Fury fury = fury();
    register(fury, classes);
    return fury.serialize(value);
  }

  /**
   * Reads as deserialize(byte[]) does (the bytes wrapped in a MemoryBuffer), after registering
   * {@code classes} where the set-up does.
   */
  public static Object read(byte[] bytes, Class<?> type, List<Class<?>> classes)
      throws Exception {
    consumed = -1;
    Fury fury = fury();
    register(fury, classes);
    MemoryBuffer buffer = MemoryUtils.wrap(bytes);
    Object value = fury.deserialize(buffer);
    consumed = buffer.readerIndex();
    return value;
  }
}
