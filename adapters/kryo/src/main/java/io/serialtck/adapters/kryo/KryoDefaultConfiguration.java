package io.serialtck.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.SerializerConfiguration;
import org.objenesis.strategy.StdInstantiatorStrategy;

/**
 * {@code kryo-default}: Kryo 5 with its default FieldSerializer, class registration not required,
 * StdInstantiatorStrategy as fallback, reference tracking on.
 */
public final class KryoDefaultConfiguration implements SerializerConfiguration {

  private Kryo kryo;

  @Override
  public String id() {
    return "kryo-default";
  }

  @Override
  public String library() {
    return "com.esotericsoftware:kryo";
  }

  @Override
  public String libraryVersion() {
    return LibraryVersion.of(getClass().getClassLoader(), "com.esotericsoftware", "kryo");
  }

  @Override
  public String description() {
    return "new Kryo() with default FieldSerializer; setRegistrationRequired(false);"
        + " setReferences(true); DefaultInstantiatorStrategy with StdInstantiatorStrategy fallback;"
        + " writeClassAndObject/readClassAndObject";
  }

  private Kryo kryo() {
    if (kryo == null) {
      kryo = new Kryo();
      kryo.setRegistrationRequired(false);
      kryo.setReferences(true);
      kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
    }
    return kryo;
  }

  @Override
  public byte[] write(Object value) {
    try (Output output = new Output(256, -1)) {
      kryo().writeClassAndObject(output, value);
      return output.toBytes();
    }
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) {
    try (Input input = new Input(bytes)) {
      return kryo().readClassAndObject(input);
    }
  }
}
