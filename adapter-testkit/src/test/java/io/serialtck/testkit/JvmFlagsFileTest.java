package io.serialtck.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.spi.SerializerConfiguration;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JvmFlagsFileTest {

  @Test
  void theFileHoldsEveryConfigurationsFlagsOnceInDeclarationOrder() {
    List<SerializerConfiguration> configurations =
        List.of(
            new Flagged(Map.of(17, List.of("--add-opens=java.base/java.lang=ALL-UNNAMED"))),
            new Flagged(Map.of()),
            new Flagged(
                Map.of(
                    17,
                    List.of(
                        "--add-opens=java.base/java.util=ALL-UNNAMED",
                        "--add-opens=java.base/java.lang=ALL-UNNAMED"),
                    25,
                    List.of("--sun-misc-unsafe-memory-access=allow"))));

    assertThat(JvmFlagsFile.flags(17, configurations))
        .containsExactly(
            "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/java.util=ALL-UNNAMED");
    assertThat(JvmFlagsFile.flags(25, configurations))
        .containsExactly("--sun-misc-unsafe-memory-access=allow");
    assertThat(JvmFlagsFile.flags(21, configurations)).isEmpty();
  }

  @Test
  void theLauncherReadsTheFileBackAsTheFlagsWereDeclared(@TempDir Path folder) throws Exception {
    String tricky = "-Dserialtck.probe=two words, \"quoted\", C:\\path #not a comment";
    Path file = folder.resolve("flags");
    Files.writeString(
        file, JvmFlagsFile.argumentFile(List.of("-Dserialtck.plain=1", tricky, "-Xshare:auto")));

    assertThat(launch("@" + file, "serialtck.probe"))
        .isEqualTo("two words, \"quoted\", C:\\path #not a comment");
    assertThat(launch("@" + file, "serialtck.plain")).isEqualTo("1");
  }

  @Test
  void anEmptyFileIsNoFlagAtAll(@TempDir Path folder) throws Exception {
    Path file = folder.resolve("flags");
    Files.writeString(file, JvmFlagsFile.argumentFile(List.of()));

    assertThat(Files.readString(file)).isEmpty();
    assertThat(launch("@" + file, "serialtck.plain")).isEqualTo("null");
  }

  /** What a JVM started with {@code argument} prints for the system property. */
  private static String launch(String argument, String property) throws Exception {
    Process process =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                argument,
                "-cp",
                System.getProperty("java.class.path"),
                PrintProperty.class.getName(),
                property)
            .redirectErrorStream(true)
            .start();
    String output = new String(process.getInputStream().readAllBytes()).strip();
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(process.exitValue()).as(output).isZero();
    return output;
  }

  /** Prints one system property. */
  public static final class PrintProperty {
    public static void main(String[] args) {
      System.out.print(System.getProperty(args[0]));
    }
  }

  /** A configuration that only declares flags. */
  private record Flagged(Map<Integer, List<String>> flagsByJdk) implements SerializerConfiguration {

    @Override
    public List<String> jvmFlags(int jdkFeatureVersion) {
      return flagsByJdk.getOrDefault(jdkFeatureVersion, List.of());
    }

    @Override
    public String id() {
      return "flagged";
    }

    @Override
    public String library() {
      return "test:flagged";
    }

    @Override
    public String libraryVersion() {
      return "1";
    }

    @Override
    public String description() {
      return "declares flags only";
    }

    @Override
    public byte[] write(Object object) {
      throw new UnsupportedOperationException();
    }

    @Override
    public Object read(byte[] bytes, Class<?> type) {
      throw new UnsupportedOperationException();
    }
  }
}
