package io.serialtck.tck.resolve;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.maven.settings.Mirror;
import org.apache.maven.settings.Proxy;
import org.apache.maven.settings.Server;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.building.DefaultSettingsBuilderFactory;
import org.apache.maven.settings.building.DefaultSettingsBuildingRequest;
import org.apache.maven.settings.building.SettingsBuildingException;
import org.eclipse.aether.repository.Authentication;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.util.repository.AuthenticationBuilder;
import org.eclipse.aether.util.repository.DefaultMirrorSelector;
import org.eclipse.aether.util.repository.DefaultProxySelector;

/**
 * Where Maven reads and puts artifacts on this machine, found by Maven's own rules, so that the
 * kit's resolver shares the build's local repository and goes through the same mirror.
 *
 * <p>The local repository is, first found: the system property {@code maven.repo.local} (the
 * launcher passes a {@code -Dmaven.repo.local} given before its command); a {@code
 * -Dmaven.repo.local=} in the environment's {@code MAVEN_ARGS} or {@code MAVEN_OPTS}, or in the
 * kit's {@code .mvn/maven.config}, as {@code mvn} would read them; {@code <localRepository>} of the
 * user's {@code settings.xml} ({@code ~/.m2/settings.xml}), then of the global one ({@code
 * $MAVEN_HOME/conf/settings.xml}); else {@code ~/.m2/repository}. Maven Central is replaced by the
 * first mirror of those settings whose {@code mirrorOf} matches it ({@code *}, {@code external:*},
 * {@code central}, lists and exclusions as Maven reads them), with the plain username and password
 * of the {@code <server>} of the mirror's id (an encrypted password is not decrypted), and reached
 * through the first active proxy; {@code <offline>true</offline>} keeps the resolver to the local
 * repository.
 *
 * @param localRepository the folder artifacts are read from and downloaded into
 * @param localRepositoryOrigin what chose it, for messages ({@code -Dmaven.repo.local}, {@code
 *     MAVEN_OPTS}, a settings file's path, {@code default})
 * @param remote Maven Central or the mirror that replaces it
 * @param offline true when the settings say Maven works offline
 */
public record MavenRepositories(
    Path localRepository, String localRepositoryOrigin, RemoteRepository remote, boolean offline) {

  /** Maven Central, under the id Maven gives it, so that jars the build downloaded count. */
  public static final RemoteRepository CENTRAL =
      new RemoteRepository.Builder("central", "default", "https://repo.maven.apache.org/maven2/")
          .build();

  private static final Pattern REPO_LOCAL =
      Pattern.compile("-Dmaven\\.repo\\.local=(\"[^\"]*\"|'[^']*'|\\S+)");

  public MavenRepositories {
    Objects.requireNonNull(localRepository, "localRepository");
    Objects.requireNonNull(localRepositoryOrigin, "localRepositoryOrigin");
    Objects.requireNonNull(remote, "remote");
  }

  /** A local repository with Maven Central, as a test or a caller that knows better sets it. */
  public static MavenRepositories of(Path localRepository) {
    return new MavenRepositories(localRepository, "given", CENTRAL, false);
  }

  /** This machine's, from this JVM's system properties and environment. */
  public static MavenRepositories ofThisMachine() {
    return discover(System.getProperties(), System.getenv());
  }

  /**
   * The repositories Maven would use with these system properties and this environment: {@code
   * user.home}, {@code maven.repo.local}, {@code maven.home} and {@code serialtck.home} (the kit's
   * folder, for its {@code .mvn/maven.config}) are read from the properties; {@code MAVEN_ARGS},
   * {@code MAVEN_OPTS} and {@code MAVEN_HOME} from the environment.
   *
   * @throws LibraryResolutionException never; an unreadable settings file is an {@link
   *     IllegalStateException} naming it
   */
  public static MavenRepositories discover(Properties system, Map<String, String> environment) {
    Path home = Path.of(system.getProperty("user.home"));
    Optional<Path> userSettings = existing(home.resolve(".m2").resolve("settings.xml"));
    Optional<Path> globalSettings =
        mavenHome(system, environment)
            .map(h -> h.resolve("conf"))
            .flatMap(conf -> existing(conf.resolve("settings.xml")));
    Settings settings = settings(userSettings, globalSettings, system);

    Path local;
    String origin;
    String property = system.getProperty("maven.repo.local");
    Optional<String> fromArgs = repoLocalIn(environment.get("MAVEN_ARGS"));
    Optional<String> fromOpts = repoLocalIn(environment.get("MAVEN_OPTS"));
    Optional<String> fromConfig = mavenConfig(system).flatMap(MavenRepositories::repoLocalIn);
    if (property != null && !property.isBlank()) {
      local = Path.of(property);
      origin = "-Dmaven.repo.local";
    } else if (fromArgs.isPresent()) {
      local = Path.of(fromArgs.get());
      origin = "MAVEN_ARGS";
    } else if (fromOpts.isPresent()) {
      local = Path.of(fromOpts.get());
      origin = "MAVEN_OPTS";
    } else if (fromConfig.isPresent()) {
      local = Path.of(fromConfig.get());
      origin = ".mvn/maven.config";
    } else if (settings.getLocalRepository() != null && !settings.getLocalRepository().isBlank()) {
      local = Path.of(settings.getLocalRepository());
      origin = userSettings.or(() -> globalSettings).map(Path::toString).orElse("settings.xml");
    } else {
      local = home.resolve(".m2").resolve("repository");
      origin = "default";
    }
    return new MavenRepositories(
        local.toAbsolutePath().normalize(), origin, remote(settings), settings.isOffline());
  }

  private static Optional<Path> existing(Path file) {
    return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
  }

  private static Optional<Path> mavenHome(Properties system, Map<String, String> environment) {
    String home = system.getProperty("maven.home", environment.get("MAVEN_HOME"));
    return home == null || home.isBlank() ? Optional.empty() : Optional.of(Path.of(home));
  }

  private static Optional<String> mavenConfig(Properties system) {
    String kit = system.getProperty("serialtck.home");
    if (kit == null) {
      return Optional.empty();
    }
    Path config = Path.of(kit, ".mvn", "maven.config");
    try {
      return Files.isRegularFile(config) ? Optional.of(Files.readString(config)) : Optional.empty();
    } catch (IOException e) {
      throw new IllegalStateException(config + " cannot be read: " + e.getMessage(), e);
    }
  }

  /** The value of the last {@code -Dmaven.repo.local=} in a command line's words. */
  static Optional<String> repoLocalIn(String words) {
    if (words == null) {
      return Optional.empty();
    }
    Matcher matcher = REPO_LOCAL.matcher(words);
    String found = null;
    while (matcher.find()) {
      found = matcher.group(1).replaceAll("^[\"']|[\"']$", "");
    }
    return Optional.ofNullable(found).filter(value -> !value.isBlank());
  }

  private static Settings settings(
      Optional<Path> userSettings, Optional<Path> globalSettings, Properties system) {
    if (userSettings.isEmpty() && globalSettings.isEmpty()) {
      return new Settings();
    }
    DefaultSettingsBuildingRequest request = new DefaultSettingsBuildingRequest();
    userSettings.ifPresent(file -> request.setUserSettingsFile(file.toFile()));
    globalSettings.ifPresent(file -> request.setGlobalSettingsFile(file.toFile()));
    request.setSystemProperties(system);
    try {
      return new DefaultSettingsBuilderFactory()
          .newInstance()
          .build(request)
          .getEffectiveSettings();
    } catch (SettingsBuildingException e) {
      throw new IllegalStateException(
          "Maven's settings cannot be read ("
              + userSettings.or(() -> globalSettings).orElseThrow()
              + "): "
              + e.getMessage(),
          e);
    }
  }

  private static RemoteRepository remote(Settings settings) {
    RemoteRepository chosen = CENTRAL;
    DefaultMirrorSelector mirrors = new DefaultMirrorSelector();
    for (Mirror mirror : settings.getMirrors()) {
      mirrors.add(
          mirror.getId(),
          mirror.getUrl(),
          mirror.getLayout(),
          false,
          mirror.isBlocked(),
          mirror.getMirrorOf(),
          mirror.getMirrorOfLayouts());
    }
    RemoteRepository mirror = mirrors.getMirror(CENTRAL);
    if (mirror != null) {
      chosen = mirror;
    }
    RemoteRepository.Builder builder = new RemoteRepository.Builder(chosen);
    authentication(settings, chosen.getId()).ifPresent(builder::setAuthentication);
    activeProxy(settings, chosen).ifPresent(builder::setProxy);
    return builder.build();
  }

  private static Optional<Authentication> authentication(Settings settings, String id) {
    Server server = settings.getServer(id);
    if (server == null || server.getUsername() == null) {
      return Optional.empty();
    }
    return Optional.of(
        new AuthenticationBuilder()
            .addUsername(server.getUsername())
            .addPassword(server.getPassword())
            .build());
  }

  private static Optional<org.eclipse.aether.repository.Proxy> activeProxy(
      Settings settings, RemoteRepository repository) {
    DefaultProxySelector proxies = new DefaultProxySelector();
    for (Proxy proxy : settings.getProxies()) {
      if (proxy.isActive()) {
        Authentication auth =
            proxy.getUsername() == null
                ? null
                : new AuthenticationBuilder()
                    .addUsername(proxy.getUsername())
                    .addPassword(proxy.getPassword())
                    .build();
        proxies.add(
            new org.eclipse.aether.repository.Proxy(
                proxy.getProtocol(), proxy.getHost(), proxy.getPort(), auth),
            proxy.getNonProxyHosts());
      }
    }
    return Optional.ofNullable(proxies.getProxy(repository));
  }

  /** {@code Maven Central}, or the mirror's id and address. */
  public String remoteName() {
    return remote.getUrl().equals(CENTRAL.getUrl())
        ? "Maven Central"
        : "mirror " + remote.getId() + " (" + remote.getUrl() + ")";
  }

  /** One line for a run's header: where jars are read from and downloaded into. */
  public String describe() {
    return "Maven repository "
        + localRepository
        + " ("
        + localRepositoryOrigin
        + "), remote "
        + remoteName()
        + (offline ? " (offline)" : "");
  }
}
