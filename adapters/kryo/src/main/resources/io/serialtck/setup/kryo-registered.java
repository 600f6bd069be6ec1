import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.List;
import org.objenesis.strategy.InstantiatorStrategy;
import org.objenesis.strategy.StdInstantiatorStrategy;

/**
 * new Kryo() with default FieldSerializer and setRegistrationRequired(true) (Kryo's default), each
 * side registering, with register(Class) and in the kit's stated order (depth first from the root,
 * each class at its first occurrence, then the rest of its class model), the classes of the object
 * it writes or should read back; setReferences(true); DefaultInstantiatorStrategy with
 * StdInstantiatorStrategy fallback; writeClassAndObject/readClassAndObject; one Kryo, one Output
 * (initial 256 bytes, no maximum) and one Input per instance, kept across operations:
 * setPosition(0) before each write, toBytes() after it; setBuffer(bytes) before each read
 */
public final class SetUp {

  /** Bytes consumed by the last read as Kryo counts them (the input's position). */
  public static long consumed = -1;

  private SetUp() {}

  /**
   * A fresh Kryo, set up as the configuration says. The kit's worker writes and reads each time
   * with a fresh instance of the configuration, so the Kryo, Output and Input an instance keeps
   * across operations are here those of one call.
   */
  private static Kryo kryo() throws ReflectiveOperationException {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(true);
    kryo.setReferences(true);
    kryo.setInstantiatorStrategy(defaultInstantiatorStrategy(new StdInstantiatorStrategy()));
    return kryo;
  }

  /**
   * Registers the classes in the order given with register(Class), which numbers them in that
   * order after Kryo's own (a class already registered keeps its id).
   */
  private static void register(Kryo kryo, List<Class<?>> classes) {
    for (Class<?> type : classes) {
      kryo.register(type);
    }
  }

  /** Writes with a fresh Kryo, after registering {@code classes} where the set-up does. */
  public static byte[] write(Object value, List<Class<?>> classes) throws Exception {
    Kryo kryo = kryo();
    register(kryo, classes);
    try (Output output = new Output(256, -1)) {
      kryo.writeClassAndObject(output, value);
      return output.toBytes();
    }
  }

  /** Reads with a fresh Kryo, after registering {@code classes} where the set-up does. */
  public static Object read(byte[] bytes, Class<?> type, List<Class<?>> classes)
      throws Exception {
    consumed = -1;
    Kryo kryo = kryo();
    register(kryo, classes);
    try (Input input = new Input(bytes)) {
      Object value = kryo.readClassAndObject(input);
      consumed = input.position();
      return value;
    }
  }

  /**
   * Kryo's DefaultInstantiatorStrategy with {@code fallback}, found by name: it is
   * kryo.util.DefaultInstantiatorStrategy from Kryo 5 and Kryo$DefaultInstantiatorStrategy before,
   * so that this file compiles and runs against either side of an upgrade from Kryo 2 or 4.
   */
  private static InstantiatorStrategy defaultInstantiatorStrategy(InstantiatorStrategy fallback)
      throws ReflectiveOperationException {
    Class<?> type =
        kryoClass("util.DefaultInstantiatorStrategy", "Kryo$DefaultInstantiatorStrategy");
    InstantiatorStrategy strategy = (InstantiatorStrategy) type.getConstructor().newInstance();
    type.getMethod("setFallbackInstantiatorStrategy", InstantiatorStrategy.class)
        .invoke(strategy, fallback);
    return strategy;
  }

  /** Kryo 5's class of this name (under com.esotericsoftware.kryo), else the older one's. */
  private static Class<?> kryoClass(String kryo5Name, String olderName)
      throws ClassNotFoundException {
    try {
      return Class.forName("com.esotericsoftware.kryo." + kryo5Name);
    } catch (ClassNotFoundException olderKryo) {
      return Class.forName("com.esotericsoftware.kryo." + olderName);
    }
  }
}
