package io.serialtck.testkit;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Optional;

/**
 * A compiled {@link SetUpSource}: its class {@code SetUp}, called by reflection as a reproducer's
 * {@code Write} and {@code Read} call it directly. What the set-up throws is rethrown unwrapped.
 */
public final class CompiledSetUp {

  private final Class<?> setUp;

  CompiledSetUp(Class<?> setUp) {
    this.setUp = setUp;
  }

  /** {@code SetUp.write(value, classes)}. */
  public byte[] write(Object value, List<Class<?>> classes) throws Exception {
    return (byte[]) call("write", new Class<?>[] {Object.class, List.class}, value, classes);
  }

  /** {@code SetUp.read(bytes, type, classes)}. */
  public Object read(byte[] bytes, Class<?> type, List<Class<?>> classes) throws Exception {
    return call(
        "read", new Class<?>[] {byte[].class, Class.class, List.class}, bytes, type, classes);
  }

  /**
   * Whether the set-up ships class metadata ({@code exportMetadata} and {@code importMetadata}).
   */
  public boolean shipsMetadata() {
    return method("exportMetadata", Class.class).isPresent();
  }

  /** {@code SetUp.exportMetadata(type)}. */
  public byte[] exportMetadata(Class<?> type) throws Exception {
    return (byte[]) call("exportMetadata", new Class<?>[] {Class.class}, type);
  }

  /** {@code SetUp.importMetadata(metadata)}. */
  public void importMetadata(byte[] metadata) throws Exception {
    call("importMetadata", new Class<?>[] {byte[].class}, (Object) metadata);
  }

  /**
   * {@code SetUp.consumed}: the bytes the last read consumed as the configuration counts them, or
   * -1 when the configuration does not report them ({@code io.serialtck.spi.ReadExtent}).
   */
  public long consumed() throws ReflectiveOperationException {
    return setUp.getField("consumed").getLong(null);
  }

  private Optional<Method> method(String name, Class<?>... parameters) {
    try {
      return Optional.of(setUp.getMethod(name, parameters));
    } catch (NoSuchMethodException e) {
      return Optional.empty();
    }
  }

  private Object call(String name, Class<?>[] parameters, Object... arguments) throws Exception {
    Method method =
        method(name, parameters)
            .orElseThrow(() -> new IllegalStateException("SetUp has no public static " + name));
    try {
      return method.invoke(null, arguments);
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof Exception exception) {
        throw exception;
      }
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      throw e;
    }
  }
}
