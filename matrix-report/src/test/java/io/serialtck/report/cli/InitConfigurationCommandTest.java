package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.discovery.AdapterCatalog;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/**
 * {@code init-configuration} writes a starting configuration that compiles against the SPI and the
 * library the kit's own adapter uses, and registers it.
 */
class InitConfigurationCommandTest {

  @TempDir Path project;

  @ParameterizedTest
  @CsvSource({"java,java-standard", "kryo,kryo", "jackson,jackson", "fory,fory"})
  void writesAStarterThatCompilesAndRegistersIt(String library, String adapter) throws Exception {
    int exit =
        SerialTck.commandLine()
            .execute(
                "init-configuration",
                "--library",
                library,
                "--package",
                "com.example.orders.serialtck",
                "--project",
                project.toString());

    assertThat(exit).isZero();
    String className = InitConfigurationCommand.className("team-" + library);
    Path source =
        project.resolve("src/test/java/com/example/orders/serialtck/" + className + ".java");
    assertThat(source).content().contains("return \"team-" + library + "\";");
    assertThat(project.resolve("src/test/resources/" + InitConfigurationCommand.SERVICES))
        .content()
        .isEqualTo("com.example.orders.serialtck." + className + "\n");
    assertThat(compile(source, adapter, project.resolve("classes")))
        .as("javac's exit code")
        .isZero();
  }

  @Test
  void refusesALibraryItHasNoStarterFor() {
    CommandLine line = SerialTck.commandLine();
    java.io.StringWriter err = new java.io.StringWriter();
    line.setErr(new java.io.PrintWriter(err));

    int exit =
        line.execute(
            "init-configuration",
            "--library",
            "cobol",
            "--package",
            "com.example",
            "--project",
            project.toString());

    assertThat(exit).isEqualTo(ExitCodes.USAGE);
    assertThat(err.toString()).contains("'cobol' is none of java, kryo, jackson, fory");
  }

  private static int compile(Path source, String adapter, Path out) throws Exception {
    Map<String, List<Path>> adapters =
        AdapterCatalog.adapterClasspaths(
            Path.of(System.getProperty("serialtck.adapters", "../adapters")));
    List<Path> classpath = new ArrayList<>(adapters.get(adapter));
    classpath.add(spiJar());
    Files.createDirectories(out);
    return ToolProvider.getSystemJavaCompiler()
        .run(
            null,
            null,
            null,
            "-d",
            out.toString(),
            "-Xlint:all",
            "-Werror",
            "-cp",
            classpath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)),
            source.toString());
  }

  /** The SPI's classes, as the test's class path has them (through the kit's modules). */
  private static Path spiJar() {
    return java.util.Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .map(Path::of)
        .filter(p -> p.toString().contains("serialtck-spi") || p.endsWith("spi/target/classes"))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no SPI on the test's class path"));
  }
}
