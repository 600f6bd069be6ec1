package io.serialtck.worker;

import io.serialtck.spi.ReadExtent;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.spi.SetUpVariants;
import io.serialtck.spi.StaticStateRestore;
import io.serialtck.worker.protocol.ConfigurationInfo;
import io.serialtck.worker.world.ConfigurationLookup;
import io.serialtck.worker.world.WorldClassLoader;
import java.lang.reflect.Constructor;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * One live world in a worker: its class loader and the configuration selected in it.
 *
 * <p>Every write and every read is done by a new instance of the configuration, made with its
 * public no-arg constructor, so that nothing the library learned in one request (a class resolver's
 * cache, registrations, a mapper's serializers) is there in the next: a cell meets the library as a
 * fresh process would, whatever ran before it. State a library keeps in static fields lives as long
 * as the world does. The one exception is a {@code Request.Sequence} ({@link
 * HeldInstanceSequence}), whose steps one instance performs, as an application holds its
 * serializer.
 */
final class World {

  private final WorldClassLoader loader;
  private final SerializerConfiguration described;
  private final Constructor<? extends SerializerConfiguration> constructor;
  private final String variant;
  private final Object staticState;

  /**
   * @param registered the configuration the world's services register
   * @param variant the name of its {@link SetUpVariants variant} the world selects, or null for the
   *     configuration itself
   */
  private World(WorldClassLoader loader, SerializerConfiguration registered, String variant) {
    this.loader = loader;
    this.variant = variant;
    try {
      this.constructor = registered.getClass().getConstructor();
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(
          registered.getClass().getName() + " has no public no-arg constructor", e);
    }
    this.described = variant == null ? registered : inside(() -> variantOf(registered, variant));
    this.staticState = snapshot();
  }

  /**
   * A world of that class path selecting the configuration of that id: a registered one, or a
   * variant of one ({@code jackson-default~fields-only}, {@link SetUpVariants}).
   */
  static World create(String worldId, List<Path> classpath, String configurationId) {
    WorldClassLoader loader =
        new WorldClassLoader(worldId, classpath, SerializerConfiguration.class.getClassLoader());
    int separator = configurationId.indexOf(SetUpVariants.SEPARATOR);
    if (separator < 0) {
      return new World(loader, ConfigurationLookup.byId(loader, configurationId), null);
    }
    return new World(
        loader,
        ConfigurationLookup.byId(loader, configurationId.substring(0, separator)),
        configurationId.substring(separator + SetUpVariants.SEPARATOR.length()));
  }

  private static SerializerConfiguration variantOf(
      SerializerConfiguration registered, String variant) {
    if (!(registered instanceof SetUpVariants variants)) {
      throw new IllegalArgumentException(
          registered.id() + " declares no set-up variants, so none named '" + variant + "'");
    }
    return variants.variant(variant);
  }

  /**
   * The static state of a configuration that {@link StaticStateRestore restores it}, taken now,
   * before any cell ran in the world; null for any other, or when the snapshot fails (the world is
   * then renewed instead of restored).
   */
  private Object snapshot() {
    if (!described.keepsStaticState() || !(described instanceof StaticStateRestore)) {
      return null;
    }
    try {
      return inside(() -> ((StaticStateRestore) fresh()).snapshotStaticState());
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** Whether {@link #restoreStaticState} can stand in for a new world. */
  boolean restoresStaticState() {
    return staticState != null;
  }

  /**
   * Puts the library's static state back as it was when the world was made ({@link
   * StaticStateRestore}); the world's classes stay.
   */
  void restoreStaticState() {
    if (staticState == null) {
      throw new IllegalStateException("world " + loader.getName() + " keeps no snapshot");
    }
    inside(
        () -> {
          ((StaticStateRestore) fresh()).restoreStaticState(staticState);
          return null;
        });
  }

  WorldClassLoader loader() {
    return loader;
  }

  ConfigurationInfo info(int jdkFeature) {
    return inside(() -> ConfigurationInfo.of(described, jdkFeature));
  }

  Class<?> load(String className) throws ClassNotFoundException {
    return Class.forName(className, false, loader);
  }

  /** The classes of these names, as the world sees them. */
  List<Class<?>> loadAll(List<String> classNames) throws ClassNotFoundException {
    List<Class<?>> classes = new ArrayList<>(classNames.size());
    for (String name : classNames) {
      classes.add(load(name));
    }
    return classes;
  }

  /** A new instance of the world's configuration: the kit's fault when it cannot be made. */
  SerializerConfiguration fresh() {
    return inside(
        () ->
            variant == null
                ? constructor.newInstance()
                : variantOf(constructor.newInstance(), variant));
  }

  /**
   * Has {@code configuration} (a {@link #fresh()} one) serialize {@code object}, after it is told
   * the classes, and export its metadata for {@code rootType}. Throws what the library throws.
   */
  Written write(
      SerializerConfiguration configuration,
      Object object,
      Class<?> rootType,
      List<Class<?>> classes) {
    return inside(
        () -> {
          configuration.registerClasses(FieldTypes.complete(classes));
          byte[] payload = configuration.write(object);
          Optional<byte[]> metadata = configuration.exportMetadata(rootType);
          return new Written(payload, metadata.orElse(null));
        });
  }

  /** What {@link #write} gives. */
  record Written(byte[] payload, byte[] metadata) {}

  /**
   * Has {@code configuration} (a {@link #fresh()} one) read bytes as {@code type}, after it is told
   * the classes and imports the writer's class metadata when there is some. Throws what the library
   * throws.
   */
  Object read(
      SerializerConfiguration configuration,
      byte[] payload,
      byte[] metadata,
      Class<?> type,
      List<Class<?>> classes) {
    return inside(
        () -> {
          configuration.registerClasses(FieldTypes.complete(classes));
          if (metadata != null) {
            configuration.importMetadata(metadata);
          }
          return configuration.read(payload, type);
        });
  }

  /**
   * Tells a {@link #fresh()} configuration the classes and imports the writer's metadata when there
   * is some, as {@link #read} does, for several reads of one instance ({@link #readPrepared}).
   */
  void prepare(SerializerConfiguration configuration, byte[] metadata, List<Class<?>> classes) {
    inside(
        () -> {
          configuration.registerClasses(FieldTypes.complete(classes));
          if (metadata != null) {
            configuration.importMetadata(metadata);
          }
          return null;
        });
  }

  /**
   * What a configuration that {@link ReadExtent tells} says its last read consumed; -1 for one that
   * does not tell.
   */
  long consumed(SerializerConfiguration configuration) {
    return configuration instanceof ReadExtent extent ? inside(extent::bytesConsumed) : -1;
  }

  /** Has a {@link #prepare}d configuration read bytes as {@code type}. */
  Object readPrepared(SerializerConfiguration configuration, byte[] payload, Class<?> type) {
    return inside(() -> configuration.read(payload, type));
  }

  /**
   * What the library threw, without the wrapper {@link #inside} puts around a checked exception.
   */
  static Throwable unwrap(Throwable thrown) {
    return thrown instanceof WorldActionException && thrown.getCause() != null
        ? thrown.getCause()
        : thrown;
  }

  /**
   * Runs an action with the world's loader as the thread's context class loader, which libraries
   * such as Jackson and Fory consult.
   */
  <T> T inside(Callable<T> action) {
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(loader);
    try {
      return action.call();
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new WorldActionException(e);
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  /** Carries a checked exception out of {@link #inside}. */
  static final class WorldActionException extends RuntimeException {
    WorldActionException(Exception cause) {
      super(cause);
    }
  }
}
