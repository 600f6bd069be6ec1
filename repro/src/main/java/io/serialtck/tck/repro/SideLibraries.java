package io.serialtck.tck.repro;

import io.serialtck.tck.Side;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.resolve.LibraryResolver;
import io.serialtck.tck.resolve.VersionedWorld;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The library jars of one side of a cell: the configuration's world class path at the library
 * version the side ran (the build's, or for an upgrade cell the pair's other version, which {@link
 * VersionedWorld} makes), without the kit's own entries: the adapter's classes and any {@code
 * serialtck-*} jar. Another version is resolved only when a side needs one.
 */
final class SideLibraries implements AutoCloseable {

  private LibraryResolver resolver;

  /** The jars of the side, in the world's order. */
  List<Path> jars(RegisteredConfiguration configuration, Side side) {
    List<Path> world = configuration.worldClasspath();
    if (!side.libraryVersion().equals(configuration.info().version()) && hasLibraryJar(world)) {
      world = new VersionedWorld(resolver()).classpath(configuration, side.libraryVersion());
    }
    return world.stream().filter(SideLibraries::isLibraryJar).toList();
  }

  /** Whether the world holds a library jar at all: the JDK's own serialization has none. */
  private static boolean hasLibraryJar(List<Path> world) {
    return world.stream().anyMatch(SideLibraries::isLibraryJar);
  }

  private static boolean isLibraryJar(Path entry) {
    String name = entry.getFileName().toString();
    return Files.isRegularFile(entry) && name.endsWith(".jar") && !name.startsWith("serialtck-");
  }

  private LibraryResolver resolver() {
    if (resolver == null) {
      resolver = new LibraryResolver();
    }
    return resolver;
  }

  @Override
  public void close() {
    if (resolver != null) {
      resolver.close();
    }
  }
}
