package io.serialtck.report.race;

import io.serialtck.tck.race.RaceDocument;
import io.serialtck.tck.race.RaceSettings;

/** The paragraphs that open the speed and size section: how it was measured, and what it shows. */
final class RaceIntro {

  private RaceIntro() {}

  /** Where, when and with which JMH settings; plain text. */
  static String settings(RaceRows rows) {
    RaceDocument document = rows.document();
    StringBuilder text = new StringBuilder();
    RaceSettings settings = document.settings();
    if (rows.raced() && settings != null) {
      text.append("Timed with JMH, mode ").append(settings.mode()).append(": ");
      if (settings.forks() == 0) {
        text.append(
            "no forks: each configuration's benchmarks ran one after the other in one race JVM"
                + " started with its flags, so a benchmark runs in a JVM its predecessors warmed"
                + " and profiled (indicative only)");
      } else {
        text.append(settings.forks())
            .append(settings.forks() == 1 ? " fork" : " forks")
            .append(" per point (configuration, payload, operation)");
      }
      text.append(", warm-up ")
          .append(settings.warmupIterations())
          .append(" × ")
          .append(RaceNumbers.exact(settings.warmupMillis()))
          .append(" ms, measurement ")
          .append(settings.measurementIterations())
          .append(" × ")
          .append(RaceNumbers.exact(settings.measurementMillis()))
          .append(" ms. ");
    } else {
      text.append("Weighed, not timed (this run did not race). ");
    }
    text.append("JDK ").append(document.jdk());
    if (document.machine() != null && !document.machine().isEmpty()) {
      text.append(", ").append(document.machine());
    }
    text.append("; started ")
        .append(document.startedAt())
        .append(", took ")
        .append(RaceNumbers.significant(document.minutes()))
        .append(document.minutes() == 1 ? " minute." : " minutes.");
    return text.toString();
  }

  /** What the columns mean; plain text. */
  static String reading(RaceRows rows) {
    StringBuilder text = new StringBuilder();
    if (rows.raced()) {
      text.append("Times are JMH's average per operation in ns ± its error (half the 99.9%")
          .append(" confidence interval); × hand-written divides a time by that of ")
          .append(RaceDocument.HAND_WRITTEN)
          .append(" for the same payload, a serializer written by hand for the payload, the")
          .append(" physical limit; ")
          .append(RaceDocument.ARRAYCOPY_BOUND)
          .append(" copies the session payloads' bytes with System.arraycopy, a lower bound.")
          .append(" B/op: bytes allocated per operation (JMH's GC profiler). Rows are sorted by")
          .append(" serialize plus deserialize time; a payload that does not round-trip intact is")
          .append(" not timed, and its row gives the outcome instead. ");
    } else {
      text.append("Rows are sorted by size; a payload that does not round-trip is not weighed,")
          .append(" and its row gives the outcome instead. ");
    }
    text.append("Sizes are exact: the bytes written, and their length after Deflate (")
        .append(rows.document().deflate())
        .append(").");
    return text.toString();
  }
}
