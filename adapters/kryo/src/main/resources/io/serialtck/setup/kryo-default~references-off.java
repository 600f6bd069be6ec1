import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.List;
import org.objenesis.strategy.InstantiatorStrategy;
import org.objenesis.strategy.StdInstantiatorStrategy;

/**
 * new Kryo() with default FieldSerializer; setRegistrationRequired(false); setReferences(false);
 * DefaultInstantiatorStrategy with StdInstantiatorStrategy fallback;
 * writeClassAndObject/readClassAndObject; one Kryo, one Output (initial 256 bytes, no maximum) and
 * one Input per instance, kept across operations: setPosition(0) before each write, toBytes()
 * after it; setBuffer(bytes) before each read
 */
public final class SetUp {

  /** Bytes consumed by the last read as Kryo counts them (the input's position). */
  public static long consumed = -1;

  private final Kryo kryo;
  private Output output;
  private Input input;

  /**
   * An instance of the configuration: one Kryo, set up as the configuration says and told the
   * classes its writes and reads involve, and the Output and Input it keeps across operations. The
   * kit's worker makes one for each write and each read; a stateful cell holds one for a sequence
   * of them.
   */
  public SetUp(List<Class<?>> classes) throws ReflectiveOperationException {
    kryo = kryo();
    register(kryo, classes);
  }

  /** A Kryo, set up as the configuration says. */
  private static Kryo kryo() throws ReflectiveOperationException {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(false);
    kryo.setReferences(false);
    kryo.setInstantiatorStrategy(defaultInstantiatorStrategy(new StdInstantiatorStrategy()));
    return kryo;
  }

  /** Registration is not required: nothing is registered. */
  private static void register(Kryo kryo, List<Class<?>> classes) {}

  /**
   * Writes into the instance's one Output, rewound first (a write that failed half-way leaves
   * nothing behind), and returns a copy of what it holds.
   */
  public byte[] write(Object value) {
    if (output == null) {
      output = new Output(256, -1);
    }
    output.setPosition(0);
    kryo.writeClassAndObject(output, value);
    return output.toBytes();
  }

  /** Reads through the instance's one Input, set to the bytes given. */
  public Object read(byte[] bytes, Class<?> type) {
    consumed = -1;
    if (input == null) {
      input = new Input(bytes);
    } else {
      input.setBuffer(bytes);
    }
    Object value = kryo.readClassAndObject(input);
    consumed = input.position();
    return value;
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
