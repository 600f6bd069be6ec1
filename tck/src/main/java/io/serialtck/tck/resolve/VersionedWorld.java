package io.serialtck.tck.resolve;

import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The world class path of a configuration with its library at another version than the build's.
 *
 * <p>A configuration names the library it stands for ({@code SerializerConfiguration#library()},
 * {@code groupId:artifactId}) and the version its world loaded. The build's world class path holds
 * the adapter's own classes, the library's jars and possibly jars the adapter itself adds. The
 * library's jars are told apart by resolving the build's version (from the local repository, where
 * the build put it): every class-path entry that is a version of an artifact of that tree, or of
 * the other version's tree, is dropped; the other version's jars are appended. What remains of the
 * build's class path, the adapter's classes first, stays in its order.
 *
 * <p>The other version may also be given as full coordinates, {@code groupId:artifactId:version},
 * for a library that moved to another group between versions (Kryo 2.x is {@code
 * com.esotericsoftware.kryo:kryo}, Kryo 5 {@code com.esotericsoftware:kryo}).
 *
 * <p>A configuration may name companion artifacts ({@code ConfigurationInfo#companionArtifacts()}:
 * released with its library at the same version, not among its dependencies, as MongoDB's {@code
 * bson-record-codec} beside {@code bson}). Their jars (and their trees) at the build's version are
 * dropped too; the configuration is then asked again in the world with the other version of the
 * library, which names the companions that version has, and each of those is resolved at the other
 * version and appended, with what of its tree the world does not hold yet. A companion first
 * released after the other version is thus left out of its world rather than failing it.
 */
public final class VersionedWorld {

  private final LibraryResolver resolver;

  /** Resolves versions with {@code resolver}. */
  public VersionedWorld(LibraryResolver resolver) {
    this.resolver = Objects.requireNonNull(resolver, "resolver");
  }

  /**
   * The world class path of {@code configuration} with its library at {@code version} (a version of
   * the configuration's library, or {@code groupId:artifactId:version}); the build's class path
   * itself when that is the version the build loaded.
   *
   * @throws IllegalArgumentException when the configuration's library is not a jar on its class
   *     path (the JDK's own serialization), so there is nothing to swap
   * @throws LibraryResolutionException when either version cannot be resolved
   */
  public List<Path> classpath(RegisteredConfiguration configuration, String version) {
    List<Path> world = configuration.worldClasspath();
    LibraryCoordinates built = builtLibrary(configuration);
    if (world.stream().noneMatch(entry -> RepositoryLayout.isJarOf(entry, built))) {
      throw new IllegalArgumentException(
          "configuration "
              + configuration.id()
              + " stands for "
              + built.library()
              + ", which is no jar on its world class path (part of the JDK?): there is no"
              + " library version to swap");
    }
    LibraryCoordinates other = otherVersion(built, version);
    if (built.equals(other)) {
      return world;
    }
    List<ResolvedJar> otherJars = resolver.resolveJars(other);
    List<ResolvedJar> replaced = new ArrayList<>(resolver.resolveJars(built));
    replaced.addAll(otherJars);
    List<String> builtCompanions = configuration.info().companionArtifacts();
    for (String companion : builtCompanions) {
      replaced.addAll(resolver.resolveJars(companion(companion, built.version())));
    }
    List<Path> classpath = new ArrayList<>();
    for (Path entry : world) {
      if (replaced.stream().noneMatch(jar -> RepositoryLayout.isJarOf(entry, jar.coordinates()))) {
        classpath.add(entry);
      }
    }
    otherJars.forEach(jar -> classpath.add(jar.file()));
    if (!builtCompanions.isEmpty()) {
      addCompanions(configuration, other, classpath);
    }
    return List.copyOf(classpath);
  }

  /**
   * Appends the companions the configuration names in the world of the other version, each at that
   * version, with the jars of its tree the class path does not hold yet (the library it depends on
   * is already there).
   */
  private void addCompanions(
      RegisteredConfiguration configuration, LibraryCoordinates other, List<Path> classpath) {
    List<String> companions =
        AdapterCatalog.describeIn(
                List.copyOf(classpath), configuration.id(), Runtime.version().feature())
            .companionArtifacts();
    for (String companion : companions) {
      for (ResolvedJar jar : resolver.resolveJars(companion(companion, other.version()))) {
        if (classpath.stream()
            .noneMatch(entry -> RepositoryLayout.isJarOf(entry, jar.coordinates()))) {
          classpath.add(jar.file());
        }
      }
    }
  }

  private static LibraryCoordinates companion(String artifact, String version) {
    return LibraryCoordinates.parse(artifact + ":" + version);
  }

  private static LibraryCoordinates otherVersion(LibraryCoordinates built, String version) {
    if (version.contains(":")) {
      return LibraryCoordinates.parse(version);
    }
    return new LibraryCoordinates(built.groupId(), built.artifactId(), version);
  }

  private static LibraryCoordinates builtLibrary(RegisteredConfiguration configuration) {
    String library = configuration.info().library();
    String[] parts = library.split(":", -1);
    if (parts.length != 2) {
      throw new IllegalArgumentException(
          "configuration "
              + configuration.id()
              + " names its library '"
              + library
              + "', not groupId:artifactId");
    }
    return new LibraryCoordinates(parts[0], parts[1], configuration.info().version());
  }
}
