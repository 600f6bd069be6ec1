package io.serialtck.race.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one point's JMH result file (JMH's JSON format) into timings without ratios, and the
 * percentiles of the benchmarks run in sample mode.
 */
final class JmhResults {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final String ALLOCATION = "gc.alloc.rate.norm";
  private static final String SAMPLE_MODE = "sample";

  private JmhResults() {}

  /**
   * The timings by benchmark method name ({@code serialize}, {@code deserialize}, ...); for a
   * benchmark in sample mode, its mean.
   */
  static Map<String, Timing> read(Path file) {
    Map<String, Timing> timings = new HashMap<>();
    for (JsonNode result : results(file)) {
      JsonNode primary = result.path("primaryMetric");
      timings.put(
          method(result),
          new Timing(
              number(primary.path("score")),
              finiteOrNull(number(primary.path("scoreError"))),
              allocated(result),
              null));
    }
    return timings;
  }

  /**
   * One fork's result of a benchmark: JMH's score, the measured iterations' scores (the first
   * fork's {@code rawData}; none for a sampled benchmark) and the bytes allocated per operation.
   */
  record Fork(double nanosPerOp, List<Double> iterations, double allocatedBytesPerOp) {}

  /** Each benchmark's result, by method name, from a point's result file of one fork. */
  static Map<String, Fork> forks(Path file) {
    Map<String, Fork> forks = new HashMap<>();
    for (JsonNode result : results(file)) {
      JsonNode primary = result.path("primaryMetric");
      double score = number(primary.path("score"));
      if (!Double.isFinite(score)) {
        continue;
      }
      List<Double> iterations = new ArrayList<>();
      for (JsonNode value : primary.path("rawData").path(0)) {
        iterations.add(number(value));
      }
      forks.put(method(result), new Fork(score, iterations, allocated(result)));
    }
    return forks;
  }

  /**
   * The warm-ups a race JVM reported beside a point's results ({@code <id>.warmup.tsv}: a line per
   * benchmark, {@code benchmark<TAB>ms<TAB>steady|unsteady<TAB>iteration,...}, then, for
   * measurements set aside, {@code <TAB>iteration,...;iteration,...}), by benchmark method name;
   * empty when there is none (a fixed warm-up).
   */
  static Map<String, ForkSample.Warmup> warmups(Path results) {
    String name = results.getFileName().toString();
    Path file = results.resolveSibling(name.replaceFirst("\\.json$", "") + ".warmup.tsv");
    Map<String, ForkSample.Warmup> warmups = new HashMap<>();
    if (!Files.isRegularFile(file)) {
      return warmups;
    }
    try {
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        String[] fields = line.split("\t", -1);
        if (fields.length < 4) {
          continue;
        }
        List<List<Double>> setAside = new ArrayList<>();
        if (fields.length > 4) {
          for (String measurement : fields[4].split(";")) {
            setAside.add(times(measurement));
          }
        }
        warmups.put(
            fields[0],
            new ForkSample.Warmup(
                Long.parseLong(fields[1]), fields[2].equals("steady"), times(fields[3]), setAside));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
    return warmups;
  }

  private static List<Double> times(String commaSeparated) {
    List<Double> times = new ArrayList<>();
    for (String value : commaSeparated.split(",")) {
      if (!value.isBlank()) {
        times.add(Double.parseDouble(value));
      }
    }
    return times;
  }

  /** The percentiles of the benchmarks run in sample mode, by benchmark method name. */
  static Map<String, Latency> latencies(Path file) {
    Map<String, Latency> latencies = new HashMap<>();
    for (JsonNode result : results(file)) {
      if (!SAMPLE_MODE.equals(result.path("mode").asText())) {
        continue;
      }
      JsonNode primary = result.path("primaryMetric");
      JsonNode percentiles = primary.path("scorePercentiles");
      latencies.put(
          method(result),
          new Latency(
              number(percentiles.path("50.0")),
              number(percentiles.path("99.99")),
              number(primary.path("score")),
              allocated(result)));
    }
    return latencies;
  }

  private static JsonNode results(Path file) {
    if (!Files.isRegularFile(file)) {
      return MAPPER.createArrayNode();
    }
    try {
      return MAPPER.readTree(file.toFile());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read JMH results " + file, e);
    }
  }

  private static String method(JsonNode result) {
    String benchmark = result.path("benchmark").asText();
    return benchmark.substring(benchmark.lastIndexOf('.') + 1);
  }

  private static double allocated(JsonNode result) {
    JsonNode allocation = result.path("secondaryMetrics").path(ALLOCATION);
    return allocation.isMissingNode() ? 0 : number(allocation.path("score"));
  }

  // JMH writes NaN as the string "NaN".
  private static double number(JsonNode node) {
    return node.isNumber() ? node.asDouble() : Double.parseDouble(node.asText("NaN"));
  }

  private static Double finiteOrNull(double value) {
    return Double.isFinite(value) ? value : null;
  }
}
