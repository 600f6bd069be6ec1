package io.serialtck.maven;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Properties;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;

/** What the goal refuses before it resolves or runs anything. */
class CheckMojoParametersTest {

  private final Properties user = new Properties();
  private final CheckMojo mojo =
      new CheckMojo(null) {
        @Override
        Properties userProperties() {
          return user;
        }
      };

  CheckMojoParametersTest() {
    set("project", new MavenProject());
    set("configurations", List.of("java-standard"));
    set("roots", List.of("com.example.orders.OrderDto"));
    set("tries", 10);
  }

  @Test
  void withNeitherAPreviousReleaseNorAnUpgradeItNamesBoth() {
    assertThatThrownBy(mojo::execute)
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageContaining("previousRelease")
        .hasMessageContaining("libraryUpgrades");
  }

  @Test
  void aMalformedUpgradeIsNamedWithItsParameter() {
    set("libraryUpgrades", List.of("kryo-default:5.6.2"));

    assertThatThrownBy(mojo::execute)
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageStartingWith("libraryUpgrades: 'kryo-default:5.6.2'");
  }

  @Test
  void aCommandLinePropertyTheGoalDoesNotKnowIsRefused() {
    user.setProperty("serialtck.previousReleases", "com.example:orders:1.0");

    assertThatThrownBy(mojo::execute)
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageContaining("does not know serialtck.previousReleases");
  }

  @Test
  void theCommandLineWinsOverThePomsConfiguration() {
    set("previousRelease", "com.example:orders:1.0");
    user.setProperty("serialtck.roots", " ");

    assertThatThrownBy(mojo::execute)
        .isInstanceOf(MojoExecutionException.class)
        .as("-Dserialtck.roots replaced the configured root")
        .hasMessageContaining("needs roots");
  }

  @Test
  void emptyRootsAreNamed() {
    set("roots", List.of(" "));
    set("previousRelease", "com.example:orders:1.0");

    assertThatThrownBy(mojo::execute)
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageContaining("needs roots");
  }

  private void set(String name, Object value) {
    try {
      Field field = CheckMojo.class.getDeclaredField(name);
      field.setAccessible(true);
      field.set(mojo, value);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }
}
