package io.serialtck.tck.resolve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Maven's rules for the local repository and the mirror of Maven Central, on a made-up home. */
class MavenRepositoriesTest {

  @TempDir Path home;

  private final Properties system = new Properties();
  private final Map<String, String> environment = new HashMap<>();

  private MavenRepositories discover() {
    system.setProperty("user.home", home.toString());
    return MavenRepositories.discover(system, environment);
  }

  private void userSettings(String body) throws IOException {
    Files.createDirectories(home.resolve(".m2"));
    Files.writeString(home.resolve(".m2/settings.xml"), "<settings>" + body + "</settings>");
  }

  @Test
  void withNothingSetItIsTheHomesRepositoryAndMavenCentral() {
    MavenRepositories found = discover();

    assertThat(found.localRepository()).isEqualTo(home.resolve(".m2/repository"));
    assertThat(found.localRepositoryOrigin()).isEqualTo("default");
    assertThat(found.remote().getUrl()).isEqualTo(MavenRepositories.CENTRAL.getUrl());
    assertThat(found.remoteName()).isEqualTo("Maven Central");
    assertThat(found.offline()).isFalse();
  }

  @Test
  void theUsersSettingsNameTheLocalRepositoryAndAMirrorOfCentral() throws IOException {
    userSettings(
        "<localRepository>"
            + home.resolve("elsewhere")
            + "</localRepository>"
            + "<mirrors><mirror><id>corporate</id><mirrorOf>external:*</mirrorOf>"
            + "<url>https://repo.example.com/maven2</url></mirror></mirrors>"
            + "<servers><server><id>corporate</id><username>team</username>"
            + "<password>secret</password></server></servers>");

    MavenRepositories found = discover();

    assertThat(found.localRepository()).isEqualTo(home.resolve("elsewhere"));
    assertThat(found.localRepositoryOrigin()).endsWith("settings.xml");
    assertThat(found.remote().getId()).isEqualTo("corporate");
    assertThat(found.remote().getUrl()).isEqualTo("https://repo.example.com/maven2");
    assertThat(found.remote().getAuthentication()).isNotNull();
    assertThat(found.remoteName()).isEqualTo("mirror corporate (https://repo.example.com/maven2)");
  }

  @Test
  void aMirrorOfAnotherRepositoryLeavesCentralAlone() throws IOException {
    userSettings(
        "<mirrors><mirror><id>other</id><mirrorOf>snapshots,!central</mirrorOf>"
            + "<url>https://repo.example.com/snapshots</url></mirror></mirrors>");

    assertThat(discover().remote().getUrl()).isEqualTo(MavenRepositories.CENTRAL.getUrl());
  }

  @Test
  void theCommandLinesPropertyWinsOverTheEnvironmentAndTheSettings() throws IOException {
    userSettings("<localRepository>" + home.resolve("from-settings") + "</localRepository>");
    environment.put("MAVEN_OPTS", "-Xmx1g -Dmaven.repo.local=" + home.resolve("from-opts"));
    environment.put("MAVEN_ARGS", "-B -Dmaven.repo.local=" + home.resolve("from-args"));

    assertThat(discover().localRepository()).isEqualTo(home.resolve("from-args"));
    environment.remove("MAVEN_ARGS");
    assertThat(discover().localRepository()).isEqualTo(home.resolve("from-opts"));
    assertThat(discover().localRepositoryOrigin()).isEqualTo("MAVEN_OPTS");
    system.setProperty("maven.repo.local", home.resolve("from-property").toString());
    assertThat(discover().localRepository()).isEqualTo(home.resolve("from-property"));
    assertThat(discover().localRepositoryOrigin()).isEqualTo("-Dmaven.repo.local");
  }

  @Test
  void theKitsOwnMavenConfigCountsAsMavenWouldReadIt() throws IOException {
    Path kit = Files.createDirectories(home.resolve("kit/.mvn")).getParent();
    Files.writeString(
        kit.resolve(".mvn/maven.config"), "-B\n-Dmaven.repo.local=" + home.resolve("kit-repo"));
    system.setProperty("serialtck.home", kit.toString());

    assertThat(discover().localRepository()).isEqualTo(home.resolve("kit-repo"));
  }

  @Test
  void settingsThatSayOfflineKeepTheResolverLocal() throws IOException {
    userSettings("<offline>true</offline>");

    assertThat(discover().offline()).isTrue();
  }

  @Test
  void quotedValuesAreUnquoted() {
    assertThat(MavenRepositories.repoLocalIn("-Dmaven.repo.local=\"/a b\"")).contains("/a b");
    assertThat(MavenRepositories.repoLocalIn("-Dmaven.repo.local='/x/y' -q")).contains("/x/y");
    assertThat(MavenRepositories.repoLocalIn("-q")).isEmpty();
    assertThat(MavenRepositories.repoLocalIn(null)).isEmpty();
  }

  @Test
  void unreadableSettingsNameTheirFile() throws IOException {
    userSettings("<localRepository>");

    assertThatThrownBy(this::discover)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("settings.xml");
  }

  @Test
  void anOfflineResolverThatLacksAJarSaysItLookedOnlyLocally() {
    LibraryResolver resolver =
        new LibraryResolver(
            new MavenRepositories(home.resolve("empty"), "test", MavenRepositories.CENTRAL, true));
    try (resolver) {
      assertThatThrownBy(() -> resolver.resolve("com.esotericsoftware", "kryo", "5.6.2"))
          .isInstanceOf(LibraryResolutionException.class)
          .hasMessageStartingWith(
              "com.esotericsoftware:kryo:5.6.2 cannot be resolved from the local repository "
                  + home.resolve("empty"));
    }
  }
}
