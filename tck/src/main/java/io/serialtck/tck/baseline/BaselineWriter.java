package io.serialtck.tck.baseline;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.ResultsDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Rewrites a baseline from a run: one file per configuration of the run, in the JDK's folder, and
 * {@code run.properties}. A file of a configuration that is no longer registered is deleted. A cell
 * the old file accepted several outcomes of keeps them while the run gives one of them.
 */
public final class BaselineWriter {

  /** The command that rewrites the baseline, as every gate message names it. */
  public static final String UPDATE_COMMAND = "./serialtck baseline --update";

  private BaselineWriter() {}

  /** What a rewrite changed on disk. */
  public record Written(Path directory, List<Path> written, List<Path> deleted) {}

  public static Written write(
      Path root, BaselineSettings settings, ResultsDocument results, Predicate<String> registered) {
    return write(root, settings, results, registered, UPDATE_COMMAND);
  }

  /**
   * As {@link #write(Path, BaselineSettings, ResultsDocument, Predicate)}, with the command each
   * file's header names for rewriting it (a comparison's baseline is rewritten by another command
   * than the matrix's).
   */
  public static Written write(
      Path root,
      BaselineSettings settings,
      ResultsDocument results,
      Predicate<String> registered,
      String rewriteCommand) {
    return write(root, settings, results, registered, rewriteCommand, cell -> "");
  }

  /**
   * As {@link #write(Path, BaselineSettings, ResultsDocument, Predicate, String)}, recording with
   * each cell the reason {@code reasonFor} gives it (empty for none), unless the previous file
   * already accepted its outcome with one.
   */
  public static Written write(
      Path root,
      BaselineSettings settings,
      ResultsDocument results,
      Predicate<String> registered,
      String rewriteCommand,
      java.util.function.Function<CellResult, String> reasonFor) {
    check(root, settings, results);
    int jdk = Runtime.Version.parse(results.run().jdk()).feature();
    Path directory = Baseline.directory(root, jdk);
    Map<String, List<CellResult>> byConfiguration = new LinkedHashMap<>();
    for (CellResult cell : results.cells()) {
      byConfiguration.computeIfAbsent(cell.configuration(), id -> new ArrayList<>()).add(cell);
    }
    List<Path> written = new ArrayList<>();
    List<Path> deleted = new ArrayList<>();
    try {
      settings.write(root);
      Files.createDirectories(directory);
      for (ResultsDocument.Configuration configuration : results.configurations()) {
        List<CellResult> cells = byConfiguration.get(configuration.id());
        if (cells == null) {
          continue;
        }
        Path file = directory.resolve(ConfigurationBaseline.fileName(configuration.id()));
        Map<String, BaselineExpectation> previous =
            Files.isRegularFile(file) ? ConfigurationBaseline.read(file).outcomes() : Map.of();
        Files.writeString(
            file,
            ConfigurationBaseline.render(
                header(configuration, jdk, settings, rewriteCommand), cells, previous, reasonFor));
        written.add(file);
      }
      for (Path file : Baseline.files(directory)) {
        String configuration = ConfigurationBaseline.read(file).configuration();
        if (!registered.test(configuration)) {
          Files.delete(file);
          deleted.add(file);
        }
      }
    } catch (IOException e) {
      throw new BaselineException("cannot write the baseline in " + directory + ": " + e, e);
    }
    return new Written(directory, written, deleted);
  }

  private static void check(Path root, BaselineSettings settings, ResultsDocument results) {
    long harnessErrors = results.cells().stream().filter(CellResult::harnessError).count();
    if (harnessErrors > 0) {
      throw new BaselineException(
          "the run has "
              + harnessErrors
              + " cells without an outcome (harness errors); a baseline records libraries'"
              + " outcomes, not the kit's failures: fix or rerun first");
    }
    if (Files.isRegularFile(root.resolve(BaselineSettings.FILE))) {
      BaselineSettings existing = BaselineSettings.read(root);
      String mismatch = existing.mismatch(settings.seed(), settings.tries());
      if (mismatch != null) {
        throw new BaselineException("cannot rewrite " + root + ": " + mismatch);
      }
    }
  }

  private static List<String> header(
      ResultsDocument.Configuration configuration,
      int jdk,
      BaselineSettings settings,
      String rewriteCommand) {
    return List.of(
        "SerialTCK baseline of "
            + configuration.id()
            + ": the expected outcome of each of its cells on JDK "
            + jdk
            + ".",
        "Library: " + configuration.library() + " " + configuration.version() + ".",
        "Property cells: seed "
            + settings.seed()
            + ", "
            + settings.tries()
            + " tries per property (run.properties).",
        "Rewrite after a reviewed change: " + rewriteCommand);
  }
}
