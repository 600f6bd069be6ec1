package io.serialtck.report.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/** A printed command split into its words by a POSIX shell, as a user's paste would be. */
final class ShellSplit {

  private ShellSplit() {}

  /** The words {@code sh} makes of the line: quotes removed, nothing expanded but the quoting. */
  static List<String> words(String line) {
    try {
      Process shell =
          new ProcessBuilder(
                  "sh",
                  "-c",
                  "eval \"set -- $1\"; for w; do printf '%s\\0' \"$w\"; done",
                  "sh",
                  line)
              .redirectErrorStream(true)
              .start();
      String out = new String(shell.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (shell.waitFor() != 0) {
        throw new IllegalStateException("sh could not split: " + line + ": " + out);
      }
      return Arrays.asList(out.split("\0"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
