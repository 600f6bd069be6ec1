package io.serialtck.maven;

import io.serialtck.report.compare.CompareException;
import io.serialtck.report.compare.CompareJob;
import io.serialtck.report.compare.CompareRequest;
import io.serialtck.report.compare.CompareResult;
import io.serialtck.report.compare.CompareSide;
import io.serialtck.report.compare.TeamDeclarations;
import io.serialtck.tck.upgrade.UpgradePair;
import java.io.File;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import javax.inject.Inject;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.artifact.DefaultArtifact;

/**
 * Compares the project's classes with its previous release (and/or a library with another version
 * of itself) through the kit's engine: values of the root classes derived from their declared
 * types, written by one side and read by the other in both directions, in worker JVMs, for each
 * serializer configuration; writes the kit's reports into {@link #reportFolder} and fails the build
 * when a cell's outcome differs from the {@link #baseline} (a new failure, or a pass the baseline
 * does not list).
 */
@Mojo(
    name = "check",
    defaultPhase = LifecyclePhase.VERIFY,
    requiresDependencyResolution = ResolutionScope.TEST,
    threadSafe = true)
public class CheckMojo extends AbstractMojo {

  /** The command that accepts a run that differs, printed under the differences. */
  static final String ACCEPT_COMMAND = "mvn verify -Dserialtck.updateBaseline";

  /** The name of the adapter that holds the project's own configurations. */
  static final String PROJECT_ADAPTER = "project";

  /**
   * The serializer configurations to run, by id: the kit's built-in ones ({@code java-standard},
   * {@code kryo-default}, {@code jackson-default}, ...) and/or the project's own {@code
   * SerializerConfiguration}s, registered in its test classes with {@code
   * META-INF/services/io.serialtck.spi.SerializerConfiguration}.
   */
  @Parameter(property = "serialtck.configurations", required = true)
  private List<String> configurations;

  /**
   * The roots of the project's model: class names ({@code com.example.OrderDto}) or packages
   * ({@code com.example.orders}: every concrete class, record and enum directly in it). Classes
   * their fields refer to are reached from them.
   */
  @Parameter(property = "serialtck.roots", required = true)
  private List<String> roots;

  /**
   * The project's earlier release, {@code groupId:artifactId:version}: its jar and runtime
   * dependencies, resolved as the build resolves anything (its repositories, mirrors and settings),
   * are the before side; the project's {@code target/classes} and runtime class path the after
   * side.
   */
  @Parameter(property = "serialtck.previousRelease")
  private String previousRelease;

  /**
   * Library version pairs, {@code CONFIGURATION:FROM..TO} ({@code kryo-default:5.5.0..5.6.2}): that
   * configuration's before worlds load the library at FROM, its after worlds at TO. Without {@link
   * #previousRelease}, both sides are the project's own classes, so this checks the library upgrade
   * alone.
   */
  @Parameter(property = "serialtck.libraryUpgrades")
  private List<String> libraryUpgrades;

  /**
   * The baseline folder, committed with the project: the expected outcome of every cell that does
   * not pass. A missing folder expects every cell to pass.
   */
  @Parameter(
      property = "serialtck.baseline",
      defaultValue = "${project.basedir}/src/serialtck/baseline")
  private File baseline;

  /**
   * Writes this run's outcomes as the {@link #baseline} instead of gating the build on it: {@code
   * mvn verify -Dserialtck.updateBaseline}. Review the change to the folder before committing it.
   */
  @Parameter(property = "serialtck.updateBaseline", defaultValue = "false")
  private boolean updateBaseline;

  /**
   * The seed of the values written; with the same seed, a run writes the same values. The baseline
   * holds for the seed and {@link #tries} it was written with.
   */
  @Parameter(property = "serialtck.seed", defaultValue = "" + CompareRequest.DEFAULT_SEED)
  private long seed;

  /**
   * Random values written per root, configuration and direction, after the values aimed at each
   * change between the releases (every enum constant a side lacks, a changed type's boundaries,
   * null and not, empty and full). The same default as {@code ./serialtck compare}, so that a
   * baseline accepted through one holds through the other.
   */
  @Parameter(property = "serialtck.tries", defaultValue = "" + CompareRequest.DEFAULT_TRIES)
  private int tries;

  /**
   * Fields renamed between the releases, {@code com.example.LineItem.sku=productCode} (or {@code
   * -Dserialtck.renames=a.B.x=y,c.D.p=q}): the value written must arrive under the new name.
   * Without it, a field removed and one added with the same type are reported as a possible rename,
   * and the removed field's values as dropped.
   */
  @Parameter(property = "serialtck.renames")
  private List<String> renames;

  /**
   * The team's own values of its classes, written before any value the kit makes: a class whose
   * public static methods without parameters return them (one value, an array or a collection), or
   * one such method ({@code com.example.Samples.shipment}). Looked up in each release's class path
   * and the project's test classes; a release without them gets the other's, as its classes hold
   * them. A class whose constructor refuses every value the kit makes fails the build until it has
   * samples.
   */
  @Parameter(property = "serialtck.samples")
  private List<String> samples;

  /**
   * Removed fields whose values the team accepts dropping, each {@code
   * com.example.Shipment.note=REASON}; the reason is recorded in the baseline. Without it a removed
   * field fails the build, as a deleted protobuf field does until it is reserved.
   */
  @Parameter(property = "serialtck.acceptedRemovals")
  private List<String> acceptedRemovals;

  /**
   * With {@link #updateBaseline}: the reason recorded with every cell that measures nothing ({@code
   * NO_ROUND_TRIP}, {@code INCONCLUSIVE}); without one such cells are not accepted.
   */
  @Parameter(property = "serialtck.acceptUnmeasured")
  private String acceptUnmeasured;

  /** The JDK the worker JVMs run on (a folder with {@code bin/java}). */
  @Parameter(property = "serialtck.jdk", defaultValue = "${java.home}")
  private File jdk;

  /** Where {@code results.json}, {@code matrix.md} and {@code index.html} are written. */
  @Parameter(
      property = "serialtck.reportFolder",
      defaultValue = "${project.build.directory}/serialtck")
  private File reportFolder;

  /**
   * Builds the values written field by field without running a constructor. By default each object
   * is built as the project's own code would build it: through the public constructor that takes
   * the most fields, then public setters (or the field itself when there is none); a value the
   * constructor or a setter refuses is not written, and a cell whose every value is refused is
   * {@code INCONCLUSIVE}.
   */
  @Parameter(property = "serialtck.fieldsOnly", defaultValue = "false")
  private boolean fieldsOnly;

  /** Skips the goal. */
  @Parameter(property = "serialtck.skip", defaultValue = "false")
  private boolean skip;

  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  private MavenProject project;

  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  private MavenSession session;

  @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
  private PluginDescriptor plugin;

  private final RepositorySystem repositorySystem;

  @Inject
  public CheckMojo(RepositorySystem repositorySystem) {
    this.repositorySystem = repositorySystem;
  }

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    overrideFromCommandLine(new CommandLineProperties(userProperties()));
    if (skip) {
      getLog().info("serialtck:check skipped (serialtck.skip)");
      return;
    }
    if ("pom".equals(project.getPackaging())) {
      getLog().info("serialtck:check skipped: a pom project has no classes to compare");
      return;
    }
    CompareRequest request = request();
    getLog().info(RequestSummary.of(request));
    LoggedLines lines = new LoggedLines(getLog()::info);
    try (PrintStream out = lines.printStream()) {
      if (updateBaseline) {
        CompareJob.updateBaseline(request, out);
        return;
      }
      CompareResult result = CompareJob.check(request, out);
      if (!result.agrees()) {
        throw new MojoFailureException(
            DifferenceMessage.of(result.differences().size(), baseline, request.acceptCommand()));
      }
    } catch (CompareException e) {
      throw new MojoExecutionException(e.getMessage(), e);
    }
  }

  /** The {@code -D} properties of the command line. */
  Properties userProperties() {
    return session.getUserProperties();
  }

  /**
   * The command line's {@code -Dserialtck.*} values over the POM's: Maven lets a parameter the POM
   * configures ignore its property silently.
   */
  private void overrideFromCommandLine(CommandLineProperties properties)
      throws MojoExecutionException {
    properties.refuseUnknown();
    properties.list("serialtck.configurations").ifPresent(v -> configurations = v);
    properties.list("serialtck.roots").ifPresent(v -> roots = v);
    properties.text("serialtck.previousRelease").ifPresent(v -> previousRelease = v);
    properties.list("serialtck.libraryUpgrades").ifPresent(v -> libraryUpgrades = v);
    properties.text("serialtck.baseline").ifPresent(v -> baseline = new File(v));
    properties.flag("serialtck.updateBaseline").ifPresent(v -> updateBaseline = v);
    Optional<Long> givenSeed = properties.number("serialtck.seed");
    givenSeed.ifPresent(v -> seed = v);
    Optional<Long> givenTries = properties.number("serialtck.tries");
    givenTries.ifPresent(v -> tries = Math.toIntExact(v));
    properties.list("serialtck.renames").ifPresent(v -> renames = v);
    properties.text("serialtck.acceptUnmeasured").ifPresent(v -> acceptUnmeasured = v);
    properties.list("serialtck.samples").ifPresent(v -> samples = v);
    properties.list("serialtck.acceptedRemovals").ifPresent(v -> acceptedRemovals = v);
    properties.text("serialtck.jdk").ifPresent(v -> jdk = new File(v));
    properties.text("serialtck.reportFolder").ifPresent(v -> reportFolder = new File(v));
    properties.flag("serialtck.fieldsOnly").ifPresent(v -> fieldsOnly = v);
    properties.flag("serialtck.skip").ifPresent(v -> skip = v);
  }

  private CompareRequest request() throws MojoExecutionException {
    List<String> ids = nonEmpty("configurations", configurations);
    List<String> rootNames = nonEmpty("roots", roots);
    List<String> upgrades = libraryUpgrades == null ? List.of() : List.copyOf(libraryUpgrades);
    boolean hasRelease = previousRelease != null && !previousRelease.isBlank();
    if (!hasRelease && upgrades.isEmpty()) {
      throw new MojoExecutionException(
          "serialtck:check compares against something: set previousRelease"
              + " (groupId:artifactId:version of the project's earlier release) and/or"
              + " libraryUpgrades (CONFIGURATION:FROM..TO)");
    }
    for (String upgrade : upgrades) {
      try {
        UpgradePair.parse(upgrade);
      } catch (IllegalArgumentException e) {
        throw new MojoExecutionException("libraryUpgrades: " + e.getMessage(), e);
      }
    }
    ProjectClasspaths projectClasspaths = projectClasspaths();
    RuntimeClasspathResolver resolver =
        new RuntimeClasspathResolver(
            repositorySystem,
            session.getRepositorySession(),
            project.getRemoteProjectRepositories());
    try {
      // Without a previous release both sides are this build's classes; the engine adds each
      // upgraded configuration's library versions to the labels.
      CompareSide after = new CompareSide(project.getVersion(), projectClasspaths.release());
      CompareSide before =
          hasRelease
              ? new CompareSide(
                  releaseVersion(previousRelease.strip()),
                  resolver.resolve(previousRelease.strip()))
              : after;
      return new CompareRequest(
          adapters(ids, projectClasspaths, resolver),
          ids,
          before,
          after,
          rootNames,
          upgrades,
          seed,
          tries,
          jdk.toPath(),
          reportFolder.toPath(),
          Optional.of(baseline.toPath()),
          AcceptCommand.forProject(ACCEPT_COMMAND, session, project),
          !fieldsOnly,
          new TeamDeclarations(
              renames == null ? List.of() : List.copyOf(renames),
              samples == null ? List.of() : List.copyOf(samples),
              List.of(Path.of(project.getBuild().getTestOutputDirectory())),
              removals(acceptedRemovals),
              Optional.ofNullable(acceptUnmeasured).filter(reason -> !reason.isBlank())));
    } catch (RuntimeClasspathResolver.ResolutionFailure | IllegalArgumentException e) {
      throw new MojoExecutionException(e.getMessage(), e);
    }
  }

  /**
   * The built-in adapters of the asked ids, each resolved at the plugin's own version, and the
   * project's test classes when they register configurations of their own.
   */
  private Map<String, List<Path>> adapters(
      List<String> ids, ProjectClasspaths projectClasspaths, RuntimeClasspathResolver resolver)
      throws MojoExecutionException {
    BuiltInAdapters builtIn = BuiltInAdapters.load();
    boolean projectRegisters = projectClasspaths.registersConfigurations();
    List<String> unknown = ids.stream().filter(id -> !builtIn.isBuiltIn(id)).toList();
    if (!unknown.isEmpty() && !projectRegisters) {
      throw new MojoExecutionException(
          "configurations: "
              + String.join(", ", unknown)
              + " is no built-in configuration of the kit ("
              + String.join(", ", builtIn.ids())
              + "), and the project's test classes register none of their own (no "
              + ProjectClasspaths.SERVICES_FILE
              + " in "
              + project.getBuild().getTestOutputDirectory()
              + ")");
    }
    Map<String, List<Path>> adapters = new LinkedHashMap<>();
    Set<String> artifacts = builtIn.artifactsFor(ids);
    for (String artifactId : artifacts) {
      String coordinates = BuiltInAdapters.GROUP_ID + ":" + artifactId + ":" + plugin.getVersion();
      adapters.put(
          artifactId.substring(BuiltInAdapters.ARTIFACT_PREFIX.length()),
          resolver.resolve(coordinates));
    }
    if (projectRegisters) {
      adapters.put(PROJECT_ADAPTER, projectClasspaths.projectAdapter());
    }
    return adapters;
  }

  private ProjectClasspaths projectClasspaths() throws MojoExecutionException {
    try {
      return new ProjectClasspaths(
          Path.of(project.getBuild().getOutputDirectory()),
          Path.of(project.getBuild().getTestOutputDirectory()),
          paths(project.getRuntimeClasspathElements()),
          paths(project.getTestClasspathElements()),
          project.getArtifacts().stream()
              .filter(a -> BuiltInAdapters.GROUP_ID.equals(a.getGroupId()))
              .filter(a -> "serialtck-spi".equals(a.getArtifactId()))
              .map(Artifact::getFile)
              .filter(file -> file != null)
              .map(File::toPath)
              .findFirst());
    } catch (DependencyResolutionRequiredException e) {
      throw new MojoExecutionException("the project's class path is not resolved", e);
    }
  }

  private static List<Path> paths(List<String> elements) {
    List<Path> paths = new ArrayList<>();
    elements.forEach(element -> paths.add(Path.of(element)));
    return paths;
  }

  /** {@code CLASS.FIELD=REASON} entries as field to reason. */
  private static Map<String, String> removals(List<String> entries) throws MojoExecutionException {
    Map<String, String> removals = new LinkedHashMap<>();
    for (String entry : entries == null ? List.<String>of() : entries) {
      int equals = entry.indexOf('=');
      if (equals <= 0 || entry.substring(equals + 1).isBlank()) {
        throw new MojoExecutionException(
            "acceptedRemovals: '"
                + entry
                + "' is not com.example.Class.field=REASON (a removal is accepted with its reason)");
      }
      removals.put(entry.substring(0, equals).strip(), entry.substring(equals + 1).strip());
    }
    return removals;
  }

  private static String releaseVersion(String coordinates) throws MojoExecutionException {
    try {
      return new DefaultArtifact(coordinates).getVersion();
    } catch (IllegalArgumentException e) {
      throw new MojoExecutionException(
          "previousRelease: '" + coordinates + "' is not groupId:artifactId:version", e);
    }
  }

  private static List<String> nonEmpty(String parameter, List<String> values)
      throws MojoExecutionException {
    List<String> kept =
        values == null
            ? List.of()
            : values.stream().map(String::strip).filter(v -> !v.isEmpty()).toList();
    if (kept.isEmpty()) {
      throw new MojoExecutionException(
          "serialtck:check needs " + parameter + ": name at least one");
    }
    return kept;
  }
}
