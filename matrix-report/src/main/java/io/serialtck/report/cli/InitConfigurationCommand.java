package io.serialtck.report.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code serialtck init-configuration}: writes a starting {@code SerializerConfiguration} for a
 * library into a team's test sources and registers it, so that the kit runs the library as the
 * team's services set it up: the fix for a built-in configuration whose cells measure nothing on
 * the team's classes (Kryo without a {@code UUID} serializer, Jackson without {@code java.time}).
 */
@Command(
    name = "init-configuration",
    mixinStandardHelpOptions = true,
    description =
        "Writes a starting SerializerConfiguration for a library (its set-up as the team's"
            + " services have it, to edit) into a project's src/test, and registers it in"
            + " src/test/resources/META-INF/services.",
    exitCodeListHeading = "Exit codes:%n",
    exitCodeList = {
      "0:the configuration was written",
      "2:a usage error (an unknown library, a class that exists already)",
      "4:a file cannot be written"
    })
final class InitConfigurationCommand implements Callable<Integer> {

  /** The libraries a starting configuration is written for. */
  static final List<String> LIBRARIES = List.of("java", "kryo", "jackson", "fory");

  static final String SERVICES = "META-INF/services/io.serialtck.spi.SerializerConfiguration";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--library",
      required = true,
      paramLabel = "NAME",
      description = "java, kryo, jackson or fory.")
  String library;

  @Option(
      names = "--package",
      required = true,
      paramLabel = "PACKAGE",
      description = "The package of the class, e.g. com.example.orders.serialtck.")
  String packageName;

  @Option(
      names = "--id",
      paramLabel = "ID",
      description = "The configuration's id (default: team-<library>).")
  String id;

  @Option(
      names = "--project",
      paramLabel = "DIR",
      description = "The project's folder, whose src/test receives the class (default: .).")
  Path project = Path.of(".");

  @Override
  public Integer call() throws IOException {
    if (!LIBRARIES.contains(library)) {
      throw usage("--library: '" + library + "' is none of " + String.join(", ", LIBRARIES));
    }
    if (!packageName.matches("[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)*")) {
      throw usage("--package: '" + packageName + "' is not a package name");
    }
    if (id != null && !id.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
      throw usage(
          "--id: '"
              + id
              + "' is not an id: letters, digits, '.', '_' and '-', starting with a letter or"
              + " digit (e.g. team-kryo)");
    }
    if (!Files.isDirectory(project)) {
      throw new EnvironmentException(
          Files.exists(project)
              ? "--project " + project + " is a file; the project's folder is asked for"
              : "--project: no such folder: " + project);
    }
    String configurationId = id != null ? id : "team-" + library;
    String className = className(configurationId);
    Path source =
        project
            .resolve("src/test/java")
            .resolve(packageName.replace('.', '/'))
            .resolve(className + ".java");
    if (Files.exists(source)) {
      throw usage(source + " exists: remove it or choose another --id");
    }
    Files.createDirectories(source.getParent());
    Files.writeString(source, render(template(library), packageName, className, configurationId));
    Path services = project.resolve("src/test/resources").resolve(SERVICES);
    Files.createDirectories(services.getParent());
    Files.writeString(
        services,
        packageName + "." + className + "\n",
        StandardOpenOption.CREATE,
        StandardOpenOption.APPEND);
    System.out.println("Wrote " + source + " and registered it in " + services + ".");
    System.out.println(
        "Edit it until it sets the library up as the services do, then name '"
            + configurationId
            + "' among the configurations (plugin: <configurations>, compare: --configurations"
            + " with --adapters or the test classes on the adapter class path).");
    return ExitCodes.OK;
  }

  /** {@code team-kryo} → {@code TeamKryoConfiguration}. */
  static String className(String configurationId) {
    StringBuilder name = new StringBuilder();
    for (String word : configurationId.split("[^A-Za-z0-9]+")) {
      if (!word.isEmpty()) {
        name.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
      }
    }
    return name + "Configuration";
  }

  /** The template's text with the package, class and id filled in. */
  static String render(String template, String packageName, String className, String id) {
    int firstDot = packageName.indexOf('.');
    String root =
        firstDot < 0 ? packageName : packageName.substring(0, packageName.lastIndexOf('.'));
    return template
        .replace("${package-root}", root)
        .replace("${package}", packageName)
        .replace("${class}", className)
        .replace("${id}", id);
  }

  static String template(String library) throws IOException {
    try (InputStream in =
        InitConfigurationCommand.class.getResourceAsStream("starters/" + library + ".java.txt")) {
      if (in == null) {
        throw new IllegalStateException("no starter for " + library + " in the kit's jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private CommandLine.ParameterException usage(String message) {
    return new CommandLine.ParameterException(spec.commandLine(), message);
  }
}
