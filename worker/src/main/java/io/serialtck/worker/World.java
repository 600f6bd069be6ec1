package io.serialtck.worker;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.worker.protocol.ConfigurationInfo;
import io.serialtck.worker.world.ConfigurationLookup;
import io.serialtck.worker.world.WorldClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** One live world in a worker: its class loader and the configuration selected in it. */
final class World {

  private final WorldClassLoader loader;
  private final SerializerConfiguration configuration;

  private World(WorldClassLoader loader, SerializerConfiguration configuration) {
    this.loader = loader;
    this.configuration = configuration;
  }

  static World create(String worldId, List<Path> classpath, String configurationId) {
    WorldClassLoader loader =
        new WorldClassLoader(worldId, classpath, SerializerConfiguration.class.getClassLoader());
    return new World(loader, ConfigurationLookup.byId(loader, configurationId));
  }

  WorldClassLoader loader() {
    return loader;
  }

  SerializerConfiguration configuration() {
    return configuration;
  }

  ConfigurationInfo info(int jdkFeature) {
    return inside(() -> ConfigurationInfo.of(configuration, jdkFeature));
  }

  Class<?> load(String className) throws ClassNotFoundException {
    return Class.forName(className, false, loader);
  }

  /**
   * Has the configuration read bytes as {@code type}, after importing the writer's class metadata
   * when there is some. Throws what the library throws.
   */
  Object read(byte[] payload, byte[] metadata, Class<?> type) {
    return inside(
        () -> {
          if (metadata != null) {
            configuration.importMetadata(metadata);
          }
          return configuration.read(payload, type);
        });
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
