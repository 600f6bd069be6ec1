package io.serialtck.tck.results;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.run.ConfigurationTiming;
import io.serialtck.tck.run.RunResult;
import java.util.List;

/**
 * The content of {@code results.json}, the single source of truth every report is rendered from.
 * Field names are a contract: later tooling reads them.
 */
public record ResultsDocument(
    int schemaVersion,
    Run run,
    List<Configuration> configurations,
    List<CellResult> cells,
    Timing timing) {

  public static final int SCHEMA_VERSION = 1;

  /** The run as a whole. */
  public record Run(String startedAt, long durationMs, String jdk, long seed) {}

  /** One configuration, a row of the matrix. */
  public record Configuration(
      String id, String library, String version, String description, List<String> jvmFlags) {}

  /** Where the time went. */
  public record Timing(
      int classesGenerated,
      long generationMillis,
      long firstClassMillis,
      long classesPerSecond,
      List<ConfigurationTiming> configurations) {}

  public static ResultsDocument of(RunResult result) {
    return new ResultsDocument(
        SCHEMA_VERSION,
        new Run(result.startedAt().toString(), result.durationMs(), result.jdk(), result.seed()),
        result.configurations().stream()
            .map(
                c ->
                    new Configuration(
                        c.id(), c.library(), c.version(), c.description(), c.jvmFlags()))
            .toList(),
        result.cells(),
        new Timing(
            result.generation().classes(),
            result.generation().millis(),
            result.generation().firstMillis(),
            result.generation().perSecondAfterFirst(),
            result.timings()));
  }
}
