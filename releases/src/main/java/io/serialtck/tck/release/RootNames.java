package io.serialtck.tck.release;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The root classes a comparison names: a class name as given, a package as every top-level class
 * directly in it (not its sub-packages) in either release's own classes (the first entry of each
 * side's class path, a jar or a class folder).
 */
public final class RootNames {

  private RootNames() {}

  /**
   * @param roots class names or package names
   * @param releases the jar or class folder of each release's classes
   * @return the class names, in the order asked, each once
   * @throws IllegalArgumentException when an entry names a package holding no class in any release
   */
  public static List<String> expand(List<String> roots, List<Path> releases) {
    Set<String> names = new LinkedHashSet<>();
    for (String root : roots) {
      List<String> inPackage = new ArrayList<>();
      for (Path release : releases) {
        inPackage.addAll(classesIn(release, root));
      }
      if (!inPackage.isEmpty()) {
        inPackage.stream().sorted().forEach(names::add);
      } else if (looksLikeClass(root)) {
        names.add(root);
      } else {
        throw new IllegalArgumentException(
            "root '"
                + root
                + "' is neither a class name nor a package holding classes in "
                + releases);
      }
    }
    return List.copyOf(names);
  }

  private static boolean looksLikeClass(String root) {
    String simple = root.substring(root.lastIndexOf('.') + 1);
    return !simple.isEmpty() && Character.isUpperCase(simple.charAt(0));
  }

  /** Top-level classes directly in {@code packageName}. */
  static List<String> classesIn(Path release, String packageName) {
    String folder = packageName.replace('.', '/') + "/";
    List<String> entries = new ArrayList<>();
    try {
      if (Files.isDirectory(release)) {
        Path dir = release.resolve(folder);
        if (Files.isDirectory(dir)) {
          try (Stream<Path> files = Files.list(dir)) {
            files.map(f -> folder + f.getFileName()).forEach(entries::add);
          }
        }
      } else if (Files.isRegularFile(release)) {
        try (JarFile jar = new JarFile(release.toFile())) {
          for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
            entries.add(e.nextElement().getName());
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + release, e);
    }
    return entries.stream()
        .filter(name -> name.startsWith(folder) && name.endsWith(".class"))
        .map(name -> name.substring(folder.length(), name.length() - ".class".length()))
        .filter(simple -> !simple.contains("/") && !simple.contains("$"))
        .filter(simple -> !simple.equals("package-info") && !simple.equals("module-info"))
        .map(simple -> packageName + "." + simple)
        .toList();
  }
}
