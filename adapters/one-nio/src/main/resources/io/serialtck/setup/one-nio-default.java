import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import one.nio.serial.DeserializeStream;
import one.nio.serial.Repository;
import one.nio.serial.Serializer;

/**
 * default mode: Serializer.serialize(obj) (sized by CalcSizeStream, written by DataStream, or
 * SerializeStream when an object occurs twice) and Serializer.deserialize(bytes)
 * (DeserializeStream); no metadata exchanged: before its first read of a root class (once per root
 * class and instance, kept across reads) the reader calls Repository.get for that class and,
 * recursively, for the declared concrete types of its non-static non-transient fields; Repository
 * options at their defaults; serializer code generation mode method_handles
 * (-Done.nio.serial.gen.mode=method_handles before JDK 24, and on every JDK before one-nio 2.3.0,
 * whose default it is from JDK 24)
 */
public final class SetUp {

  /** Bytes consumed by the last read as one-nio's DeserializeStream counts them (its count()). */
  public static long consumed = -1;

  /** The root classes whose serializers this instance has registered before reading. */
  private final Set<Class<?>> registered = new HashSet<>();

  /**
   * An instance of the configuration (one-nio's default mode registers nothing by hand). The kit's worker makes one for each write and each read; a
   * stateful cell holds one for a sequence of them. one-nio keeps its serializers in its static
   * Repository, which lives as long as the JVM, whatever the instance.
   */
  public SetUp(List<Class<?>> classes) {}

  /** Writes with Serializer.serialize. */
  public byte[] write(Object value) throws Exception {
    return Serializer.serialize(value);
  }

  /**
   * Before the instance's first read of a root class, registers the reader's own classes in the
   * Repository; then reads as Serializer.deserialize does: one DeserializeStream over the bytes.
   */
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    consumed = -1;
    if (registered.add(type)) {
      registerOwnClasses(type);
    }
    DeserializeStream in = new DeserializeStream(bytes);
    Object value = in.readObject();
    consumed = in.count();
    return value;
  }

  /**
   * Repository.get for the root class and, recursively, for the declared concrete types of the
   * non-static, non-transient fields of it and its superclasses (array types and their component
   * types included); interfaces, abstract classes, Object and primitives skipped; JDK classes
   * registered but not walked into.
   */
  private static void registerOwnClasses(Class<?> root) {
    Set<Class<?>> seen = new HashSet<>();
    Deque<Class<?>> pending = new ArrayDeque<>();
    pending.add(root);
    while (!pending.isEmpty()) {
      Class<?> type = pending.poll();
      if (!seen.add(type) || !registrable(type)) {
        continue;
      }
      Repository.get(type);
      if (type.isArray()) {
        pending.add(type.getComponentType());
      } else if (!isJdk(type)) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
          for (Field field : c.getDeclaredFields()) {
            if ((field.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) == 0) {
              pending.add(field.getType());
            }
          }
        }
      }
    }
  }

  private static boolean registrable(Class<?> type) {
    if (type.isArray()) {
      return true;
    }
    return !type.isPrimitive()
        && type != Object.class
        && !type.isInterface()
        && !Modifier.isAbstract(type.getModifiers());
  }

  private static boolean isJdk(Class<?> type) {
    String name = type.getName();
    return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.");
  }
}
