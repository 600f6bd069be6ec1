package io.serialtck.tck.discovery;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.worker.protocol.ConfigurationInfo;
import io.serialtck.worker.world.ConfigurationLookup;
import io.serialtck.worker.world.WorldClassLoader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Finds the registered configurations. An adapter is a folder whose {@code
 * target/serialtck-world.classpath} (written by the adapter build) lists the library's jars; its
 * world is {@code target/classes} plus those jars. Each configuration is instantiated once, in a
 * world of its own in this JVM, to read what it says of itself; the library is not used here.
 */
public final class AdapterCatalog {

  static final String CLASSPATH_FILE = "serialtck-world.classpath";

  private AdapterCatalog() {}

  /** The world class path of every adapter below {@code adaptersRoot}, by adapter folder name. */
  public static Map<String, List<Path>> adapterClasspaths(Path adaptersRoot) {
    Map<String, List<Path>> found = new LinkedHashMap<>();
    try (Stream<Path> modules = Files.list(adaptersRoot)) {
      for (Path module : modules.sorted().toList()) {
        Path file = module.resolve("target").resolve(CLASSPATH_FILE);
        if (Files.isRegularFile(file)) {
          found.put(module.getFileName().toString(), worldClasspath(module, file));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list adapters in " + adaptersRoot, e);
    }
    if (found.isEmpty()) {
      throw new IllegalStateException(
          "no built adapter under "
              + adaptersRoot
              + " (no */target/"
              + CLASSPATH_FILE
              + "); build first: ./mvnw -B -DskipTests package");
    }
    return found;
  }

  private static List<Path> worldClasspath(Path module, Path file) throws IOException {
    List<Path> classpath = new ArrayList<>();
    classpath.add(module.resolve("target").resolve("classes"));
    String line = Files.readString(file).strip();
    if (!line.isEmpty()) {
      Arrays.stream(line.split(java.io.File.pathSeparator)).map(Path::of).forEach(classpath::add);
    }
    return classpath;
  }

  /**
   * Every configuration the adapters register, by id, with the flags it asks for on a JDK of the
   * given feature version.
   *
   * @throws IllegalStateException when two configurations share an id
   */
  public static Map<String, RegisteredConfiguration> describe(
      Map<String, List<Path>> adapters, int jdkFeature) {
    Map<String, RegisteredConfiguration> byId = new LinkedHashMap<>();
    adapters.forEach(
        (source, classpath) -> {
          try (WorldClassLoader loader =
              new WorldClassLoader(
                  "describe-" + source,
                  classpath,
                  SerializerConfiguration.class.getClassLoader())) {
            for (SerializerConfiguration configuration : ConfigurationLookup.all(loader).values()) {
              ConfigurationInfo info = describe(configuration, loader, jdkFeature);
              RegisteredConfiguration registered =
                  new RegisteredConfiguration(info, classpath, source);
              RegisteredConfiguration previous = byId.putIfAbsent(info.id(), registered);
              if (previous != null) {
                throw new IllegalStateException(
                    "duplicate configuration id '"
                        + info.id()
                        + "' in adapters "
                        + previous.source()
                        + " and "
                        + source);
              }
            }
          }
        });
    return byId;
  }

  /**
   * What configuration {@code id} says of itself in a world over {@code classpath}, another version
   * of its library: its {@link SerializerConfiguration#jvmFlags(int) flags} and {@link
   * SerializerConfiguration#description() description} may depend on the version it finds there
   * ({@link SerializerConfiguration#libraryVersion()}).
   *
   * @throws IllegalStateException when no configuration of that id is found on the class path
   */
  public static ConfigurationInfo describeIn(List<Path> classpath, String id, int jdkFeature) {
    try (WorldClassLoader loader =
        new WorldClassLoader(
            "describe-" + id, classpath, SerializerConfiguration.class.getClassLoader())) {
      SerializerConfiguration configuration = ConfigurationLookup.all(loader).get(id);
      if (configuration == null) {
        throw new IllegalStateException("no configuration '" + id + "' on " + classpath);
      }
      return describe(configuration, loader, jdkFeature);
    }
  }

  private static ConfigurationInfo describe(
      SerializerConfiguration configuration, ClassLoader loader, int jdkFeature) {
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(loader);
    try {
      return ConfigurationInfo.of(configuration, jdkFeature);
    } finally {
      thread.setContextClassLoader(previous);
    }
  }
}
