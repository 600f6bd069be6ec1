package io.serialtck.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import org.junit.jupiter.api.Test;

class DifferenceMessageTest {

  private static final File BASELINE = new File("src/serialtck/baseline");

  @Test
  void saysHowManyCellsDifferAndRepeatsTheAcceptCommand() {
    assertThat(DifferenceMessage.of(4, BASELINE, CheckMojo.ACCEPT_COMMAND))
        .startsWith("4 cells differ from the baseline " + BASELINE)
        .endsWith("as the new baseline: mvn verify -Dserialtck.updateBaseline");
    assertThat(DifferenceMessage.of(1, BASELINE, "cmd")).startsWith("1 cell differs ");
  }

  @Test
  void withoutACountStillNamesTheBaselineAndTheCommand() {
    assertThat(DifferenceMessage.of(-1, BASELINE, "cmd"))
        .startsWith("Cells differ from the baseline " + BASELINE)
        .endsWith(": cmd");
  }
}
