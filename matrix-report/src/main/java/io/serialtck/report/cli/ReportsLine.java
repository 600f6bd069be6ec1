package io.serialtck.report.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The last line of a command that writes a report folder: where it is and which of its reports it
 * holds, so that the paths are on screen when the command ends, whatever it printed before.
 */
final class ReportsLine {

  /** The reports a folder may hold, the one to open first first. */
  static final List<String> REPORTS =
      List.of(
          "index.html",
          "matrix.md",
          "race.html",
          "race.md",
          "results.json",
          "results.csv",
          "race.json",
          "race.csv");

  private ReportsLine() {}

  /** {@code Reports in /abs/folder: index.html (open it in a browser), matrix.md, ...}. */
  static String of(Path folder) {
    Path absolute = folder.toAbsolutePath().normalize();
    List<String> present =
        REPORTS.stream().filter(name -> Files.isRegularFile(absolute.resolve(name))).toList();
    if (present.isEmpty()) {
      return "No report was written in " + absolute;
    }
    return "Reports in "
        + absolute
        + ": "
        + present.stream()
            .map(name -> name.endsWith(".html") ? name + " (open it in a browser)" : name)
            .collect(Collectors.joining(", "));
  }

  static void print(PrintStream out, Path folder) {
    out.println();
    out.println(of(folder));
    out.flush();
  }
}
