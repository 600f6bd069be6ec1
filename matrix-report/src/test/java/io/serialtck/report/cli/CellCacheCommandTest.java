package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run} with the cell cache, as a user runs it twice: the second run says how many cells the
 * cache answered and, with {@code --verify-cache}, that the cells asked again agree; {@code
 * --no-cache} asks every cell.
 */
class CellCacheCommandTest {

  private static final String ADAPTERS = System.getProperty("serialtck.adapters", "../adapters");

  @TempDir Path dir;

  @Test
  void aSecondRunSaysWhatTheCacheAnsweredAndVerifiesASample() {
    CapturedCommand.Result first = run("first", "--cache-dir", dir.resolve("cache").toString());
    assertThat(first.exit()).as(first.err()).isZero();
    assertThat(first.err()).contains("Cell cache: " + dir.resolve("cache"));
    assertThat(first.out()).doesNotContain("answered from it");

    CapturedCommand.Result second =
        run("second", "--cache-dir", dir.resolve("cache").toString(), "--verify-cache", "2");

    assertThat(second.exit()).as(second.err()).isZero();
    assertThat(second.out())
        .contains("Cell cache: 2 of 2 cells answered from it, without a worker")
        .contains(
            "Cell cache: 2 of the cells it answered asked again of their workers (seed 42):"
                + " all agree");

    CapturedCommand.Result cold = run("cold", "--no-cache");
    assertThat(cold.exit()).as(cold.err()).isZero();
    assertThat(cold.err()).contains("Cell cache: off");
    assertThat(cold.out()).doesNotContain("answered from it");
  }

  private CapturedCommand.Result run(String out, String... cache) {
    String[] base = {
      "run",
      "--configurations",
      "java-standard",
      "--categories",
      "flexibility",
      "--scenarios",
      "enum,ArrayList",
      "--race",
      "none",
      "--adapters",
      ADAPTERS,
      "--out",
      dir.resolve(out).toString()
    };
    String[] args = new String[base.length + cache.length];
    System.arraycopy(base, 0, args, 0, base.length);
    System.arraycopy(cache, 0, args, base.length, cache.length);
    return CapturedCommand.execute(args);
  }
}
