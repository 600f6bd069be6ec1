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
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.util.artifact.JavaScopes;
import org.eclipse.aether.util.filter.DependencyFilterUtils;
import org.eclipse.aether.util.repository.SimpleArtifactDescriptorPolicy;

/**
 * Resolves a library version and its transitive runtime dependencies to jar files, with Maven
 * Resolver, into the local repository Maven itself uses and from Maven Central or the mirror that
 * replaces it ({@link MavenRepositories}: {@code -Dmaven.repo.local}, {@code MAVEN_OPTS}, {@code
 * settings.xml}), so that the cache is shared with the build.
 *
 * <p>Resolution is offline first: when every jar is already in the local repository nothing goes
 * over the network. Only otherwise is the remote asked (never when the settings say offline).
 * Dependencies are selected as Maven selects them for a project that declares the library as a
 * runtime dependency: nearest wins, optional and test dependencies of the library are left out.
 */
public final class LibraryResolver implements AutoCloseable {

  private final RepositorySystem system;
  private final MavenRepositories repositories;

  /** A resolver on the repositories Maven uses on this machine. */
  public LibraryResolver() {
    this(MavenRepositories.ofThisMachine());
  }

  /** A resolver on the given local repository, with Maven Central. */
  public LibraryResolver(Path localRepository) {
    this(MavenRepositories.of(localRepository));
  }

  /** A resolver on the given repositories. */
  public LibraryResolver(MavenRepositories repositories) {
    this.repositories = Objects.requireNonNull(repositories, "repositories");
    this.system = new RepositorySystemSupplier().get();
  }

  /** The local repository jars are resolved into. */
  public Path localRepository() {
    return repositories.localRepository();
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
      if (repositories.offline()) {
        throw new LibraryResolutionException(
            library,
            "the local repository " + localRepository() + " (Maven is set to offline)",
            ResolutionFailure.reason(offline),
            offline);
      }
      try {
        return resolve(library, false);
      } catch (DependencyResolutionException online) {
        throw new LibraryResolutionException(
            library, repositories.remoteName(), ResolutionFailure.reason(online), online);
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
    collect.setRepositories(List.of(repositories.remote()));
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
    if (offline) {
      // A jar whose POM is missing from the local repository (put there by a tool that fetched
      // the jar alone) would otherwise count as a library without dependencies: offline, a
      // missing POM fails the attempt, so that the remote is asked.
      session.setArtifactDescriptorPolicy(new SimpleArtifactDescriptorPolicy(false, false));
    }
    // POM profiles may be activated by the JDK or the OS, as in a Maven build.
    session.setSystemProperties(System.getProperties());
    session.setLocalRepositoryManager(
        system.newLocalRepositoryManager(
            session, new LocalRepository(repositories.localRepository().toFile())));
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
