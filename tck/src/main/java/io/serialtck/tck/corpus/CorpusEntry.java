package io.serialtck.tck.corpus;

/**
 * One line of the corpus manifest: the bytes one configuration wrote for one flexibility fixture.
 *
 * @param configuration the configuration's id
 * @param library the library's Maven coordinates as the configuration names them
 * @param version the library version that wrote the bytes
 * @param jdk the feature version of the JDK the writer ran on
 * @param criterion the flexibility criterion's id, whose fixture was written
 * @param payloadSha256 lower-case hex SHA-256 of the payload file
 * @param metadataSha256 lower-case hex SHA-256 of the metadata file, or null when the configuration
 *     ships no class metadata
 * @param payloadSize the payload's length in bytes
 */
public record CorpusEntry(
    String configuration,
    String library,
    String version,
    int jdk,
    String criterion,
    String payloadSha256,
    String metadataSha256,
    long payloadSize) {

  /** Whether the writer shipped class metadata next to the payload. */
  public boolean hasMetadata() {
    return metadataSha256 != null;
  }

  /** {@code configuration/criterion}, as messages name the entry. */
  public String key() {
    return configuration + "/" + criterion;
  }
}
