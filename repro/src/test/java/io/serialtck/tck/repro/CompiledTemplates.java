package io.serialtck.tck.repro;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * A reproducer's fixed sources (or any sources) compiled in a test with the system compiler,
 * against the test's class path, and loaded in a loader whose parent is the test's own: the classes
 * they print are the test's.
 */
final class CompiledTemplates {

  private CompiledTemplates() {}

  /** Compiles {@code sources} (file name to text) into {@code folder} and loads them. */
  static ClassLoader compile(Path folder, Map<String, String> sources) throws IOException {
    Path src = Files.createDirectories(folder.resolve("src"));
    Path classes = Files.createDirectories(folder.resolve("classes"));
    List<Path> files = new ArrayList<>();
    for (Map.Entry<String, String> source : sources.entrySet()) {
      Path file = src.resolve(source.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, source.getValue());
      files.add(file);
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter messages = new StringWriter();
    try (StandardJavaFileManager manager =
        javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
      boolean compiled =
          javac
              .getTask(
                  messages,
                  manager,
                  null,
                  List.of(
                      "-d",
                      classes.toString(),
                      "-classpath",
                      System.getProperty(
                          "surefire.test.class.path", System.getProperty("java.class.path")),
                      "-Xlint:none",
                      "-nowarn"),
                  null,
                  manager.getJavaFileObjectsFromPaths(files))
              .call();
      if (!compiled) {
        throw new IllegalStateException("the sources do not compile:\n" + messages);
      }
    }
    return new URLClassLoader(
        new URL[] {classes.toUri().toURL()}, CompiledTemplates.class.getClassLoader());
  }
}
