package io.serialtck.report.compare;

import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.release.ClassShapes;
import io.serialtck.tck.release.ReleaseRoot;
import io.serialtck.tck.release.ReleaseWorlds;
import io.serialtck.tck.release.Renames;
import io.serialtck.tck.release.RootNames;
import io.serialtck.tck.resolve.JarArtifact;
import io.serialtck.tck.resolve.LibraryResolver;
import io.serialtck.tck.resolve.VersionedWorld;
import io.serialtck.tck.upgrade.UpgradePair;
import java.io.IOException;
import java.io.PrintStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Turns a {@link CompareRequest} into what the engine runs: the configurations, the roots read in
 * both releases, and each configuration's two worlds.
 */
final class CompareSetup {

  /** What a request asks, made concrete. */
  record Prepared(
      List<RegisteredConfiguration> configurations,
      List<ReleaseRoot> roots,
      Map<String, ReleaseWorlds> worlds,
      List<String> notes) {}

  private CompareSetup() {}

  static Prepared prepare(CompareRequest request, int jdkFeature, PrintStream out) {
    checkPaths(request.before());
    checkPaths(request.after());
    List<RegisteredConfiguration> configurations = configurations(request, jdkFeature);
    List<String> notes = new ArrayList<>();
    Renames renames;
    try {
      renames = Renames.parse(request.declarations().renames());
    } catch (IllegalArgumentException e) {
      throw new CompareException(e.getMessage(), e);
    }
    List<ReleaseRoot> roots = roots(request, renames, notes);
    Map<String, RegisteredConfiguration> catalog =
        AdapterCatalog.describe(request.adapters(), jdkFeature);
    Map<String, UpgradePair> upgrades = upgrades(request, configurations, catalog);
    Map<String, ReleaseWorlds> worlds = new LinkedHashMap<>();
    boolean resolves =
        upgrades.values().stream().anyMatch(p -> p.from().isPresent() || p.to().isPresent());
    try (LibraryResolver resolver = resolves ? new LibraryResolver() : null) {
      for (RegisteredConfiguration configuration : configurations) {
        UpgradePair pair = upgrades.get(configuration.id());
        RegisteredConfiguration writer =
            pair == null ? configuration : catalog.get(pair.fromConfiguration());
        List<Path> before = writer.worldClasspath();
        List<Path> after = configuration.worldClasspath();
        String beforeLabel = request.before().label();
        String afterLabel = request.after().label();
        Set<String> flags = new LinkedHashSet<>(writer.info().jvmFlags());
        flags.addAll(configuration.info().jvmFlags());
        if (pair != null) {
          if (resolver != null) {
            out.println("resolving " + pair);
          }
          if (pair.from().isPresent()) {
            before = new VersionedWorld(resolver).classpath(writer, pair.from().get());
            flags.addAll(AdapterCatalog.describeIn(before, writer.id(), jdkFeature).jvmFlags());
          }
          if (pair.to().isPresent()) {
            after = new VersionedWorld(resolver).classpath(configuration, pair.to().get());
            flags.addAll(
                AdapterCatalog.describeIn(after, configuration.id(), jdkFeature).jvmFlags());
          }
          beforeLabel += " " + sideLabel(pair, writer, pair.from());
          afterLabel += " " + sideLabel(pair, configuration, pair.to());
        }
        worlds.put(
            configuration.id(),
            new ReleaseWorlds(
                beforeLabel,
                world(configuration.id(), request.before(), before, notes),
                afterLabel,
                world(configuration.id(), request.after(), after, notes),
                List.copyOf(flags),
                pair != null && pair.isMigration() ? Optional.of(writer.id()) : Optional.empty()));
      }
    }
    return new Prepared(configurations, roots, worlds, notes);
  }

  private static void checkPaths(CompareSide side) {
    if (side.classpath().isEmpty()) {
      throw new CompareException("release " + side.label() + " has no class path");
    }
    for (Path path : side.classpath()) {
      if (!Files.exists(path)) {
        throw new CompareException("release " + side.label() + ": " + path + " does not exist");
      }
    }
  }

  private static List<RegisteredConfiguration> configurations(
      CompareRequest request, int jdkFeature) {
    Map<String, RegisteredConfiguration> found =
        AdapterCatalog.describe(request.adapters(), jdkFeature);
    List<String> asked =
        request.configurations().isEmpty() ? List.copyOf(found.keySet()) : request.configurations();
    List<RegisteredConfiguration> chosen = new ArrayList<>();
    for (String id : asked) {
      RegisteredConfiguration configuration = found.get(id);
      if (configuration == null) {
        throw new CompareException(
            "no configuration '" + id + "'; known: " + String.join(", ", found.keySet()));
      }
      if (!configuration.info().isSupported()) {
        throw new CompareException(
            "configuration '"
                + id
                + "' does not run on JDK "
                + jdkFeature
                + ": "
                + configuration.info().unsupported());
      }
      chosen.add(configuration);
    }
    return chosen;
  }

  private static List<ReleaseRoot> roots(
      CompareRequest request, Renames renames, List<String> notes) {
    List<String> names;
    try {
      names =
          RootNames.expand(
              request.roots(),
              List.of(request.before().classpath().get(0), request.after().classpath().get(0)));
    } catch (IllegalArgumentException e) {
      throw new CompareException(e.getMessage(), e);
    }
    List<ReleaseRoot> roots = new ArrayList<>();
    try (URLClassLoader before = loader(request, request.before());
        URLClassLoader after = loader(request, request.after())) {
      for (String name : names) {
        boolean asked = request.roots().contains(name);
        String missing = missing(name, before, request.before(), after, request.after());
        if (missing != null) {
          if (asked) {
            throw new CompareException(missing);
          }
          notes.add(missing + ": not compared");
          continue;
        }
        if (!asked && !isRoot(name, after)) {
          continue;
        }
        try {
          roots.add(ReleaseRoot.of(name, before, after, renames, request.declarations().samples()));
        } catch (IllegalArgumentException e) {
          throw new CompareException("root " + name + ": " + e.getMessage(), e);
        }
      }
    } catch (IOException e) {
      throw new CompareException("cannot close a release's class loader: " + e, e);
    }
    if (roots.isEmpty()) {
      throw new CompareException("no root class to compare in " + request.roots());
    }
    for (String provider : request.declarations().samples()) {
      if (!providerIn(provider, request, request.before())
          && !providerIn(provider, request, request.after())) {
        throw new CompareException(
            "samples "
                + provider
                + ": no such class, or class and method, in either release's class path");
      }
    }
    for (String declared : renames.declared().keySet()) {
      if (roots.stream().noneMatch(root -> root.changes().renamesUsed().contains(declared))) {
        throw new CompareException(
            "rename "
                + declared
                + "="
                + renames.declared().get(declared)
                + ": no root compared reaches that class and field");
      }
    }
    return roots;
  }

  private static String missing(
      String name,
      ClassLoader before,
      CompareSide beforeSide,
      ClassLoader after,
      CompareSide afterSide) {
    boolean inBefore = exists(name, before);
    boolean inAfter = exists(name, after);
    if (inBefore && inAfter) {
      return null;
    }
    if (!inBefore && !inAfter) {
      return name
          + " is in neither release ("
          + beforeSide.label()
          + ", "
          + afterSide.label()
          + ")";
    }
    return name + " is only in release " + (inBefore ? beforeSide.label() : afterSide.label());
  }

  /** Whether a side's class path has the provider's class (or, for CLASS.METHOD, its class). */
  private static boolean providerIn(String provider, CompareRequest request, CompareSide side) {
    try (URLClassLoader loader = loader(request, side)) {
      int dot = provider.lastIndexOf('.');
      return exists(provider, loader) || (dot > 0 && exists(provider.substring(0, dot), loader));
    } catch (IOException e) {
      throw new CompareException("cannot close a release's class loader: " + e, e);
    }
  }

  private static boolean exists(String name, ClassLoader loader) {
    return loader.getResource(name.replace('.', '/') + ".class") != null;
  }

  private static boolean isRoot(String name, ClassLoader loader) {
    try {
      Class<?> type = Class.forName(name, false, loader);
      return ClassShapes.isRoot(type);
    } catch (ClassNotFoundException | LinkageError e) {
      return true;
    }
  }

  /**
   * The loader a side's classes and the team's samples are read in: the side's class path, then
   * where the samples are found besides it.
   */
  private static URLClassLoader loader(CompareRequest request, CompareSide side) {
    List<URL> urls = new ArrayList<>();
    List<Path> paths = new ArrayList<>(side.classpath());
    paths.addAll(request.declarations().samplesClasspath());
    for (Path path : paths) {
      try {
        urls.add(path.toUri().toURL());
      } catch (MalformedURLException e) {
        throw new CompareException("not a class path entry: " + path, e);
      }
    }
    return new URLClassLoader(
        "release-" + side.label(), urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
  }

  /**
   * How a side of a pair is named after the release's label: the library and its version, or, in a
   * migration, the configuration (and its version when named).
   */
  private static String sideLabel(
      UpgradePair pair, RegisteredConfiguration configuration, Optional<String> version) {
    if (pair.isMigration()) {
      return configuration.id() + version.map(v -> ":" + v).orElse("");
    }
    return artifact(configuration.info().library()) + " " + version.orElseThrow();
  }

  private static Map<String, UpgradePair> upgrades(
      CompareRequest request,
      List<RegisteredConfiguration> configurations,
      Map<String, RegisteredConfiguration> catalog) {
    Map<String, UpgradePair> pairs = new LinkedHashMap<>();
    for (String text : request.upgrades()) {
      UpgradePair pair;
      try {
        pair = UpgradePair.parse(text);
      } catch (IllegalArgumentException e) {
        throw new CompareException(e.getMessage(), e);
      }
      if (pair.isMigration() && !catalog.containsKey(pair.fromConfiguration())) {
        throw new CompareException(
            "upgrade "
                + text
                + " migrates from configuration '"
                + pair.fromConfiguration()
                + "', which no adapter has; known: "
                + String.join(", ", catalog.keySet()));
      }
      if (pair.isMigration() && !catalog.get(pair.fromConfiguration()).info().isSupported()) {
        throw new CompareException(
            "upgrade "
                + text
                + ": configuration '"
                + pair.fromConfiguration()
                + "' does not run on this JDK: "
                + catalog.get(pair.fromConfiguration()).info().unsupported());
      }
      if (configurations.stream().noneMatch(c -> c.id().equals(pair.configuration()))) {
        throw new CompareException(
            "upgrade "
                + text
                + " names configuration '"
                + pair.configuration()
                + "', which is not among those compared");
      }
      pairs.put(pair.configuration(), pair);
    }
    return pairs;
  }

  /**
   * A side's world: the release's own classes (its first class-path entry) first, then the
   * configuration's world (the adapter and its library), then the release's dependencies without
   * the artifacts the configuration's world holds (the worker session adds the kit's fixtures at
   * the end of every world). The library's versions are thus used consistently: a team's older
   * {@code jackson-annotations} does not replace the one its {@code jackson-databind} links
   * against. Each copy dropped is noted.
   */
  private static List<Path> world(
      String configuration, CompareSide side, List<Path> library, List<String> notes) {
    Map<String, JarArtifact> libraryArtifacts = new LinkedHashMap<>();
    library.forEach(p -> JarArtifact.of(p).ifPresent(a -> libraryArtifacts.put(a.key(), a)));
    List<Path> classpath = new ArrayList<>();
    classpath.add(side.classpath().get(0));
    library.stream().filter(p -> !classpath.contains(p)).forEach(classpath::add);
    for (Path dependency : side.classpath().subList(1, side.classpath().size())) {
      JarArtifact artifact = JarArtifact.of(dependency).orElse(null);
      JarArtifact kept = artifact == null ? null : libraryArtifacts.get(artifact.key());
      if (kept != null) {
        if (!kept.version().equals(artifact.version())) {
          String note =
              configuration
                  + ": release "
                  + side.label()
                  + "'s "
                  + artifact.key()
                  + " "
                  + artifact.version()
                  + " is left out for the configuration's "
                  + kept.version()
                  + " (the library's versions are used consistently)";
          if (!notes.contains(note)) {
            notes.add(note);
          }
        }
        continue;
      }
      if (!classpath.contains(dependency)) {
        classpath.add(dependency);
      }
    }
    return classpath;
  }

  private static String artifact(String library) {
    return library.substring(library.indexOf(':') + 1);
  }
}
