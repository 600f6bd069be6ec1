package io.serialtck.report.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --out}: the report folder of a command that writes one. */
final class ReportFolderOption {

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Report folder (default: target/tck-report at the repository root).")
  Path out;

  /** The folder asked for, else {@code target/tck-report} at the repository root. */
  Path folder() {
    return out != null ? out : TargetOptions.home().resolve("target").resolve("tck-report");
  }
}
