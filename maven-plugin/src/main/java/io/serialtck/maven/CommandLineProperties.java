package io.serialtck.maven;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.apache.maven.plugin.MojoExecutionException;

/**
 * The goal's {@code -Dserialtck.*} properties of the command line, which win over the POM's
 * configuration of the same parameter (Maven would let the POM win and ignore them silently), and
 * an error for one the goal does not know, so that no property is ignored without a word.
 */
final class CommandLineProperties {

  /** Every property the goal reads. */
  static final Set<String> KNOWN =
      Set.of(
          "serialtck.configurations",
          "serialtck.roots",
          "serialtck.previousRelease",
          "serialtck.libraryUpgrades",
          "serialtck.baseline",
          "serialtck.updateBaseline",
          "serialtck.seed",
          "serialtck.tries",
          "serialtck.renames",
          "serialtck.acceptUnmeasured",
          "serialtck.samples",
          "serialtck.acceptedRemovals",
          "serialtck.jdk",
          "serialtck.reportFolder",
          "serialtck.fieldsOnly",
          "serialtck.skip");

  private final Properties user;

  CommandLineProperties(Properties user) {
    this.user = user;
  }

  /**
   * Refuses a {@code -Dserialtck.*} property the goal does not know.
   *
   * @throws MojoExecutionException naming it and the known ones
   */
  void refuseUnknown() throws MojoExecutionException {
    Set<String> unknown = new TreeSet<>();
    for (String name : user.stringPropertyNames()) {
      if (name.startsWith("serialtck.") && !KNOWN.contains(name)) {
        unknown.add(name);
      }
    }
    if (!unknown.isEmpty()) {
      throw new MojoExecutionException(
          "serialtck:check does not know "
              + String.join(", ", unknown)
              + "; its properties are "
              + String.join(", ", new TreeSet<>(KNOWN)));
    }
  }

  /** The command line's value of a property, if it gives one. */
  Optional<String> text(String name) {
    return Optional.ofNullable(user.getProperty(name));
  }

  /** A comma-separated list given on the command line. */
  Optional<List<String>> list(String name) {
    return text(name)
        .map(
            value ->
                Arrays.stream(value.split(","))
                    .map(String::strip)
                    .filter(v -> !v.isEmpty())
                    .toList());
  }

  /** A flag: {@code -Dserialtck.skip} alone is true, as Maven reads it. */
  Optional<Boolean> flag(String name) {
    return text(name).map(value -> value.isEmpty() || Boolean.parseBoolean(value));
  }

  /**
   * A number given on the command line.
   *
   * @throws MojoExecutionException when it is not one
   */
  Optional<Long> number(String name) throws MojoExecutionException {
    Optional<String> text = text(name);
    if (text.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(Long.parseLong(text.get().strip()));
    } catch (NumberFormatException e) {
      throw new MojoExecutionException("-D" + name + "=" + text.get() + " is not a number", e);
    }
  }
}
