package io.serialtck.tck.corpus;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The text of {@code corpus/manifest.tsv}: comment lines starting with {@code #}, then one
 * tab-separated line per entry (configuration, library, version, JDK, fixture, payload SHA-256,
 * metadata SHA-256 or {@code -}, payload size), sorted by configuration and fixture so that a
 * rewrite's diff shows only what changed.
 */
public final class CorpusManifest {

  /** The header of every manifest the kit writes. */
  static final List<String> HEADER =
      List.of(
          "SerialTCK golden corpus: the bytes each configuration writes for the flexibility"
              + " fixtures, written by the pinned library versions.",
          "A fixture is here when the configuration writes it without error, its payload is at"
              + " most 64 KiB (the 1 MB fixtures",
          "are left out), and the writing build reads it back as the criterion's pass rule says."
              + " Every other fixture is left out:",
          "only bytes that read today can tell that a library bump broke reading them.",
          "Files: <configuration>/<fixture>.bin (payload) and .meta (class metadata the"
              + " configuration ships, if any).",
          "Checked by GoldenCorpusTest (mvn verify) and ./serialtck corpus; rewritten by"
              + " ./serialtck corpus --update.",
          "configuration\tlibrary\tversion\tjdk\tfixture\tpayload-sha256\tmetadata-sha256\tpayload-bytes");

  private static final int COLUMNS = 8;

  /** Entries ordered by configuration, then fixture id. */
  public static final Comparator<CorpusEntry> ORDER =
      Comparator.comparing(CorpusEntry::configuration).thenComparing(CorpusEntry::criterion);

  private CorpusManifest() {}

  /** The manifest's text: the header, then the entries in {@link #ORDER}. */
  public static String render(List<CorpusEntry> entries) {
    StringBuilder text = new StringBuilder();
    HEADER.forEach(line -> text.append("# ").append(line).append('\n'));
    entries.stream().sorted(ORDER).forEach(entry -> text.append(line(entry)).append('\n'));
    return text.toString();
  }

  /**
   * Parses a manifest's text.
   *
   * @param source names the file in error messages
   * @throws CorpusException naming the line that is malformed
   */
  public static List<CorpusEntry> parse(String text, String source) {
    List<CorpusEntry> entries = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] fields = lines[i].split("\t", -1);
      if (fields.length != COLUMNS) {
        throw malformed(source, i, "expected " + COLUMNS + " tab-separated fields");
      }
      try {
        entries.add(
            new CorpusEntry(
                fields[0],
                fields[1],
                fields[2],
                Integer.parseInt(fields[3]),
                fields[4],
                sha(fields[5], source, i),
                fields[6].equals("-") ? null : sha(fields[6], source, i),
                Long.parseLong(fields[7])));
      } catch (NumberFormatException e) {
        throw malformed(source, i, "JDK and payload size must be numbers");
      }
    }
    return List.copyOf(entries);
  }

  private static String line(CorpusEntry entry) {
    return String.join(
        "\t",
        entry.configuration(),
        entry.library(),
        entry.version(),
        Integer.toString(entry.jdk()),
        entry.criterion(),
        entry.payloadSha256(),
        entry.hasMetadata() ? entry.metadataSha256() : "-",
        Long.toString(entry.payloadSize()));
  }

  private static String sha(String field, String source, int index) {
    if (!field.matches("[0-9a-f]{64}")) {
      throw malformed(source, index, "not a lower-case hex SHA-256: " + field);
    }
    return field;
  }

  private static CorpusException malformed(String source, int index, String why) {
    return new CorpusException(source + ":" + (index + 1) + ": malformed manifest line: " + why);
  }
}
