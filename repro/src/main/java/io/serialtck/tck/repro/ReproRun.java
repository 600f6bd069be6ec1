package io.serialtck.tck.repro;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a reproducer's {@code run.sh} with {@code sh}, on the JDK given ({@code JAVA_HOME}), its
 * standard output and error together in {@code run.log} beside it.
 */
public final class ReproRun {

  /** How long one reproducer may take: two javac runs and two JVMs. */
  public static final Duration TIMEOUT = Duration.ofMinutes(3);

  private ReproRun() {}

  /**
   * @param folder a reproducer's folder
   * @param javaHome the JDK to run it with
   */
  public static ReproOutput run(Path folder, Path javaHome) {
    // absolute: sh runs in the folder, where a relative path to the script would not resolve
    Path here = folder.toAbsolutePath();
    Path log = here.resolve("run.log");
    ProcessBuilder builder =
        new ProcessBuilder(List.of("sh", here.resolve("run.sh").toString()))
            .directory(here.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    builder.environment().put("JAVA_HOME", javaHome.toString());
    try {
      Process process = builder.start();
      boolean finished = process.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
      if (!finished) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly().waitFor();
      }
      return new ReproOutput(Files.readString(log, StandardCharsets.UTF_8), !finished);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot run " + here.resolve("run.sh"), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted running " + here.resolve("run.sh"), e);
    }
  }
}
