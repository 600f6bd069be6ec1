package io.serialtck.tck.resolve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class RepositoryLayoutTest {

  private static final Path KRYO =
      Path.of("/somewhere/repo/com/esotericsoftware/kryo/5.6.2/kryo-5.6.2.jar");

  @Test
  void aJarIsKnownByItsPlaceInTheRepositoryWhateverItsRoot() {
    assertThat(RepositoryLayout.isJarOf(KRYO, "com.esotericsoftware", "kryo")).isTrue();
    assertThat(
            RepositoryLayout.isJarOf(
                Path.of("/other/org/objenesis/objenesis/3.4/objenesis-3.4.jar"),
                "org.objenesis",
                "objenesis"))
        .isTrue();
  }

  @Test
  void anotherGroupOrArtifactOrAFolderIsNot() {
    assertThat(RepositoryLayout.isJarOf(KRYO, "com.esotericsoftware", "minlog")).isFalse();
    assertThat(RepositoryLayout.isJarOf(KRYO, "org.esotericsoftware", "kryo")).isFalse();
    assertThat(RepositoryLayout.isJarOf(KRYO, "esotericsoftware", "kryo")).isTrue();
    assertThat(
            RepositoryLayout.isJarOf(
                Path.of("/work/adapters/kryo/target/classes"), "com.esotericsoftware", "kryo"))
        .isFalse();
    assertThat(
            RepositoryLayout.isJarOf(
                Path.of("/repo/com/esotericsoftware/kryo/5.6.2/other-5.6.2.jar"),
                "com.esotericsoftware",
                "kryo"))
        .isFalse();
  }
}
