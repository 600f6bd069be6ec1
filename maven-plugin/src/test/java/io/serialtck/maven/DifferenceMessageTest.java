package io.serialtck.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DifferenceMessageTest {

  @TempDir Path project;

  @Test
  void saysHowManyCellsDifferFromTheBaselineAndRepeatsTheAcceptCommand() {
    File baseline = project.toFile();

    assertThat(DifferenceMessage.of(4, baseline, CheckMojo.ACCEPT_COMMAND))
        .startsWith("4 cells differ from the baseline " + baseline + " ")
        .endsWith("as the baseline: mvn verify -Dserialtck.updateBaseline");
    assertThat(DifferenceMessage.of(1, baseline, "cmd")).startsWith("1 cell differs from ");
  }

  @Test
  void withoutABaselineFolderSaysTheCellsDoNotPass() {
    File missing = project.resolve("src/serialtck/baseline").toFile();

    assertThat(DifferenceMessage.of(3, missing, "cmd"))
        .startsWith("3 cells do not pass, and there is no baseline at " + missing)
        .endsWith(": cmd");
  }
}
