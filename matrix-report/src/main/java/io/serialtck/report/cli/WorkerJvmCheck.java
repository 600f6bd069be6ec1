package io.serialtck.report.cli;

import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.WorkerJvmProbe;
import picocli.CommandLine;

/** The usage error of settings with which no worker can start. */
final class WorkerJvmCheck {

  private WorkerJvmCheck() {}

  static void check(CommandLine commandLine, Jdk jdk, String heap) {
    WorkerJvmProbe.problem(jdk, heap)
        .ifPresent(
            problem -> {
              throw new CommandLine.ParameterException(commandLine, problem);
            });
  }
}
