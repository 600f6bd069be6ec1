package io.serialtck.maven;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.graph.DependencyFilter;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;

/**
 * Resolves an artifact and its runtime dependencies with the running Maven's resolver, session and
 * the project's remote repositories, so that the build's mirrors, proxies, credentials and offline
 * mode apply.
 */
final class RuntimeClasspathResolver {

  private static final Set<String> RUNTIME_SCOPES = Set.of("compile", "runtime");

  private final RepositorySystem system;
  private final RepositorySystemSession session;
  private final List<RemoteRepository> repositories;

  RuntimeClasspathResolver(
      RepositorySystem system,
      RepositorySystemSession session,
      List<RemoteRepository> repositories) {
    this.system = system;
    this.session = session;
    this.repositories = List.copyOf(repositories);
  }

  /**
   * The jar of {@code coordinates} ({@code groupId:artifactId:version}, or with extension and
   * classifier as Maven Resolver reads them), then the jars of its compile and runtime
   * dependencies, as Maven would put them on the class path of a project depending on it.
   *
   * @throws ResolutionFailure naming the coordinates and the resolver's reason
   */
  List<Path> resolve(String coordinates) {
    DefaultArtifact artifact;
    try {
      artifact = new DefaultArtifact(coordinates);
    } catch (IllegalArgumentException e) {
      throw new ResolutionFailure(
          coordinates + " is not groupId:artifactId:version (" + e.getMessage() + ")", e);
    }
    CollectRequest collect = new CollectRequest(new Dependency(artifact, "runtime"), repositories);
    DependencyFilter runtimeOnly =
        (node, parents) ->
            node.getDependency() == null
                || RUNTIME_SCOPES.contains(node.getDependency().getScope());
    try {
      List<Path> classpath = new ArrayList<>();
      for (ArtifactResult result :
          system
              .resolveDependencies(session, new DependencyRequest(collect, runtimeOnly))
              .getArtifactResults()) {
        classpath.add(result.getArtifact().getFile().toPath());
      }
      return classpath;
    } catch (DependencyResolutionException e) {
      throw new ResolutionFailure(coordinates + " cannot be resolved: " + e.getMessage(), e);
    }
  }

  /** An artifact that cannot be resolved; the message starts with its coordinates. */
  static final class ResolutionFailure extends RuntimeException {
    ResolutionFailure(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
