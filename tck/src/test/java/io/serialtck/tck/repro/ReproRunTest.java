package io.serialtck.tck.repro;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reproducer's folder given as a path relative to the working directory ({@code repro --out
 * target/repro-sample}, as CI gives it) still runs its script: the script runs in its own folder,
 * where the relative path would not resolve.
 */
class ReproRunTest {

  @TempDir Path folder;

  @Test
  void runsTheScriptOfAFolderGivenRelativeToTheWorkingDirectory() throws IOException {
    Files.writeString(folder.resolve("run.sh"), "echo WRITE-EXIT 0\necho \"in $(pwd)\"\n");
    Path relative = Path.of("").toAbsolutePath().relativize(folder.toAbsolutePath());

    ReproOutput output = ReproRun.run(relative, Path.of(System.getProperty("java.home")));

    assertThat(output.exit("WRITE-EXIT")).as(output.text()).contains(0);
    assertThat(output.lastLine()).isEqualTo("in " + folder.toRealPath());
    assertThat(Files.readString(folder.resolve("run.log"))).isEqualTo(output.text());
  }
}
