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

  @Test
  void readsHowManyCellsTheEngineSaidDiffer() {
    LoggedLines lines = new LoggedLines(line -> {});
    PrintStream out = lines.printStream();
    out.println("progress");
    out.println("Baseline /b: 3 of 24 cells differ, 0 stale entries:");

    assertThat(lines.differingCells()).isEqualTo(3);
  }

  @Test
  void readsHowManyCellsDoNotPassWithoutABaseline() {
    LoggedLines lines = new LoggedLines(line -> {});
    lines.printStream().println("SerialTCK: 2 of 4 cells do not pass (no baseline at /b):");

    assertThat(lines.differingCells()).isEqualTo(2);
  }

  @Test
  void saysSoWhenTheEngineGaveNoCount() {
    LoggedLines lines = new LoggedLines(line -> {});
    lines.printStream().println("something else");

    assertThat(lines.differingCells()).isEqualTo(-1);
  }
}
