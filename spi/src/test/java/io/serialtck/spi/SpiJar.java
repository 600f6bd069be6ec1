package io.serialtck.spi;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * The SPI's main sources compiled into a jar, optionally with one member added to {@link
 * SerializerConfiguration}: a version of the SPI that a change to it would publish.
 */
final class SpiJar {

  private static final Path SOURCES = Path.of("src/main/java/io/serialtck/spi");
  private static final String CHANGED = "SerializerConfiguration.java";

  private SpiJar() {}

  /** The SPI as its sources are. */
  static Path asItIs(Path folder) throws IOException {
    return build(folder.resolve("as-it-is"), "");
  }

  /** The SPI with {@code member} (Java source) added to the end of SerializerConfiguration. */
  static Path withMemberOnSerializerConfiguration(Path folder, String member) throws IOException {
    return build(folder.resolve("changed"), member);
  }

  private static Path build(Path folder, String member) throws IOException {
    Path sources = folder.resolve("src");
    Path classes = folder.resolve("classes");
    Files.createDirectories(sources);
    Files.createDirectories(classes);
    List<String> arguments = new ArrayList<>(List.of("--release", "17", "-d", classes.toString()));
    try (Stream<Path> files = Files.list(SOURCES)) {
      for (Path source : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        String text = Files.readString(source);
        if (source.getFileName().toString().equals(CHANGED)) {
          text = withMember(text, member);
        }
        Path copy = sources.resolve(source.getFileName());
        Files.writeString(copy, text);
        arguments.add(copy.toString());
      }
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac.run(null, null, null, arguments.toArray(String[]::new)) != 0) {
      throw new IllegalStateException("the SPI's sources did not compile with " + member);
    }
    return jar(classes, folder.resolve("serialtck-spi.jar"));
  }

  /** The interface's source with {@code member} before its closing brace. */
  private static String withMember(String source, String member) {
    int closing = source.lastIndexOf('}');
    return source.substring(0, closing) + member + "\n}\n";
  }

  private static Path jar(Path classes, Path jar) throws IOException {
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream out = new JarOutputStream(file);
        Stream<Path> tree = Files.walk(classes)) {
      for (Path path : tree.filter(Files::isRegularFile).sorted().toList()) {
        out.putNextEntry(new JarEntry(classes.relativize(path).toString().replace('\\', '/')));
        Files.copy(path, out);
        out.closeEntry();
      }
    }
    return jar;
  }
}
