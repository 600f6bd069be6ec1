package io.serialtck.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.report.compare.CompareSide;
import io.serialtck.tck.discovery.AdapterCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JUnit route compares a team's two releases: one dynamic test per cell, failing as the gate.
 */
class SerialTckReleasesTest {

  private static final String ORDER =
      "package shop; public class Order implements java.io.Serializable {"
          + " private static final long serialVersionUID = 1L; private long quantity;"
          + " private String note; }";

  @TempDir Path dir;

  @Test
  void eachCellIsATestThatFailsWhereTheGateDoes() throws IOException {
    Path v1 = compile("1.0", ORDER);
    Path v2 = compile("2.0", ORDER.replace("private long quantity;", "private String quantity;"));
    Path v11 = compile("1.1", ORDER.replace("private String note;", "private String note, tag;"));

    Map<String, DynamicTest> breaking = tests(v1, v2);
    assertThat(breaking.keySet())
        .containsExactly(
            "java-standard › shop.Order › backward",
            "java-standard › shop.Order › forward",
            "baseline › entries no cell matched");
    assertThatThrownBy(
            () -> breaking.get("java-standard › shop.Order › backward").getExecutable().execute())
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("incompatible types for field quantity");

    Map<String, DynamicTest> compatible = tests(v1, v11);
    for (DynamicTest test : compatible.values()) {
      try {
        test.getExecutable().execute();
      } catch (Throwable failed) {
        throw new AssertionError(test.getDisplayName() + " failed", failed);
      }
    }
  }

  private Map<String, DynamicTest> tests(Path before, Path after) {
    SerialTckReleases releases =
        new SerialTckReleases() {
          @Override
          protected Map<String, List<Path>> adapters() {
            return Map.of(
                "java-standard",
                AdapterCatalog.adapterClasspaths(Path.of("..", "adapters")).get("java-standard"));
          }

          @Override
          protected List<String> configurations() {
            return List.of("java-standard");
          }

          @Override
          protected CompareSide before() {
            return new CompareSide(before.getFileName().toString(), List.of(before));
          }

          @Override
          protected CompareSide after() {
            return new CompareSide(after.getFileName().toString(), List.of(after));
          }

          @Override
          protected List<String> roots() {
            return List.of("shop.Order");
          }

          @Override
          protected int tries() {
            return 3;
          }

          @Override
          protected Path reportFolder() {
            return dir.resolve("report-" + after.getFileName());
          }
        };
    return releases
        .releases()
        .collect(
            Collectors.toMap(
                DynamicTest::getDisplayName,
                test -> test,
                (a, b) -> a,
                java.util.LinkedHashMap::new));
  }

  private Path compile(String release, String source) throws IOException {
    Path src = Files.createDirectories(dir.resolve("src-" + release).resolve("shop"));
    Files.writeString(src.resolve("Order.java"), source);
    Path classes = Files.createDirectories(dir.resolve(release));
    int exit =
        ToolProvider.getSystemJavaCompiler()
            .run(
                null,
                null,
                System.err,
                "-d",
                classes.toString(),
                src.resolve("Order.java").toString());
    assertThat(exit).isZero();
    return classes;
  }
}
