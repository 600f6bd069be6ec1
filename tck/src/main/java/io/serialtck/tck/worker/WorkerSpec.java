package io.serialtck.tck.worker;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How to start a worker JVM.
 *
 * @param javaHome the JDK the worker runs on
 * @param configurationFlags the flags the configuration asks for on that JDK
 * @param heap the maximum heap, e.g. {@code 256m}
 * @param classpath the worker's own class path: the worker module and the SPI, nothing else
 * @param log where the worker's standard error goes (appended across restarts)
 */
public record WorkerSpec(
    Path javaHome, List<String> configurationFlags, String heap, List<Path> classpath, Path log) {

  public WorkerSpec {
    configurationFlags = List.copyOf(configurationFlags);
    classpath = List.copyOf(classpath);
  }

  /**
   * Flags every worker gets: a small heap that ends the JVM on exhaustion (so an allocating library
   * becomes a CRASHED cell, not a wedged worker), JVM messages on standard error (standard output
   * carries the protocol), and a client-like JIT and GC because cells are short and the machine has
   * two cores.
   */
  public List<String> harnessFlags() {
    return List.of(
        "-Xmx" + heap,
        "-XX:+ExitOnOutOfMemoryError",
        "-XX:+DisplayVMOutputToStderr",
        "-XX:+UseSerialGC",
        "-XX:TieredStopAtLevel=1",
        "-Xshare:auto");
  }

  public List<String> command() {
    List<String> command = new ArrayList<>();
    command.add(javaHome.resolve("bin").resolve("java").toString());
    command.addAll(harnessFlags());
    command.addAll(configurationFlags);
    command.add("-cp");
    command.add(
        String.join(java.io.File.pathSeparator, classpath.stream().map(Path::toString).toList()));
    command.add("io.serialtck.worker.WorkerMain");
    return command;
  }
}
