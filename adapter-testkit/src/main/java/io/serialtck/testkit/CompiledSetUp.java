package io.serialtck.testkit;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Optional;

/**
 * A compiled {@link SetUpSource}: its class {@code SetUp}, called by reflection as a reproducer's
 * programs call it directly. What the set-up throws is rethrown unwrapped.
 */
public final class CompiledSetUp {

  private final Class<?> setUp;

  CompiledSetUp(Class<?> setUp) {
    this.setUp = setUp;
  }

  /**
   * {@code new SetUp(classes)}: an instance of the configuration, told the classes its writes and
   * reads involve (where the set-up registers classes, it registers them here).
   */
  public Instance instance(List<Class<?>> classes) throws Exception {
    Constructor<?> constructor;
    try {
      constructor = setUp.getConstructor(List.class);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("SetUp has no public constructor SetUp(List<Class<?>>)", e);
    }
    return new Instance(unwrapped(() -> constructor.newInstance(classes)));
  }

  /**
   * Whether the set-up ships class metadata ({@code exportMetadata} and {@code importMetadata}).
   */
  public boolean shipsMetadata() {
    return method("exportMetadata", Class.class).isPresent();
  }

  /**
   * {@code SetUp.consumed}: the bytes the last read consumed as the configuration counts them, or
   * -1 when the configuration does not report them ({@code io.serialtck.spi.ReadExtent}).
   */
  public long consumed() throws ReflectiveOperationException {
    return setUp.getField("consumed").getLong(null);
  }

  /** One instance of {@code SetUp}, which keeps what the library keeps across its operations. */
  public final class Instance {

    private final Object instance;

    private Instance(Object instance) {
      this.instance = instance;
    }

    /** {@code setUp.write(value)}. */
    public byte[] write(Object value) throws Exception {
      return (byte[]) call("write", new Class<?>[] {Object.class}, value);
    }

    /** {@code setUp.read(bytes, type)}. */
    public Object read(byte[] bytes, Class<?> type) throws Exception {
      return call("read", new Class<?>[] {byte[].class, Class.class}, bytes, type);
    }

    /** {@code setUp.exportMetadata(type)}, after a write. */
    public byte[] exportMetadata(Class<?> type) throws Exception {
      return (byte[]) call("exportMetadata", new Class<?>[] {Class.class}, type);
    }

    /** {@code setUp.importMetadata(metadata)}, before a read. */
    public void importMetadata(byte[] metadata) throws Exception {
      call("importMetadata", new Class<?>[] {byte[].class}, (Object) metadata);
    }

    private Object call(String name, Class<?>[] parameters, Object... arguments) throws Exception {
      Method method =
          method(name, parameters)
              .orElseThrow(() -> new IllegalStateException("SetUp has no public method " + name));
      return unwrapped(() -> method.invoke(instance, arguments));
    }
  }

  private Optional<Method> method(String name, Class<?>... parameters) {
    try {
      return Optional.of(setUp.getMethod(name, parameters));
    } catch (NoSuchMethodException e) {
      return Optional.empty();
    }
  }

  /** What a reflective call returns, or what the set-up threw, unwrapped. */
  private static Object unwrapped(ReflectiveCall call) throws Exception {
    try {
      return call.call();
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

  @FunctionalInterface
  private interface ReflectiveCall {
    Object call() throws Exception;
  }
}
