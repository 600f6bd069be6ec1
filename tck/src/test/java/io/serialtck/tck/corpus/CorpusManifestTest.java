package io.serialtck.tck.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The manifest's text format, and the SHA-256 check of stored files. */
class CorpusManifestTest {

  @TempDir Path root;

  private static final byte[] PAYLOAD = "payload".getBytes(StandardCharsets.UTF_8);
  private static final byte[] METADATA = "metadata".getBytes(StandardCharsets.UTF_8);

  private static CorpusEntry entry(String configuration, String criterion, byte[] metadata) {
    return new CorpusEntry(
        configuration,
        "g:a",
        "1.2.3",
        17,
        criterion,
        Sha256.of(PAYLOAD),
        metadata == null ? null : Sha256.of(metadata),
        PAYLOAD.length);
  }

  @Test
  void rendersAHeaderThenOneSortedTabSeparatedLinePerEntryAndParsesItBack() {
    CorpusEntry b = entry("b-config", "ArrayList", null);
    CorpusEntry a2 = entry("a-config", "record", METADATA);
    CorpusEntry a1 = entry("a-config", "HashMap", null);

    String text = CorpusManifest.render(List.of(b, a2, a1));

    List<String> lines = text.lines().toList();
    assertThat(lines.subList(0, CorpusManifest.HEADER.size())).allMatch(l -> l.startsWith("# "));
    assertThat(lines.subList(CorpusManifest.HEADER.size(), lines.size()))
        .containsExactly(
            "a-config\tg:a\t1.2.3\t17\tHashMap\t" + Sha256.of(PAYLOAD) + "\t-\t7",
            "a-config\tg:a\t1.2.3\t17\trecord\t"
                + Sha256.of(PAYLOAD)
                + "\t"
                + Sha256.of(METADATA)
                + "\t7",
            "b-config\tg:a\t1.2.3\t17\tArrayList\t" + Sha256.of(PAYLOAD) + "\t-\t7");
    assertThat(CorpusManifest.parse(text, "m")).containsExactly(a1, a2, b);
    assertThat(CorpusManifest.render(CorpusManifest.parse(text, "m"))).isEqualTo(text);
  }

  @Test
  void aMalformedLineIsRejectedWithItsNumber() {
    assertThatThrownBy(() -> CorpusManifest.parse("# header\nonly\tthree\tfields\n", "m.tsv"))
        .isInstanceOf(CorpusException.class)
        .hasMessageContaining("m.tsv:2");
    String badSha = "c\tg:a\t1\t17\tf\tNOTASHA\t-\t7\n";
    assertThatThrownBy(() -> CorpusManifest.parse(badSha, "m.tsv"))
        .hasMessageContaining("not a lower-case hex SHA-256");
  }

  @Test
  void storedBytesLoadWhenTheirShaIsTheManifests() throws Exception {
    Corpus corpus = store(entry("c", "record", METADATA));

    StoredBytes bytes = corpus.load(corpus.entries().get(0));

    assertThat(bytes.payload()).isEqualTo(PAYLOAD);
    assertThat(bytes.metadata()).isEqualTo(METADATA);
  }

  @Test
  void aTamperedPayloadOrMetadataFileFailsNamingTheFile() throws Exception {
    Corpus corpus = store(entry("c", "record", METADATA));
    CorpusEntry stored = corpus.entries().get(0);

    Files.write(corpus.payloadFile("c", "record"), "payloaD".getBytes(StandardCharsets.UTF_8));
    assertThatThrownBy(() -> corpus.load(stored))
        .isInstanceOf(CorpusException.class)
        .hasMessageContaining("record.bin")
        .hasMessageContaining("edited or corrupted");

    Files.write(corpus.payloadFile("c", "record"), PAYLOAD);
    Files.write(corpus.metadataFile("c", "record"), new byte[0]);
    assertThatThrownBy(() -> corpus.load(stored)).hasMessageContaining("record.meta");

    Files.delete(corpus.metadataFile("c", "record"));
    assertThatThrownBy(() -> corpus.load(stored)).hasMessageContaining("cannot read");
  }

  @Test
  void aMissingManifestNamesTheUpdateCommand() {
    assertThatThrownBy(() -> Corpus.at(root.resolve("none")).entries())
        .hasMessageContaining(Corpus.UPDATE_COMMAND);
  }

  private Corpus store(CorpusEntry entry) throws Exception {
    Corpus corpus = Corpus.at(root);
    Files.createDirectories(corpus.folder(entry.configuration()));
    Files.write(corpus.payloadFile(entry.configuration(), entry.criterion()), PAYLOAD);
    Files.write(corpus.metadataFile(entry.configuration(), entry.criterion()), METADATA);
    Files.writeString(corpus.manifest(), CorpusManifest.render(List.of(entry)));
    return corpus;
  }
}
