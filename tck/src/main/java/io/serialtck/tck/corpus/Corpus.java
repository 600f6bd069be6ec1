package io.serialtck.tck.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The corpus folder: {@code manifest.tsv} and, per configuration, a folder with each fixture's
 * {@code .bin} payload and {@code .meta} metadata. Loading an entry's bytes checks them against the
 * manifest's SHA-256.
 */
public final class Corpus {

  /** The command that rewrites the corpus, as messages name it. */
  public static final String UPDATE_COMMAND = "./serialtck corpus --update";

  /** The largest payload the corpus keeps: bigger fixtures would bloat the repository. */
  public static final int MAX_PAYLOAD_BYTES = 64 * 1024;

  static final String MANIFEST = "manifest.tsv";

  private final Path root;

  private Corpus(Path root) {
    this.root = root;
  }

  /** The corpus in this folder, which may not exist yet. */
  public static Corpus at(Path root) {
    return new Corpus(root);
  }

  /** The corpus folder. */
  public Path root() {
    return root;
  }

  /** Its {@code manifest.tsv}. */
  public Path manifest() {
    return root.resolve(MANIFEST);
  }

  /** Whether the folder holds a manifest. */
  public boolean exists() {
    return Files.isRegularFile(manifest());
  }

  /**
   * The manifest's entries.
   *
   * @throws CorpusException when there is no manifest or it is malformed
   */
  public List<CorpusEntry> entries() {
    if (!exists()) {
      throw new CorpusException(
          "no corpus manifest " + manifest() + "; write it: " + UPDATE_COMMAND);
    }
    try {
      return CorpusManifest.parse(Files.readString(manifest()), manifest().toString());
    } catch (IOException e) {
      throw new CorpusException("cannot read " + manifest() + ": " + e, e);
    }
  }

  /** The folder of one configuration's files. */
  public Path folder(String configuration) {
    return root.resolve(configuration);
  }

  /** Where an entry's payload is stored. */
  public Path payloadFile(String configuration, String criterion) {
    return folder(configuration).resolve(criterion + ".bin");
  }

  /** Where an entry's class metadata is stored, when it has some. */
  public Path metadataFile(String configuration, String criterion) {
    return folder(configuration).resolve(criterion + ".meta");
  }

  /**
   * An entry's bytes, checked against the manifest.
   *
   * @throws CorpusException when a file is missing or its SHA-256 is not the manifest's: the file
   *     was edited or corrupted
   */
  public StoredBytes load(CorpusEntry entry) {
    byte[] payload =
        checked(payloadFile(entry.configuration(), entry.criterion()), entry.payloadSha256());
    byte[] metadata =
        entry.hasMetadata()
            ? checked(
                metadataFile(entry.configuration(), entry.criterion()), entry.metadataSha256())
            : null;
    return new StoredBytes(payload, metadata);
  }

  private byte[] checked(Path file, String expectedSha) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      throw new CorpusException("cannot read " + file + " listed in " + manifest() + ": " + e, e);
    }
    String actual = Sha256.of(bytes);
    if (!actual.equals(expectedSha)) {
      throw new CorpusException(
          file
              + " has SHA-256 "
              + actual
              + " but the manifest says "
              + expectedSha
              + ": the file was edited or corrupted");
    }
    return bytes;
  }
}
