package io.serialtck.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.ReadExtent;
import io.serialtck.spi.SerializerConfiguration;
import java.util.List;
import org.objenesis.strategy.StdInstantiatorStrategy;

/**
 * The Kryo 5 set-up all Kryo configurations share: references on, {@code
 * DefaultInstantiatorStrategy} with {@code StdInstantiatorStrategy} as fallback, and {@code
 * writeClassAndObject}/{@code readClassAndObject}; class registration not required, unless a
 * subclass asks for it. Subclasses choose the default serializer, the stream implementation and
 * whether registration is required. An instance keeps its Kryo, one {@code Output} and one {@code
 * Input} across operations, as Kryo's documentation advises, so that a write or read costs what it
 * costs an application that does the same; the kit makes a new instance per cell, so no cell sees
 * another's. It tells how far a read went (the {@code Input}'s position, {@link ReadExtent}). The
 * same classes drive Kryo 2.x to 4.x, an upgrade pair's other version ({@link KryoGenerations},
 * {@link KryoArtifact}).
 */
abstract class KryoConfiguration implements SerializerConfiguration, ReadExtent {

  /**
   * What an instance keeps across operations, as Kryo's documentation advises (reuse the Kryo, the
   * {@code Output} and the {@code Input}).
   */
  static final String STREAMS =
      "one Kryo, one Output (initial 256 bytes, no maximum) and one Input per instance, kept across"
          + " operations: setPosition(0) before each write, toBytes() after it; setBuffer(bytes)"
          + " before each read";

  /** The settings every Kryo configuration has, registration and references aside. */
  static final String INSTANTIATION =
      "DefaultInstantiatorStrategy with StdInstantiatorStrategy fallback;"
          + " writeClassAndObject/readClassAndObject; "
          + STREAMS;

  /** The settings every Kryo configuration has, registration aside. */
  static final String SHARED = "setReferences(true); " + INSTANTIATION;

  static final String COMMON = "setRegistrationRequired(false); " + SHARED;

  /** The secure settings of a configuration that does not require registration. */
  static final String SECURE_SETTINGS =
      "setRegistrationRequired(true), the reader's classes registered with register(Class) in the"
          + " kit's stated order (depth first from the root, each class at its first occurrence,"
          + " then the rest of its class model)";

  private Kryo kryo;
  private Output output;
  private Input input;
  private long consumed = -1;

  /**
   * How this configuration makes its Kryo, as its description opens ({@code new Kryo() with default
   * FieldSerializer}); empty for one that describes itself whole.
   */
  String setUp() {
    return "";
  }

  /** Further set-up of the shared Kryo, e.g. its default serializer. */
  void configure(Kryo kryo) {}

  /** Whether every class must be registered before it is written or read (Kryo's own default). */
  boolean registrationRequired() {
    return false;
  }

  /**
   * With registration required, {@code register(Class)} gives each class the next id and the bytes
   * name a class by its id, so the order of registration decides which class an id reads as.
   */
  @Override
  public boolean registrationAssignsIds() {
    return registrationRequired();
  }

  /**
   * With registration required, registers the classes in the order given, each with {@code
   * register(Class)}, which numbers them in that order after Kryo's own (a class already registered
   * keeps its id); without, does nothing.
   */
  @Override
  public void registerClasses(List<Class<?>> classes) {
    if (registrationRequired()) {
      classes.forEach(kryo()::register);
    }
  }

  /** A new output stream of this configuration's kind, made once per instance. */
  Output newOutput() {
    return new Output(256, -1);
  }

  /** A new input stream of this configuration's kind over {@code bytes}, made once per instance. */
  Input newInput(byte[] bytes) {
    return new Input(bytes);
  }

  @Override
  public String library() {
    return KryoArtifact.groupId(getClass().getClassLoader()) + ":kryo";
  }

  @Override
  public String libraryVersion() {
    ClassLoader loader = getClass().getClassLoader();
    return LibraryVersion.of(loader, KryoArtifact.groupId(loader), "kryo");
  }

  private Kryo kryo() {
    if (kryo == null) {
      kryo = new Kryo();
      kryo.setRegistrationRequired(registrationRequired());
      kryo.setReferences(true);
      kryo.setInstantiatorStrategy(
          KryoGenerations.defaultInstantiatorStrategy(new StdInstantiatorStrategy()));
      configure(kryo);
    }
    return kryo;
  }

  /**
   * Writes into the instance's one {@code Output}, rewound first (a write that failed half-way
   * leaves nothing behind), and returns a copy of what it holds.
   */
  @Override
  public byte[] write(Object value) {
    if (output == null) {
      output = newOutput();
    }
    output.setPosition(0);
    kryo().writeClassAndObject(output, value);
    return output.toBytes();
  }

  /** Reads through the instance's one {@code Input}, set to the bytes given. */
  @Override
  public Object read(byte[] bytes, Class<?> type) {
    consumed = -1;
    if (input == null) {
      input = newInput(bytes);
    } else {
      input.setBuffer(bytes);
    }
    Object read = kryo().readClassAndObject(input);
    consumed = input.position();
    return read;
  }

  /** The {@code Input}'s position after the last read, which reads the bytes given in place. */
  @Override
  public long bytesConsumed() {
    return consumed;
  }
}
