package io.serialtck.tck.release;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/** A release of a team's classes compiled from source in a test, as javac would build them. */
final class CompiledRelease {

  private CompiledRelease() {}

  /** Compiles {@code sources} (class name to source) into {@code folder}/classes. */
  static Path compile(Path folder, Map<String, String> sources) throws IOException {
    Path src = folder.resolve("src");
    Path classes = Files.createDirectories(folder.resolve("classes"));
    List<String> arguments = new ArrayList<>(List.of("-d", classes.toString()));
    for (Map.Entry<String, String> source : sources.entrySet()) {
      Path file = src.resolve(source.getKey().replace('.', '/') + ".java");
      Files.createDirectories(file.getParent());
      Files.writeString(file, source.getValue());
      arguments.add(file.toString());
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac.run(null, null, System.err, arguments.toArray(String[]::new)) != 0) {
      throw new IllegalStateException("the test's sources do not compile: " + sources.keySet());
    }
    return classes;
  }

  static URLClassLoader loader(Path classes) throws IOException {
    return new URLClassLoader(
        new URL[] {classes.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
  }
}
