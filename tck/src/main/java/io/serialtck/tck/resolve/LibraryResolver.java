package io.serialtck.tck.resolve;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.apache.maven.repository.internal.MavenRepositorySystemUtils;
import org.eclipse.aether.DefaultRepositorySystemSession;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.artifact.Artifact;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.LocalRepository;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.util.artifact.JavaScopes;
import org.eclipse.aether.util.filter.DependencyFilterUtils;

/**
 * Resolves a library version and its transitive runtime dependencies to jar files, with Maven
 * Resolver, from Maven Central into the local repository Maven itself uses ({@code
 * -Dmaven.repo.local}, else {@code ~/.m2/repository}), so that the cache is shared with the build.
 *
 * <p>Resolution is offline first: when every jar is already in the local repository nothing goes
 * over the network. Only otherwise is Maven Central asked, and it is the only remote repository;
 * settings, mirrors and proxies of {@code settings.xml} are not read. Dependencies are selected as
 * Maven selects them for a project that declares the library as a runtime dependency: nearest wins,
 * optional and test dependencies of the library are left out.
 */
public final class LibraryResolver implements AutoCloseable {

  /** Maven Central, under the id Maven gives it, so that jars the build downloaded count. */
  static final RemoteRepository CENTRAL =
      new RemoteRepository.Builder("central", "default", "https://repo.maven.apache.org/maven2/")
          .build();

  private final RepositorySystem system;
  private final Path localRepository;

  /** A resolver on the local repository Maven uses. */
  public LibraryResolver() {
    this(defaultLocalRepository());
  }

  /** A resolver on the given local repository. */
  public LibraryResolver(Path localRepository) {
    this.localRepository = Objects.requireNonNull(localRepository, "localRepository");
    this.system = new RepositorySystemSupplier().get();
  }

  /** {@code -Dmaven.repo.local} when set, else {@code ~/.m2/repository}. */
  public static Path defaultLocalRepository() {
    String configured = System.getProperty("maven.repo.local");
    if (configured != null && !configured.isBlank()) {
      return Path.of(configured);
    }
    return Path.of(System.getProperty("user.home"), ".m2", "repository");
  }

  /** The local repository jars are resolved into. */
  public Path localRepository() {
    return localRepository;
  }

  /**
   * The jar of {@code groupId:artifactId:version} followed by the jars of its transitive runtime
   * dependencies.
   *
   * @throws LibraryResolutionException when one of them cannot be resolved
   */
  public List<Path> resolve(String groupId, String artifactId, String version) {
    return resolveJars(new LibraryCoordinates(groupId, artifactId, version)).stream()
        .map(ResolvedJar::file)
        .toList();
  }

  /**
   * The library's jar followed by the jars of its transitive runtime dependencies, each with the
   * coordinates it was resolved at.
   *
   * @throws LibraryResolutionException when one of them cannot be resolved
   */
  public List<ResolvedJar> resolveJars(LibraryCoordinates library) {
    try {
      return resolve(library, true);
    } catch (DependencyResolutionException offline) {
      try {
        return resolve(library, false);
      } catch (DependencyResolutionException online) {
        throw new LibraryResolutionException(library, ResolutionFailure.reason(online), online);
      }
    }
  }

  private List<ResolvedJar> resolve(LibraryCoordinates library, boolean offline)
      throws DependencyResolutionException {
    CollectRequest collect = new CollectRequest();
    collect.setDependencies(
        List.of(
            new Dependency(
                new DefaultArtifact(
                    library.groupId(), library.artifactId(), "jar", library.version()),
                JavaScopes.RUNTIME)));
    collect.setRepositories(List.of(CENTRAL));
    DependencyRequest request =
        new DependencyRequest(collect, DependencyFilterUtils.classpathFilter(JavaScopes.RUNTIME));
    return system.resolveDependencies(session(offline), request).getArtifactResults().stream()
        .map(ArtifactResult::getArtifact)
        .map(LibraryResolver::toJar)
        .toList();
  }

  private DefaultRepositorySystemSession session(boolean offline) {
    DefaultRepositorySystemSession session = MavenRepositorySystemUtils.newSession();
    session.setOffline(offline);
    // POM profiles may be activated by the JDK or the OS, as in a Maven build.
    session.setSystemProperties(System.getProperties());
    session.setLocalRepositoryManager(
        system.newLocalRepositoryManager(session, new LocalRepository(localRepository.toFile())));
    return session;
  }

  /** Shuts the underlying repository system down. */
  @Override
  public void close() {
    system.shutdown();
  }

  private static ResolvedJar toJar(Artifact artifact) {
    return new ResolvedJar(
        new LibraryCoordinates(
            artifact.getGroupId(), artifact.getArtifactId(), artifact.getBaseVersion()),
        artifact.getFile().toPath());
  }
}
