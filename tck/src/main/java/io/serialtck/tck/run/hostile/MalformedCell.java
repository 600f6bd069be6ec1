package io.serialtck.tck.run.hostile;

import io.serialtck.tck.HostileFacts;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Sums up one family's inputs in a cell: the worst outcome, with the kinds that showed it as its
 * mode; the smallest input that shows it; counts per outcome; the most heap one read allocated.
 */
final class MalformedCell {

  static final int HEX_SHOWN = 64;

  private MalformedCell() {}

  /** The worst result of the reading: the worst outcome, the shortest input among those. */
  static HostileReader.Result worst(List<HostileReader.Result> results) {
    return results.stream()
        .max(
            Comparator.comparing((HostileReader.Result r) -> r.verdict().outcome())
                .thenComparing(r -> -r.input().bytes().length))
        .orElse(null);
  }

  /**
   * The cell.
   *
   * @param shrunk the worst input after shrinking (the worst result's own when not shrunk)
   * @param about the seeds the inputs were made from, and anything left out
   */
  static Cell of(
      List<HostileReader.Result> results, int notRead, HostileInput shrunk, String about) {
    HostileReader.Result worst = worst(results);
    Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
    results.forEach(r -> counts.merge(r.verdict().outcome(), 1, Integer::sum));
    Map<String, Integer> namedCounts = new LinkedHashMap<>();
    counts.forEach((outcome, count) -> namedCounts.put(outcome.name(), count));
    HostileReader.Result heaviest =
        results.stream()
            .max(Comparator.comparingLong(r -> r.verdict().allocatedBytes()))
            .orElse(null);
    long maxAllocated = heaviest == null ? -1 : heaviest.verdict().allocatedBytes();
    int heaviestLength = heaviest == null ? 0 : heaviest.input().bytes().length;
    StringBuilder detail = new StringBuilder();
    detail.append(results.size()).append(" inputs from ").append(about).append(": ");
    detail.append(
        String.join(
            ", ",
            counts.entrySet().stream()
                .sorted(Map.Entry.comparingByKey(Comparator.reverseOrder()))
                .map(e -> e.getValue() + " " + e.getKey())
                .toList()));
    if (notRead > 0) {
      detail
          .append("; ")
          .append(notRead)
          .append(" not read after ")
          .append(HostileReader.MAX_LOSSES)
          .append(" hangs or crashes");
    }
    if (worst == null) {
      return new Cell(
          new Verdict(Outcome.PASS, detail.append(".").toString()),
          new HostileFacts(0, namedCounts, maxAllocated, heaviestLength, -1, null, null, null));
    }
    Outcome outcome = worst.verdict().outcome();
    TreeSet<String> kinds = new TreeSet<>();
    results.stream()
        .filter(r -> r.verdict().outcome() == outcome)
        .forEach(r -> kinds.add(r.verdict().kind()));
    kinds.remove("");
    String hex = null;
    int worstLength = -1;
    if (outcome != Outcome.PASS) {
      worstLength = shrunk.bytes().length;
      hex = hex(shrunk.bytes());
      detail
          .append(". Worst: ")
          .append(worst.verdict().detail())
          .append(", on ")
          .append(shrunk.how())
          .append(" (")
          .append(worstLength)
          .append(" bytes: ")
          .append(hex.isEmpty() ? "none" : hex)
          .append(worstLength > HEX_SHOWN ? " …" : "")
          .append(")");
    } else {
      detail.append(". Every input was read without an error: these bytes carry no checksum");
    }
    if (maxAllocated >= 0 && heaviest != null) {
      detail
          .append(". Most heap one read allocated: ")
          .append(maxAllocated)
          .append(" bytes, for ")
          .append(heaviestLength)
          .append(" bytes of input");
    }
    detail.append('.');
    Verdict verdict = new Verdict(outcome, detail.toString()).withMode(String.join(", ", kinds));
    return new Cell(
        verdict,
        new HostileFacts(
            results.size(),
            namedCounts,
            maxAllocated,
            heaviestLength,
            worstLength,
            hex,
            null,
            null));
  }

  static String hex(byte[] bytes) {
    int shown = Math.min(bytes.length, HEX_SHOWN);
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < shown; i++) {
      if (i > 0) {
        text.append(' ');
      }
      text.append(HexFormat.of().toHexDigits(bytes[i]));
    }
    return text.toString();
  }

  /** A cell's verdict and facts. */
  record Cell(Verdict verdict, HostileFacts facts) {}
}
