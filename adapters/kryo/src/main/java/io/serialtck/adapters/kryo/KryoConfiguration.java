package io.serialtck.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.SerializerConfiguration;
import org.objenesis.strategy.StdInstantiatorStrategy;

/**
 * The Kryo 5 set-up all Kryo configurations share: class registration not required, references on,
 * {@code DefaultInstantiatorStrategy} with {@code StdInstantiatorStrategy} as fallback, and {@code
 * writeClassAndObject}/{@code readClassAndObject}. Subclasses choose the default serializer and the
 * stream implementation.
 */
abstract class KryoConfiguration implements SerializerConfiguration {

  static final String COMMON =
      "setRegistrationRequired(false); setReferences(true); DefaultInstantiatorStrategy with"
          + " StdInstantiatorStrategy fallback; writeClassAndObject/readClassAndObject";

  private Kryo kryo;

  /** Further set-up of the shared Kryo, e.g. its default serializer. */
  void configure(Kryo kryo) {}

  Output output() {
    return new Output(256, -1);
  }

  Input input(byte[] bytes) {
    return new Input(bytes);
  }

  @Override
  public String library() {
    return "com.esotericsoftware:kryo";
  }

  @Override
  public String libraryVersion() {
    return LibraryVersion.of(getClass().getClassLoader(), "com.esotericsoftware", "kryo");
  }

  private Kryo kryo() {
    if (kryo == null) {
      kryo = new Kryo();
      kryo.setRegistrationRequired(false);
      kryo.setReferences(true);
      kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
      configure(kryo);
    }
    return kryo;
  }

  @Override
  public byte[] write(Object value) {
    try (Output output = output()) {
      kryo().writeClassAndObject(output, value);
      return output.toBytes();
    }
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) {
    try (Input input = input(bytes)) {
      return kryo().readClassAndObject(input);
    }
  }
}
