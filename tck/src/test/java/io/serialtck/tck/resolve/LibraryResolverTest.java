package io.serialtck.tck.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.aether.repository.RemoteRepository;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Resolves real Kryo versions. <strong>Needs Maven Central</strong> ({@code
 * https://repo.maven.apache.org/maven2/}) the first time, when the versions are not yet in the
 * local repository; later runs are served from it. The unknown version is asked of Maven Central
 * once a day at most (Maven Resolver remembers the miss in the local repository).
 */
class LibraryResolverTest {

  private static LibraryResolver resolver;

  @BeforeAll
  static void startResolver() {
    resolver = new LibraryResolver();
  }

  @AfterAll
  static void stopResolver() {
    resolver.close();
  }

  @Test
  void resolvesTheLibraryAndItsRuntimeDependenciesIntoTheLocalRepository() {
    List<Path> jars = resolver.resolve("com.esotericsoftware", "kryo", "5.5.0");

    assertThat(jars.get(0).getFileName()).hasToString("kryo-5.5.0.jar");
    assertThat(jars.stream().map(jar -> jar.getFileName().toString()))
        .hasSize(4)
        .anyMatch(name -> name.startsWith("objenesis-"))
        .anyMatch(name -> name.startsWith("minlog-"))
        .anyMatch(name -> name.startsWith("reflectasm-"));
    assertThat(jars)
        .allMatch(Files::isRegularFile)
        .allMatch(
            jar -> jar.toAbsolutePath().startsWith(resolver.localRepository().toAbsolutePath()));
  }

  @Test
  void resolvedJarsCarryTheirCoordinates() {
    List<ResolvedJar> jars =
        resolver.resolveJars(LibraryCoordinates.parse("com.esotericsoftware:kryo:5.5.0"));

    assertThat(jars.get(0).coordinates())
        .isEqualTo(LibraryCoordinates.parse("com.esotericsoftware:kryo:5.5.0"));
    assertThat(jars).allMatch(jar -> RepositoryLayout.isJarOf(jar.file(), jar.coordinates()));
  }

  @Test
  void anUnknownVersionIsAnErrorNamingItsCoordinates() {
    assertThatThrownBy(() -> resolver.resolve("com.esotericsoftware", "kryo", "9.9.9"))
        .isInstanceOf(LibraryResolutionException.class)
        .hasMessageStartingWith(
            "com.esotericsoftware:kryo:9.9.9 cannot be resolved from Maven Central: ")
        .hasMessageContaining("kryo");
  }

  /**
   * A tool that fetches a jar alone leaves it without its POM; offline, that jar would look like a
   * library without dependencies. The remote here is the build's own local repository, as a file://
   * repository, so the test needs no network.
   */
  @Test
  void aJarWithoutItsPomInTheLocalRepositoryStillBringsItsDependencies(@TempDir Path local)
      throws IOException {
    Path built = resolver.localRepository();
    List<Path> warm = resolver.resolve("com.esotericsoftware", "kryo", "5.5.0");
    Path jar = local.resolve(built.relativize(warm.get(0)));
    Files.createDirectories(jar.getParent());
    Files.copy(warm.get(0), jar);
    RemoteRepository builds =
        new RemoteRepository.Builder("central", "default", built.toUri().toString()).build();

    try (LibraryResolver lonelyJar =
        new LibraryResolver(new MavenRepositories(local, "test", builds, false))) {
      assertThat(lonelyJar.resolve("com.esotericsoftware", "kryo", "5.5.0"))
          .extracting(path -> path.getFileName().toString())
          .anyMatch(name -> name.startsWith("objenesis-"))
          .hasSize(4);
    }
  }
}
