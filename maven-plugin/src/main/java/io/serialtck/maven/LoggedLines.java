package io.serialtck.maven;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/** What the engine prints, passed line by line to Maven's log. */
final class LoggedLines extends OutputStream {

  private final Consumer<String> log;
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
    log.accept(line);
  }
}
