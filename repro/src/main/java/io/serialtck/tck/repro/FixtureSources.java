package io.serialtck.tck.repro;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A flexibility fixture's own source file and every source of the kit's fixture package it needs
 * (the classes of its package it names, the {@code support} classes it imports), taken from the
 * kit's checkout and moved to the package {@code repro.objects}; the kit's {@code Fixture} and
 * {@code StructuralProperty} become the reproducer's local copies in {@code repro.spi}. The fixture
 * object is the cell's test data, so it travels as it is; nothing of the kit's harness does.
 */
final class FixtureSources {

  /** The kit's package of fixture objects. */
  static final String KIT_PACKAGE = "io.serialtck.fixtures.objects";

  /** Where the reproducer puts them. */
  static final String REPRO_PACKAGE = "repro.objects";

  private static final Map<String, String> RENAMES =
      Map.of(
          "io.serialtck.spi.Fixture",
          "repro.spi.Fixture",
          "io.serialtck.spi.StructuralProperty",
          "repro.spi.StructuralProperty",
          KIT_PACKAGE,
          REPRO_PACKAGE);

  private static final Pattern IMPORT =
      Pattern.compile("(?m)^import\\s+" + Pattern.quote(KIT_PACKAGE) + "\\.([\\w.]+);");

  private static final Pattern NAME = Pattern.compile("\\b[A-Z]\\w*\\b");

  private static final Pattern KIT_NAME = Pattern.compile("\\bio\\.serialtck\\.[\\w.]+");

  private FixtureSources() {}

  /** The reproducer's name of a kit fixture class. */
  static String reproName(String kitClass) {
    if (!kitClass.startsWith(KIT_PACKAGE + ".")) {
      throw new ReproRefusedException(kitClass + " is not in the kit's fixture package");
    }
    return REPRO_PACKAGE + kitClass.substring(KIT_PACKAGE.length());
  }

  /**
   * The sources the fixture needs, by path relative to a source root ({@code
   * repro/objects/SessionFixture.java}), their package moved.
   *
   * @param sourceRoot the kit's {@code fixture-objects/src/main/java}
   * @throws ReproRefusedException when a source is missing or names a kit class that is no fixture
   *     source
   */
  static Map<String, String> of(String fixtureClass, Path sourceRoot) throws IOException {
    Map<String, String> sources = new LinkedHashMap<>();
    Deque<String> pending = new ArrayDeque<>();
    pending.add(topLevel(fixtureClass));
    while (!pending.isEmpty()) {
      String className = pending.poll();
      String path = className.replace('.', '/') + ".java";
      if (sources.containsKey(path)) {
        continue;
      }
      Path file = sourceRoot.resolve(path);
      if (!Files.isRegularFile(file)) {
        throw new ReproRefusedException(
            fixtureClass
                + " cannot be carried: its source "
                + path
                + " is not in "
                + sourceRoot
                + " (a reproducer copies the fixture's sources from the kit's checkout)");
      }
      String text = Files.readString(file);
      sources.put(path, text);
      Matcher imported = IMPORT.matcher(text);
      while (imported.find()) {
        pending.add(KIT_PACKAGE + "." + imported.group(1));
      }
      String packageName = className.substring(0, className.lastIndexOf('.'));
      Matcher name = NAME.matcher(stripComments(text));
      while (name.find()) {
        Path sibling = file.resolveSibling(name.group() + ".java");
        if (Files.isRegularFile(sibling)) {
          pending.add(packageName + "." + name.group());
        }
      }
    }
    Map<String, String> moved = new LinkedHashMap<>();
    sources.forEach((path, text) -> moved.put(reproPath(path), rename(fixtureClass, text)));
    return moved;
  }

  private static String topLevel(String className) {
    int nested = className.indexOf('$');
    return nested < 0 ? className : className.substring(0, nested);
  }

  private static String reproPath(String path) {
    return REPRO_PACKAGE.replace('.', '/') + path.substring(KIT_PACKAGE.length());
  }

  private static String rename(String fixtureClass, String text) {
    String renamed = text;
    for (Map.Entry<String, String> rename : RENAMES.entrySet()) {
      renamed = renamed.replace(rename.getKey(), rename.getValue());
    }
    Matcher left = KIT_NAME.matcher(stripComments(renamed));
    if (left.find()) {
      throw new ReproRefusedException(
          fixtureClass
              + " cannot be carried: its sources use "
              + left.group()
              + ", a class of the kit that is not a fixture object");
    }
    return renamed;
  }

  /** The text without comments, so that a class named only in Javadoc is not taken along. */
  private static String stripComments(String text) {
    return text.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\\n]*", " ");
  }
}
