package io.serialtck.report.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * {@code --out}: the report folder of a command that writes the matrix's reports ({@code run},
 * {@code race}, {@code baseline}, {@code merge}), where {@code repro} looks for a run by default.
 */
final class ReportFolderOption {

  /** The report folder when none is given, relative to the repository root. */
  static final String DEFAULT = "target/tck-report";

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Report folder (default: " + DEFAULT + " at the repository root).")
  Path out;

  /** The folder asked for, else {@link #defaultFolder()}. */
  Path folder() {
    return out != null ? out : defaultFolder();
  }

  /** {@value #DEFAULT} at the repository root. */
  static Path defaultFolder() {
    return TargetOptions.home().resolve(DEFAULT);
  }
}
