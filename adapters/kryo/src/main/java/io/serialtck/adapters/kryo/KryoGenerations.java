package io.serialtck.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import org.objenesis.strategy.InstantiatorStrategy;

/**
 * The few classes Kryo 5 moved, found by name in the Kryo the world loaded, so that the adapter's
 * classes drive Kryo 2.x to 4.x too (an upgrade pair's other version): {@code
 * DefaultInstantiatorStrategy} is {@code kryo.util.DefaultInstantiatorStrategy} from 5.0 and {@code
 * Kryo$DefaultInstantiatorStrategy} before, {@code UnsafeInput}/{@code UnsafeOutput} are in {@code
 * kryo.unsafe} from 5.0 and in {@code kryo.io} before. Linking against Kryo 5's names fails to load
 * every configuration of the module in an older world ({@code NoClassDefFoundError}). Each is used
 * through API all those versions share: the no-arg constructor and {@code
 * setFallbackInstantiatorStrategy}, the streams' {@code (int, int)} and {@code (byte[])}
 * constructors.
 */
final class KryoGenerations {

  private KryoGenerations() {}

  /** Kryo's {@code DefaultInstantiatorStrategy} with {@code fallback}. */
  static InstantiatorStrategy defaultInstantiatorStrategy(InstantiatorStrategy fallback) {
    Class<?> type =
        firstPresent(
            "com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy",
            "com.esotericsoftware.kryo.Kryo$DefaultInstantiatorStrategy");
    try {
      InstantiatorStrategy strategy = (InstantiatorStrategy) type.getConstructor().newInstance();
      type.getMethod("setFallbackInstantiatorStrategy", InstantiatorStrategy.class)
          .invoke(strategy, fallback);
      return strategy;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot make " + type.getName(), e);
    }
  }

  /** Kryo's {@code UnsafeOutput(bufferSize, maxBufferSize)}. */
  static Output unsafeOutput(int bufferSize, int maxBufferSize) {
    return construct(
        Output.class,
        "UnsafeOutput",
        new Class<?>[] {int.class, int.class},
        bufferSize,
        maxBufferSize);
  }

  /** Kryo's {@code UnsafeInput(bytes)}. */
  static Input unsafeInput(byte[] bytes) {
    return construct(Input.class, "UnsafeInput", new Class<?>[] {byte[].class}, (Object) bytes);
  }

  private static <T> T construct(
      Class<T> base, String simpleName, Class<?>[] parameters, Object... arguments) {
    Class<?> type =
        firstPresent(
            "com.esotericsoftware.kryo.unsafe." + simpleName,
            "com.esotericsoftware.kryo.io." + simpleName);
    try {
      return base.cast(type.getConstructor(parameters).newInstance(arguments));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot make " + type.getName(), e);
    }
  }

  private static Class<?> firstPresent(String kryo5Name, String olderName) {
    try {
      return Class.forName(kryo5Name, true, Kryo.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      try {
        return Class.forName(olderName, true, Kryo.class.getClassLoader());
      } catch (ClassNotFoundException older) {
        older.addSuppressed(e);
        throw new IllegalStateException(
            "this Kryo has neither " + kryo5Name + " nor " + olderName, older);
      }
    }
  }
}
