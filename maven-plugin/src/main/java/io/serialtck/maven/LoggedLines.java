package io.serialtck.maven;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the engine prints, passed line by line to Maven's log and kept, so that the goal's failure
 * message can repeat how many cells differ.
 */
final class LoggedLines extends OutputStream {

  private static final Pattern DIFFER =
      Pattern.compile("(\\d+) of \\d+ cells (?:differ|do not pass)");

  private final Consumer<String> log;
  private final List<String> lines = new ArrayList<>();
  private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

  LoggedLines(Consumer<String> log) {
    this.log = log;
  }

  /** A print stream into this, flushed line by line. */
  PrintStream printStream() {
    return new PrintStream(this, true, StandardCharsets.UTF_8);
  }

  @Override
  public synchronized void write(int b) {
    if (b == '\n') {
      endLine();
    } else {
      pending.write(b);
    }
  }

  @Override
  public synchronized void flush() {
    // A PrintStream flushes after println and after every write of an autoflush stream; only a
    // complete line is logged, so that a line printed in pieces stays one log line.
  }

  @Override
  public synchronized void close() {
    if (pending.size() > 0) {
      endLine();
    }
  }

  private void endLine() {
    String line = pending.toString(StandardCharsets.UTF_8);
    if (line.endsWith("\r")) {
      line = line.substring(0, line.length() - 1);
    }
    pending.reset();
    lines.add(line);
    log.accept(line);
  }

  /**
   * How many cells the engine said differ from the baseline ("N of M cells differ", or "do not
   * pass" when there is no baseline), or -1 when it printed no such line.
   */
  synchronized int differingCells() {
    for (String line : lines) {
      Matcher matcher = DIFFER.matcher(line);
      if (matcher.find()) {
        return Integer.parseInt(matcher.group(1));
      }
    }
    return -1;
  }
}
