package io.serialtck.tck.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.verdict.Outcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The writer and the checker with a test configuration that ships class metadata (Java
 * serialization XOR a per-world key): what is written reads, and what is edited or swapped fails.
 */
class CorpusRoundTripTest {

  @TempDir static Path workDir;
  private static Map<String, RegisteredConfiguration> registered;
  private static RunOptions options;

  /** The corpus the writer stored once for the class; a test that edits it edits a copy. */
  private static Corpus written;

  /** What that first update of an empty corpus did. */
  private static CorpusUpdate first;

  @BeforeAll
  static void describeAndWrite() {
    registered =
        AdapterCatalog.describe(TestAdapters.testConfigurations(), Jdk.current().feature());
    options = RunOptions.defaults(workDir.resolve("work"));
    written = Corpus.at(workDir.resolve("written"));
    first = write(written);
  }

  /** A copy of the corpus the writer stored, in {@code root}, byte for byte. */
  private static Corpus copyOfTheWrittenCorpus(Path root) throws IOException {
    try (Stream<Path> files = Files.walk(written.root())) {
      for (Path file : files.toList()) {
        Path copy = root.resolve(written.root().relativize(file).toString());
        if (Files.isDirectory(file)) {
          Files.createDirectories(copy);
        } else {
          Files.copy(file, copy);
        }
      }
    }
    return Corpus.at(root);
  }

  private static CorpusUpdate write(Corpus corpus) {
    return new CorpusWriter(corpus, options)
        .update(List.of(registered.get("test-metadata")), registered.keySet());
  }

  @Test
  void whatTheWriterStoresReadsAndASecondUpdateKeepsEveryFile(@TempDir Path root)
      throws IOException {
    Corpus corpus = copyOfTheWrittenCorpus(root);

    assertThat(first.entries())
        .extracting(CorpusEntry::criterion)
        .contains("ArrayList", "TopOfBook")
        .doesNotContain("string-1MB", "bytes-1MB", "session-1MB");
    assertThat(first.entries()).allSatisfy(e -> assertThat(e.hasMetadata()).isTrue());
    assertThat(first.leftOut()).anyMatch(l -> l.startsWith("test-metadata/string-1MB: payload"));
    assertThat(corpus.entries()).isEqualTo(first.entries());
    List<EntryCheck> checks =
        new CorpusChecker(corpus, registered, options).check(corpus.entries());
    assertThat(checks)
        .allSatisfy(c -> assertThat(c.status()).as(c.describe()).isEqualTo(EntryCheck.Status.READ));

    CorpusUpdate second = write(corpus);

    assertThat(second.written()).isEmpty();
    assertThat(second.removed()).isEmpty();
    assertThat(second.kept()).isEqualTo(first.entries().size());
  }

  @Test
  void anEditedFileIsTamperedAndBytesOfAnotherFixtureFailToRead(@TempDir Path root)
      throws Exception {
    Corpus corpus = copyOfTheWrittenCorpus(root);
    Path arrayList = corpus.payloadFile("test-metadata", "ArrayList");
    byte[] edited = Files.readAllBytes(arrayList);
    edited[edited.length - 1] ^= 1;
    Files.write(arrayList, edited);
    List<CorpusEntry> entries = new ArrayList<>();
    for (CorpusEntry e : corpus.entries()) {
      if (e.criterion().equals("TopOfBook")) {
        // The bytes of another fixture under this one's name, with a matching SHA-256: they are
        // intact but do not read as this fixture, as bytes a bumped library misreads would not.
        Path other = corpus.payloadFile("test-metadata", "UUID");
        Files.copy(
            other,
            corpus.payloadFile("test-metadata", "TopOfBook"),
            java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.copy(
            corpus.metadataFile("test-metadata", "UUID"),
            corpus.metadataFile("test-metadata", "TopOfBook"),
            java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        byte[] bytes = Files.readAllBytes(other);
        e =
            new CorpusEntry(
                e.configuration(),
                e.library(),
                e.version(),
                e.jdk(),
                e.criterion(),
                Sha256.of(bytes),
                Sha256.of(Files.readAllBytes(corpus.metadataFile("test-metadata", "UUID"))),
                bytes.length);
      }
      entries.add(e);
    }
    Files.writeString(corpus.manifest(), CorpusManifest.render(entries));

    List<EntryCheck> checks =
        new CorpusChecker(corpus, registered, options).check(corpus.entries());

    assertThat(checks)
        .filteredOn(c -> c.entry().criterion().equals("ArrayList"))
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.status()).isEqualTo(EntryCheck.Status.TAMPERED);
              assertThat(c.describe()).contains("edited or corrupted");
            });
    assertThat(checks)
        .filteredOn(c -> c.entry().criterion().equals("TopOfBook"))
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.status()).isEqualTo(EntryCheck.Status.FAILED);
              assertThat(c.outcome()).isNotEqualTo(Outcome.PASS);
              assertThat(c.describe())
                  .contains("written by test:test-metadata 0 on JDK")
                  .contains("does not read with test:test-metadata 0")
                  .contains("pass rule:");
            });
    assertThat(checks).filteredOn(EntryCheck::broken).hasSize(2);
  }

  @Test
  void entriesOfAConfigurationNoLongerRegisteredAreStaleAndAnUpdateRemovesThem(@TempDir Path root)
      throws IOException {
    Corpus corpus = copyOfTheWrittenCorpus(root);
    Map<String, RegisteredConfiguration> without = new java.util.HashMap<>(registered);
    without.remove("test-metadata");

    assertThat(new CorpusChecker(corpus, without, options).check(corpus.entries()))
        .allSatisfy(c -> assertThat(c.status()).isEqualTo(EntryCheck.Status.STALE));

    CorpusUpdate update = new CorpusWriter(corpus, options).update(List.of(), without.keySet());

    assertThat(update.entries()).isEmpty();
    assertThat(update.removed()).isNotEmpty();
    assertThat(corpus.folder("test-metadata")).doesNotExist();
  }
}
