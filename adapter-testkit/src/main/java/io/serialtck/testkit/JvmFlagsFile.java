package io.serialtck.testkit;

import io.serialtck.spi.SerializerConfiguration;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Writes the JVM flags an adapter module's tests need, taken from its configurations themselves:
 * every {@link SerializerConfiguration} the class path registers (with {@link ServiceLoader}) is
 * asked for its {@link SerializerConfiguration#jvmFlags(int) jvmFlags} on the running JDK, and the
 * union is written as an argument file of the {@code java} launcher, one flag a line (an empty file
 * when none needs any). A build runs it on the module's test class path before the tests and hands
 * the file to the test JVM, as the adapters' parent POM does:
 *
 * <pre>{@code
 * java -cp <test class path> io.serialtck.testkit.JvmFlagsFile target/serialtck-jvm-flags
 * <argLine>@${project.build.directory}/serialtck-jvm-flags</argLine>
 * }</pre>
 *
 * <p>So the flags are declared once, in the configuration, for its workers and its tests alike.
 */
public final class JvmFlagsFile {

  /** What the launcher would split or take for a comment, unless it is quoted. */
  private static final Pattern NEEDS_QUOTES = Pattern.compile("[\\s\"'#\\\\]");

  private JvmFlagsFile() {}

  /**
   * Writes the argument file.
   *
   * @param args the file to write
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: JvmFlagsFile <argument file to write>");
      System.exit(2);
    }
    Path file = Path.of(args[0]).toAbsolutePath();
    Files.createDirectories(file.getParent());
    Files.writeString(
        file,
        argumentFile(
            flags(Runtime.version().feature(), ServiceLoader.load(SerializerConfiguration.class))));
  }

  /** The flags of all the configurations on a JDK, each once, in the order first declared. */
  static List<String> flags(
      int jdkFeatureVersion, Iterable<? extends SerializerConfiguration> configurations) {
    Set<String> flags = new LinkedHashSet<>();
    for (SerializerConfiguration configuration : configurations) {
      flags.addAll(configuration.jvmFlags(jdkFeatureVersion));
    }
    return List.copyOf(flags);
  }

  /** The flags as the launcher's argument file: one a line, quoted where it would split them. */
  static String argumentFile(List<String> flags) {
    StringBuilder file = new StringBuilder();
    for (String flag : flags) {
      file.append(quoted(flag)).append('\n');
    }
    return file.toString();
  }

  private static String quoted(String flag) {
    if (!NEEDS_QUOTES.matcher(flag).find()) {
      return flag;
    }
    return '"' + flag.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }
}
