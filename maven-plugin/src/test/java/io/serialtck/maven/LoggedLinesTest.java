package io.serialtck.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LoggedLinesTest {

  @Test
  void logsWholeLinesOnlyAndKeepsTheLastOneOnClose() {
    List<String> logged = new ArrayList<>();
    LoggedLines lines = new LoggedLines(logged::add);
    PrintStream out = lines.printStream();

    out.print("Baseline x: ");
    out.print("all cells ");
    assertThat(logged).isEmpty();
    out.println("agree");
    out.print("café\r\nlast, no newline");
    out.close();

    assertThat(logged).containsExactly("Baseline x: all cells agree", "café", "last, no newline");
  }
}
