package io.serialtck.tck.cache;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file's digest is its content's, kept under its path, size and time across runs. */
class FileDigestsTest {

  @TempDir Path folder;

  @Test
  void aFilesDigestIsKeptInTheIndexAndAChangedFileGetsAnother() throws IOException {
    Path jar = Files.writeString(folder.resolve("library.jar"), "version one");
    Path index = folder.resolve("files");
    FileDigests digests = new FileDigests(index);

    String first = digests.ofPath(jar);

    assertThat(first).hasSize(64);
    List<Path> kept;
    try (Stream<Path> files = Files.walk(index)) {
      kept = files.filter(Files::isRegularFile).toList();
    }
    assertThat(kept).hasSize(1);
    assertThat(Files.readString(kept.get(0))).isEqualTo(first);
    Files.writeString(jar, "version two, longer");
    assertThat(digests.ofPath(jar)).isNotEqualTo(first);
    assertThat(digests.ofClasspath(List.of(jar, folder.resolve("missing.jar"))))
        .isNotEqualTo(digests.ofClasspath(List.of(jar)));
  }
}
