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

  private final Fury fury;

  /**
   * An instance of the configuration: one Fury, set up as the configuration says, told the classes
   * its writes and reads involve. The kit's worker makes one for each write and each read; a
   * stateful cell holds one for a sequence of them.
   */
  public SetUp(List<Class<?>> classes) {
    fury = fury();
    register(fury, classes);
  }

  /** A Fury, set up as the configuration says, resolving classes with this class's loader. */
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

  /** Writes with serialize(Object). */
  public byte[] write(Object value) {
    return fury.serialize(value);
  }

  /** Reads as deserialize(byte[]) does (the bytes wrapped in a MemoryBuffer). */
  public Object read(byte[] bytes, Class<?> type) {
    consumed = -1;
    MemoryBuffer buffer = MemoryUtils.wrap(bytes);
    Object value = fury.deserialize(buffer);
    consumed = buffer.readerIndex();
    return value;
  }
}
