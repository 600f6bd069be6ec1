package io.serialtck.worker;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;

/**
 * Allocates an instance of a class without running any of its constructors, as deserialization
 * does: through the constructor {@code sun.reflect.ReflectionFactory} makes for serialization,
 * chained to {@code Object()}.
 *
 * <p>The constructor is made once per class and kept ({@link ClassValue}, so a world's classes can
 * still be unloaded with it): on JDK 17 each {@code newConstructorForSerialization} generates and
 * defines a class of its own, which per object cost more than the rest of building it.
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

  private static final ClassValue<Constructor<?>> ALLOCATORS =
      new ClassValue<>() {
        @Override
        protected Constructor<?> computeValue(Class<?> type) {
          try {
            return (Constructor<?>)
                NEW_CONSTRUCTOR_FOR_SERIALIZATION.invoke(
                    FACTORY, type, Object.class.getDeclaredConstructor());
          } catch (ReflectiveOperationException e) {
            throw new AllocatorUnavailableException(e);
          }
        }
      };

  private ConstructorlessAllocation() {}

  /** A new instance of {@code type} whose fields hold their defaults. */
  static Object allocate(Class<?> type) throws ReflectiveOperationException {
    Constructor<?> allocator;
    try {
      allocator = ALLOCATORS.get(type);
    } catch (AllocatorUnavailableException e) {
      throw e.reflective();
    }
    return allocator.newInstance();
  }

  /** Carries the reflective failure of making an allocator out of {@link ClassValue}. */
  private static final class AllocatorUnavailableException extends RuntimeException {
    AllocatorUnavailableException(ReflectiveOperationException cause) {
      super(cause);
    }

    ReflectiveOperationException reflective() {
      return (ReflectiveOperationException) getCause();
    }
  }
}
