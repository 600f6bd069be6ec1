import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;
import org.apache.fory.memory.MemoryUtils;

/**
 * Fory.builder() with withCompatibleMode(CompatibleMode.COMPATIBLE) and
 * requireClassRegistration(true) (Fory's default), each side registering, with register(Class) and
 * in the kit's stated order (depth first from the root, each class at its first occurrence, then
 * the rest of its class model), the classes of the object it writes or should read back that Fory
 * does not register itself; withLanguage(Language.JAVA); withRefTracking(true);
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
        .withCompatibleMode(CompatibleMode.COMPATIBLE)
        .requireClassRegistration(true)
        .withRefTracking(true)
        .withClassLoader(SetUp.class.getClassLoader())
        .build();
  }

  /**
   * Registers the classes in the order given with register(Class), which numbers them in that
   * order, skipping those Fory registers by itself (its built-in JDK types).
   */
  private static void register(Fory fory, List<Class<?>> classes) {
    for (Class<?> type : classes) {
      if (!fory.getTypeResolver().isRegistered(type)) {
        fory.register(type);
      }
    }
  }

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
