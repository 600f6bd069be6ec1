package io.serialtck.report.section;

import java.io.PrintStream;
import java.util.List;

/** A table on the terminal: left-aligned columns two spaces apart, the first row its header. */
public final class TerminalTable {

  private TerminalTable() {}

  /** Each column as wide as its widest entry; the last column is not padded. */
  public static void print(PrintStream out, List<String[]> rows) {
    int columns = rows.get(0).length;
    int[] widths = new int[columns];
    for (String[] row : rows) {
      for (int i = 0; i < columns; i++) {
        widths[i] = Math.max(widths[i], row[i].length());
      }
    }
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < columns; i++) {
        line.append("  ").append(i == columns - 1 ? row[i] : pad(row[i], widths[i]));
      }
      out.println(line.toString().stripTrailing());
    }
  }

  private static String pad(String text, int width) {
    return text + " ".repeat(width - text.length());
  }
}
