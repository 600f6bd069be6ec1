package io.serialtck.report.compare;

import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.release.ClassShapes;
import io.serialtck.tck.release.ReleaseRoot;
import io.serialtck.tck.release.ReleaseWorlds;
import io.serialtck.tck.release.RootNames;
import io.serialtck.tck.resolve.LibraryResolver;
import io.serialtck.tck.resolve.VersionedWorld;
import io.serialtck.tck.upgrade.UpgradePair;
import io.serialtck.tck.worker.WorkerClasspath;
import java.io.IOException;
import java.io.PrintStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
    List<ReleaseRoot> roots = roots(request, notes);
    Map<String, UpgradePair> upgrades = upgrades(request, configurations);
    Map<String, ReleaseWorlds> worlds = new LinkedHashMap<>();
    try (LibraryResolver resolver = upgrades.isEmpty() ? null : new LibraryResolver()) {
      for (RegisteredConfiguration configuration : configurations) {
        UpgradePair pair = upgrades.get(configuration.id());
        List<Path> own = configuration.worldClasspath();
        List<Path> before = own;
        List<Path> after = own;
        String beforeLabel = request.before().label();
        String afterLabel = request.after().label();
        if (pair != null) {
          out.println("resolving " + configuration.info().library() + " " + pair.versions());
          VersionedWorld versioned = new VersionedWorld(resolver);
          before = versioned.classpath(configuration, pair.from());
          after = versioned.classpath(configuration, pair.to());
          String library = artifact(configuration.info().library());
          beforeLabel += " " + library + " " + pair.from();
          afterLabel += " " + library + " " + pair.to();
        }
        worlds.put(
            configuration.id(),
            new ReleaseWorlds(
                beforeLabel,
                world(request.before().classpath(), before),
                afterLabel,
                world(request.after().classpath(), after)));
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

  private static List<ReleaseRoot> roots(CompareRequest request, List<String> notes) {
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
    try (URLClassLoader before = loader(request.before());
        URLClassLoader after = loader(request.after())) {
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
          roots.add(ReleaseRoot.of(name, before, after));
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

  private static URLClassLoader loader(CompareSide side) {
    List<URL> urls = new ArrayList<>();
    for (Path path : side.classpath()) {
      try {
        urls.add(path.toUri().toURL());
      } catch (MalformedURLException e) {
        throw new CompareException("not a class path entry: " + path, e);
      }
    }
    return new URLClassLoader(
        "release-" + side.label(), urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
  }

  private static Map<String, UpgradePair> upgrades(
      CompareRequest request, List<RegisteredConfiguration> configurations) {
    Map<String, UpgradePair> pairs = new LinkedHashMap<>();
    for (String text : request.upgrades()) {
      UpgradePair pair;
      try {
        pair = UpgradePair.parse(text);
      } catch (IllegalArgumentException e) {
        throw new CompareException(e.getMessage(), e);
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

  /** The release's classes first, then the configuration's world, then the kit's fixtures. */
  private static List<Path> world(List<Path> release, List<Path> configuration) {
    List<Path> classpath = new ArrayList<>(release);
    configuration.stream().filter(p -> !classpath.contains(p)).forEach(classpath::add);
    classpath.add(WorkerClasspath.fixtureObjects());
    return classpath;
  }

  private static String artifact(String library) {
    return library.substring(library.indexOf(':') + 1);
  }
}
