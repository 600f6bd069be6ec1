package io.serialtck.testkit;

import io.serialtck.spi.SerializerConfiguration;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * A configuration's set-up as plain library code: the source of a class {@code SetUp} in the
 * default package, kept beside the configuration as the resource {@code
 * io/serialtck/setup/<id>.java} of its adapter, which a reproducer copies and which {@link
 * SetUpSourceSanity} keeps in step with the configuration.
 *
 * @param id the configuration's id
 * @param text the source text
 */
public record SetUpSource(String id, String text) {

  /** Where an adapter keeps the set-up source of a configuration, as a resource name. */
  public static String resourceName(String configurationId) {
    return "io/serialtck/setup/" + configurationId + ".java";
  }

  private static final Pattern CLASS_JAVADOC =
      Pattern.compile("/\\*\\*(.*?)\\*/\\s*public final class SetUp\\b", Pattern.DOTALL);

  private static final Pattern IMPORT = Pattern.compile("(?m)^import\\s+(static\\s+)?([\\w.]+)");

  /**
   * The set-up source of {@code configuration}, found with its own class loader.
   *
   * @throws IllegalStateException when the adapter has none
   */
  public static SetUpSource of(SerializerConfiguration configuration) throws IOException {
    String name = resourceName(configuration.id());
    ClassLoader loader = configuration.getClass().getClassLoader();
    URL found = loader.getResource(name);
    if (found == null) {
      throw new IllegalStateException(
          configuration.id()
              + " has no set-up source: add "
              + name
              + " to its adapter's resources");
    }
    try (InputStream in = found.openStream()) {
      return new SetUpSource(
          configuration.id(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  /** The Javadoc of class {@code SetUp}, its lines' stars dropped and white space collapsed. */
  public String classJavadoc() {
    Matcher matcher = CLASS_JAVADOC.matcher(text);
    if (!matcher.find()) {
      throw new IllegalStateException(id + "'s set-up source has no Javadoc on its class SetUp");
    }
    return collapse(matcher.group(1).replaceAll("(?m)^\\s*\\*", " "));
  }

  /** The imported names (types or packages), in order. */
  public List<String> imports() {
    List<String> names = new ArrayList<>();
    Matcher matcher = IMPORT.matcher(text);
    while (matcher.find()) {
      names.add(matcher.group(2));
    }
    return names;
  }

  /** Text with every run of white space as one space, trimmed. */
  public static String collapse(String text) {
    return text.replaceAll("\\s+", " ").strip();
  }

  /**
   * Compiles the source with the system Java compiler against {@code classpath} into {@code
   * folder}, and loads {@code SetUp} in a loader over that folder whose parent is {@code parent}.
   *
   * @throws IllegalStateException with javac's messages when it does not compile
   */
  public CompiledSetUp compile(Path folder, String classpath, ClassLoader parent)
      throws IOException, ClassNotFoundException {
    Path source = Files.createDirectories(folder.resolve("src")).resolve("SetUp.java");
    Files.writeString(source, text);
    Path classes = Files.createDirectories(folder.resolve("classes"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter messages = new StringWriter();
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
      boolean compiled =
          javac
              .getTask(
                  messages,
                  files,
                  null,
                  List.of("-d", classes.toString(), "-classpath", classpath, "-Xlint:none"),
                  null,
                  files.getJavaFileObjects(source))
              .call();
      if (!compiled) {
        throw new IllegalStateException(id + "'s set-up source does not compile:\n" + messages);
      }
    }
    URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, parent);
    return new CompiledSetUp(loader.loadClass("SetUp"));
  }
}
