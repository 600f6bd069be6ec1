package io.serialtck.tck.repro;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReproFolderTest {

  @TempDir Path temp;

  @Test
  void jarsAreLinkedNotCopiedAndOutliveTheRepository() throws Exception {
    Path repository = Files.createDirectories(temp.resolve("repository"));
    Path jar = Files.write(repository.resolve("library-1.0.jar"), new byte[] {1, 2, 3});
    ReproFolder folder = ReproFolder.empty(temp.resolve("repro"));

    List<Path> put = folder.copyJars("writer", List.of(jar));

    assertThat(put).containsExactly(temp.resolve("repro/lib/writer/library-1.0.jar"));
    // the same file, not a second copy of its bytes, on a file system with hard links
    assertThat(Files.isSameFile(put.get(0), jar)).isTrue();
    Files.delete(jar);
    assertThat(Files.readAllBytes(put.get(0))).containsExactly(1, 2, 3);
  }

  @Test
  void aJarNameMetTwiceGetsItsPositionInFront() throws Exception {
    Path a =
        Files.write(Files.createDirectories(temp.resolve("a")).resolve("x.jar"), new byte[] {1});
    Path b =
        Files.write(Files.createDirectories(temp.resolve("b")).resolve("x.jar"), new byte[] {2});
    ReproFolder folder = ReproFolder.empty(temp.resolve("repro"));

    List<Path> put = folder.copyJars("reader", List.of(a, b));

    assertThat(put)
        .extracting(path -> path.getFileName().toString())
        .containsExactly("x.jar", "2-x.jar");
    assertThat(Files.readAllBytes(put.get(1))).containsExactly(2);
  }
}
