package io.serialtck.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Properties;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;

class CommandLinePropertiesTest {

  @Test
  void readsTheGoalsPropertiesAsTheCommandLineGivesThem() throws MojoExecutionException {
    Properties user = new Properties();
    user.setProperty("serialtck.previousRelease", "com.example:orders:1.0");
    user.setProperty("serialtck.renames", "a.B.x=y, c.D.p=q");
    user.setProperty("serialtck.updateBaseline", "");
    user.setProperty("serialtck.tries", "7");
    CommandLineProperties properties = new CommandLineProperties(user);

    properties.refuseUnknown();
    assertThat(properties.text("serialtck.previousRelease")).contains("com.example:orders:1.0");
    assertThat(properties.list("serialtck.renames")).contains(List.of("a.B.x=y", "c.D.p=q"));
    assertThat(properties.flag("serialtck.updateBaseline")).contains(true);
    assertThat(properties.number("serialtck.tries")).contains(7L);
    assertThat(properties.text("serialtck.seed")).isEmpty();
  }

  @Test
  void aPropertyTheGoalDoesNotKnowIsRefusedNotIgnored() {
    Properties user = new Properties();
    user.setProperty("serialtck.previousReleases", "com.example:orders:1.0");

    assertThatThrownBy(() -> new CommandLineProperties(user).refuseUnknown())
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageContaining("does not know serialtck.previousReleases")
        .hasMessageContaining("serialtck.previousRelease,");
  }

  @Test
  void aNumberThatIsNoneIsRefused() {
    Properties user = new Properties();
    user.setProperty("serialtck.seed", "forty-two");

    assertThatThrownBy(() -> new CommandLineProperties(user).number("serialtck.seed"))
        .hasMessageContaining("-Dserialtck.seed=forty-two is not a number");
  }
}
