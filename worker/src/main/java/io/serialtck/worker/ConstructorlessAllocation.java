package io.serialtck.worker;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;

/**
 * Allocates an instance of a class without running any of its constructors, as deserialization
 * does: through the constructor {@code sun.reflect.ReflectionFactory} makes for serialization,
 * chained to {@code Object()}.
 *
 * <p>{@code ReflectionFactory} is looked up by name: javac warns about any compile-time reference
 * to it ("internal proprietary API") in a warning that has no lint category, so no {@code
 * SuppressWarnings} can keep it out of a build that fails on warnings.
 */
final class ConstructorlessAllocation {

  private static final Object FACTORY;
  private static final Method NEW_CONSTRUCTOR_FOR_SERIALIZATION;

  static {
    try {
      Class<?> factoryType = Class.forName("sun.reflect.ReflectionFactory");
      FACTORY = factoryType.getMethod("getReflectionFactory").invoke(null);
      NEW_CONSTRUCTOR_FOR_SERIALIZATION =
          factoryType.getMethod("newConstructorForSerialization", Class.class, Constructor.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private ConstructorlessAllocation() {}

  /** A new instance of {@code type} whose fields hold their defaults. */
  static Object allocate(Class<?> type) throws ReflectiveOperationException {
    Constructor<?> allocator =
        (Constructor<?>)
            NEW_CONSTRUCTOR_FOR_SERIALIZATION.invoke(
                FACTORY, type, Object.class.getDeclaredConstructor());
    return allocator.newInstance();
  }
}
