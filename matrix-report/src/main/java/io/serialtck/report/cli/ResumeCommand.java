package io.serialtck.report.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The command that resumes an interrupted run, printed for the user to paste as it is: the
 * launcher, the command and every option as given, with what would make the pasted copy ask another
 * plan or another folder made fixed (the seed {@code --seed random} chose; every path absolute, the
 * report folder included), then {@code --resume}.
 */
final class ResumeCommand {

  /**
   * The {@code -D} arguments the launcher was given before the command, shell-quoted (the launcher
   * sets it): {@code -Dserialtck.seed=5} or a library version the kit was built with.
   */
  static final String LAUNCHER_OPTIONS = "serialtck.launcher.options";

  private ResumeCommand() {}

  /**
   * @param parsed the command's own parse result ({@code run}, {@code baseline})
   * @param folder the run's report folder
   * @param seed the seed the run chose
   */
  static String of(CommandLine.ParseResult parsed, Path folder, long seed) {
    List<String> words = new ArrayList<>();
    words.add(parsed.commandSpec().name());
    boolean outGiven = false;
    for (OptionSpec option : parsed.matchedOptionsSet()) {
      String name = option.longestName();
      if (option.arity().max() == 0) {
        words.add(name);
        continue;
      }
      for (String value : option.originalStringValues()) {
        words.add(name);
        if (name.equals("--out")) {
          outGiven = true;
          words.add(absolute(folder));
        } else if (name.equals("--seed") && value.equals("random")) {
          words.add(Long.toString(seed));
        } else if (isPath(option)) {
          words.add(absolute(Path.of(value)));
        } else {
          words.add(value);
        }
      }
    }
    if (!outGiven) {
      words.addAll(List.of("--out", absolute(folder)));
    }
    if (!parsed.hasMatchedOption("--resume")) {
      words.add("--resume");
    }
    return launcher() + " " + ShellWords.join(words);
  }

  /**
   * {@code ./serialtck} when the command runs in the kit's folder (or the launcher did not say
   * where that is), else the launcher's absolute path; then the {@code -D} arguments it was given.
   */
  private static String launcher() {
    String home = System.getProperty("serialtck.home");
    String script = "./serialtck";
    if (home != null) {
      Path root = Path.of(home).toAbsolutePath().normalize();
      if (!root.equals(Path.of("").toAbsolutePath().normalize())) {
        script = ShellWords.quote(root.resolve("serialtck").toString());
      }
    }
    String options = System.getProperty(LAUNCHER_OPTIONS, "").strip();
    return options.isEmpty() ? script : script + " " + options;
  }

  private static boolean isPath(OptionSpec option) {
    return option.type() == Path.class
        || Arrays.asList(option.auxiliaryTypes()).contains(Path.class);
  }

  private static String absolute(Path path) {
    return path.toAbsolutePath().normalize().toString();
  }
}
