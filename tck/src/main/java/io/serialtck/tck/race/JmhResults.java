package io.serialtck.tck.race;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** Reads one point's JMH result file (JMH's JSON format) into timings without ratios. */
final class JmhResults {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final String ALLOCATION = "gc.alloc.rate.norm";

  private JmhResults() {}

  /** The timings by benchmark method name ({@code serialize}, {@code deserialize}). */
  static Map<String, Timing> read(Path file) {
    Map<String, Timing> timings = new HashMap<>();
    if (!Files.isRegularFile(file)) {
      return timings;
    }
    try {
      for (JsonNode result : MAPPER.readTree(file.toFile())) {
        String benchmark = result.path("benchmark").asText();
        String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
        JsonNode primary = result.path("primaryMetric");
        JsonNode allocation = result.path("secondaryMetrics").path(ALLOCATION);
        timings.put(
            method,
            new Timing(
                number(primary.path("score")),
                finiteOrNull(number(primary.path("scoreError"))),
                allocation.isMissingNode() ? 0 : number(allocation.path("score")),
                null));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read JMH results " + file, e);
    }
    return timings;
  }

  // JMH writes NaN as the string "NaN".
  private static double number(JsonNode node) {
    return node.isNumber() ? node.asDouble() : Double.parseDouble(node.asText("NaN"));
  }

  private static Double finiteOrNull(double value) {
    return Double.isFinite(value) ? value : null;
  }
}
