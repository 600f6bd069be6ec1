package io.serialtck.tck.worker;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How to start a worker JVM, and what it is for.
 *
 * @param label what the worker serves, as its command line and its log name say: a configuration's
 *     id ({@code kryo}), or that id with the worker's role ({@code kryo-upgrade}, {@code
 *     kryo-jdk25}, a race entrant's {@code kryo-5.6.2})
 * @param javaHome the JDK the worker runs on
 * @param configurationFlags the flags the configuration asks for on that JDK
 * @param heap the maximum heap, e.g. {@code 256m}
 * @param classpath the worker's own class path: the worker module and the SPI, nothing else
 * @param logDirectory where the worker's log, {@code <label>.log}, is kept (its standard error,
 *     appended across restarts)
 */
public record WorkerSpec(
    String label,
    Path javaHome,
    List<String> configurationFlags,
    String heap,
    List<Path> classpath,
    Path logDirectory) {

  /** The system property that names the worker's label on its command line, for {@code ps}. */
  public static final String LABEL_PROPERTY = "serialtck.configuration";

  public WorkerSpec {
    if (label.isBlank() || label.contains("/") || label.contains("\\")) {
      throw new IllegalArgumentException("not a worker label: '" + label + "'");
    }
    configurationFlags = List.copyOf(configurationFlags);
    classpath = List.copyOf(classpath);
  }

  /** The worker's standard error, appended across restarts of this worker within a run. */
  public Path log() {
    return logDirectory.resolve(label + ".log");
  }

  /**
   * Flags every worker gets: a small heap that ends the JVM on exhaustion (so an allocating library
   * becomes a CRASHED cell, not a wedged worker), JVM messages on standard error (standard output
   * carries the protocol), the JVM's crash report beside the log rather than in the kit's working
   * directory, and a client-like JIT and GC because cells are short and the machine has two cores.
   */
  public List<String> harnessFlags() {
    return List.of(
        "-Xmx" + heap,
        "-XX:+ExitOnOutOfMemoryError",
        "-XX:+DisplayVMOutputToStderr",
        "-XX:ErrorFile=" + logDirectory.toAbsolutePath().resolve(label + "-hs_err_pid%p.log"),
        "-XX:+UseSerialGC",
        "-XX:TieredStopAtLevel=1",
        "-Xshare:auto");
  }

  /** The worker's command line; the label comes first, so that {@code ps} shows it. */
  public List<String> command() {
    List<String> command = new ArrayList<>();
    command.add(javaHome.resolve("bin").resolve("java").toString());
    command.add("-D" + LABEL_PROPERTY + "=" + label);
    command.addAll(harnessFlags());
    command.addAll(configurationFlags);
    command.add("-cp");
    command.add(
        String.join(java.io.File.pathSeparator, classpath.stream().map(Path::toString).toList()));
    command.add("io.serialtck.worker.WorkerMain");
    return command;
  }

  /** The command line without the class path, for a detail or a log line. */
  public String describeCommand() {
    List<String> command = new ArrayList<>(command());
    int classpathAt = command.indexOf("-cp") + 1;
    command.set(classpathAt, "<" + classpath.size() + " entries>");
    return String.join(" ", command);
  }
}
