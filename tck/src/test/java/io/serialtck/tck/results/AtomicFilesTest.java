package io.serialtck.tck.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {

  @Test
  void aWriteThatFailsHalfWayLeavesTheEarlierFileWholeAndNoTemporaryFile(@TempDir Path dir)
      throws Exception {
    Path report = Files.writeString(dir.resolve("index.html"), "the earlier report");

    assertThatThrownBy(
            () ->
                AtomicFiles.write(
                    report,
                    out -> {
                      out.write("half of a new rep".getBytes(StandardCharsets.UTF_8));
                      throw new IOException("No space left on device");
                    }))
        .hasMessage("No space left on device");

    assertThat(report).hasContent("the earlier report");
    try (var files = Files.list(dir)) {
      assertThat(files).containsExactly(report);
    }
  }

  @Test
  void aWriteReplacesTheFileWhole(@TempDir Path dir) throws Exception {
    Path report = Files.writeString(dir.resolve("matrix.md"), "old");

    AtomicFiles.writeString(report, "new");

    assertThat(report).hasContent("new");
  }
}
