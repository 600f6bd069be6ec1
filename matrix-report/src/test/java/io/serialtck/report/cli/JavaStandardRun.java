package io.serialtck.report.cli;

import io.serialtck.report.cli.CapturedCommand.Result;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One finished {@code serialtck run} of java-standard (its whole plan, seed 7, 2 tries, no race),
 * made once per test JVM for the test classes that only read what such a run wrote or printed
 * ({@link RunSafetyTest}, {@link RunCommandTest}): a run takes seconds. Its folder held an earlier
 * run's files and one of the user's before the run (see {@link
 * #putAnEarlierRunsFilesAndTheUsersInto}). A test that changes the folder works on a copy. Get it
 * as a test or lifecycle method's parameter with
 * {@code @ExtendWith(JavaStandardRun.Resolver.class)}; the folder is deleted when all tests ran.
 */
record JavaStandardRun(Path folder, Result result) implements AutoCloseable {

  private static final String ADAPTERS = System.getProperty("serialtck.adapters", "../adapters");

  /**
   * The run's arguments with the report folder {@code out}; the seed is the third from last. The
   * run asks every cell ({@code --no-cache}): tests look for its worker's log, which a run answered
   * from the user's cell cache never starts.
   */
  static String[] args(Path out) {
    return new String[] {
      "run",
      "--no-cache",
      "--race",
      "none",
      "--adapters",
      ADAPTERS,
      "--configurations",
      "java-standard",
      "--out",
      out.toString(),
      "--seed",
      "7",
      "--tries",
      "2"
    };
  }

  private static JavaStandardRun start() {
    try {
      Path root = Files.createTempDirectory("serialtck-java-standard-run");
      Path folder = root.resolve("finished");
      putAnEarlierRunsFilesAndTheUsersInto(folder);
      return new JavaStandardRun(folder, CapturedCommand.execute(args(folder)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * What an earlier run of another plan left in a report folder (a worker log and a matrix page of
   * a configuration the new run does not ask, a part of a larger matrix, a race), beside a file of
   * the user's.
   */
  private static void putAnEarlierRunsFilesAndTheUsersInto(Path dir) throws IOException {
    Files.createDirectories(dir.resolve("workers"));
    Files.writeString(dir.resolve("workers").resolve("gone-configuration.log"), "old");
    Files.writeString(dir.resolve("race.csv"), "old race");
    Files.createDirectories(dir.resolve("matrix"));
    Files.writeString(dir.resolve("matrix").resolve("gone-configuration.md"), "old cells");
    Files.createDirectories(dir.resolve("index-data"));
    Files.writeString(dir.resolve("index-data").resolve("matrix-99.js"), "old rows");
    Files.writeString(dir.resolve("notes.txt"), "the user's own file");
  }

  /** Deletes the run's folder and the temporary folder around it. */
  @Override
  public void close() throws IOException {
    try (Stream<Path> files = Files.walk(folder.getParent())) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(file);
      }
    }
  }

  /** Resolves a {@link JavaStandardRun} parameter: the one run of the test JVM, made on demand. */
  static final class Resolver implements ParameterResolver {

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
      return parameter.getParameter().getType() == JavaStandardRun.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
      return context
          .getRoot()
          .getStore(ExtensionContext.Namespace.create(JavaStandardRun.class))
          .computeIfAbsent(JavaStandardRun.class, key -> start(), JavaStandardRun.class);
    }
  }
}
