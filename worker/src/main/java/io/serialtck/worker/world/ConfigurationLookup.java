package io.serialtck.worker.world;

import io.serialtck.spi.SerializerConfiguration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.ServiceLoader;

/** Finds the configurations a world registers with {@link ServiceLoader}. */
public final class ConfigurationLookup {

  private ConfigurationLookup() {}

  /**
   * Every configuration the loader registers, by id.
   *
   * @throws IllegalStateException when two register the same id
   */
  public static Map<String, SerializerConfiguration> all(ClassLoader loader) {
    Map<String, SerializerConfiguration> byId = new LinkedHashMap<>();
    for (SerializerConfiguration configuration :
        ServiceLoader.load(SerializerConfiguration.class, loader)) {
      SerializerConfiguration previous = byId.putIfAbsent(configuration.id(), configuration);
      if (previous != null) {
        throw new IllegalStateException(
            "duplicate configuration id '"
                + configuration.id()
                + "': "
                + previous.getClass().getName()
                + " and "
                + configuration.getClass().getName());
      }
    }
    return byId;
  }

  /** The configuration with that id, or an error naming the ones there are. */
  public static SerializerConfiguration byId(ClassLoader loader, String id) {
    Map<String, SerializerConfiguration> all = all(loader);
    SerializerConfiguration found = all.get(id);
    if (found == null) {
      throw new IllegalArgumentException(
          "no configuration '" + id + "' in this world; it has " + all.keySet());
    }
    return found;
  }
}
