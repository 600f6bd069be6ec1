package io.serialtck.maven;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AcceptCommandTest {

  @Test
  void theBuildsOwnFolderTakesTheCommandAsIs() {
    assertThat(AcceptCommand.forModule(CheckMojo.ACCEPT_COMMAND, ""))
        .isEqualTo("mvn verify -Dserialtck.updateBaseline");
  }

  @Test
  void aModuleOfALargerBuildIsNamed() {
    assertThat(AcceptCommand.forModule(CheckMojo.ACCEPT_COMMAND, "model/orders"))
        .isEqualTo("mvn verify -Dserialtck.updateBaseline -pl model/orders -am");
  }
}
