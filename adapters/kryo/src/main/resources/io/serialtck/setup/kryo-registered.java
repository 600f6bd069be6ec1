import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import java.util.List;
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
  private static Kryo kryo() {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(true);
    kryo.setReferences(true);
    DefaultInstantiatorStrategy strategy = new DefaultInstantiatorStrategy();
    strategy.setFallbackInstantiatorStrategy(new StdInstantiatorStrategy());
    kryo.setInstantiatorStrategy(strategy);
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
}
