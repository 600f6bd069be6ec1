package io.serialtck.race.testconfig;

import io.serialtck.spi.ReusingReader;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * {@code test-reusing}: Java serialization that also reads into an object the caller holds, so that
 * the race's tests have a configuration with the {@link ReusingReader} capability in a world. A
 * test double: it reads a new object and copies its public fields into the target, which a real
 * adapter must not do (the SPI asks for the library's own API).
 */
public class ReusingConfiguration extends JavaSerializationConfiguration implements ReusingReader {

  @Override
  public String id() {
    return "test-reusing";
  }

  @Override
  public Object readInto(byte[] bytes, Object target) throws Exception {
    Object read = read(bytes, target.getClass());
    for (Field field : target.getClass().getFields()) {
      if (!Modifier.isStatic(field.getModifiers()) && !Modifier.isFinal(field.getModifiers())) {
        field.set(target, field.get(read));
      }
    }
    return target;
  }
}
