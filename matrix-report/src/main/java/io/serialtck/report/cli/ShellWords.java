package io.serialtck.report.cli;

import java.util.List;
import java.util.stream.Collectors;

/** A command printed for the user to paste: its words as a POSIX shell reads them back. */
final class ShellWords {

  private ShellWords() {}

  /** The word, single-quoted when it holds anything but characters no shell treats specially. */
  static String quote(String word) {
    return word.matches("[A-Za-z0-9_./:@%+=,-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
  }

  /** The words, each quoted, separated by spaces. */
  static String join(List<String> words) {
    return words.stream().map(ShellWords::quote).collect(Collectors.joining(" "));
  }
}
