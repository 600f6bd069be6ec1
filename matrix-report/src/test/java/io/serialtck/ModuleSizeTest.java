package io.serialtck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No module of the kit holds more than a quarter of its main lines (the Java under {@code
 * src/main/java} of every module, the adapters' included; the examples are a team's code, not the
 * kit's): a module that grows past it holds more than one job and is to be split by job, as
 * ARCHITECTURE.md's module table shows.
 */
class ModuleSizeTest {

  private static final Path KIT = Path.of("..");
  private static final double LIMIT = 0.25;

  @Test
  void noModuleHoldsMoreThanAQuarterOfTheMainLines() throws IOException {
    Map<String, Long> lines = new TreeMap<>();
    try (Stream<Path> folders = Files.walk(KIT)) {
      folders
          .filter(Files::isDirectory)
          .filter(p -> p.endsWith(Path.of("src", "main", "java")))
          .filter(p -> !p.toString().contains("/target/") && !p.startsWith(KIT.resolve("examples")))
          .forEach(
              p ->
                  lines.put(
                      KIT.relativize(p.getParent().getParent().getParent()).toString(), count(p)));
    }
    long total = lines.values().stream().mapToLong(Long::longValue).sum();

    assertThat(lines).containsKeys("tck", "matrix-report", "race-engine");
    assertThat(total).isGreaterThan(10_000);
    lines.forEach(
        (module, count) ->
            assertThat((double) count / total)
                .as("%s: %d of %d main lines", module, count, total)
                .isLessThanOrEqualTo(LIMIT));
  }

  private static long count(Path sources) {
    try (Stream<Path> files = Files.walk(sources)) {
      return files
          .filter(f -> f.toString().endsWith(".java"))
          .mapToLong(
              f -> {
                try (Stream<String> text = Files.lines(f)) {
                  return text.count();
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              })
          .sum();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
