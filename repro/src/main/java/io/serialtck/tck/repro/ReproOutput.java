package io.serialtck.tck.repro;

import io.serialtck.verdict.BytesRead;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a reproducer's {@code run.sh} printed, by its marked lines: the values ({@code
 * WRITTEN-JSON}, {@code READ-JSON}, {@code OBSERVED-JSON}, {@code EXPECTED-JSON}, {@code
 * ILL-TYPED}), what a side threw ({@code THREW}, {@code ROOT-CAUSE}), the bytes the read consumed
 * ({@code CONSUMED n OF m}), each JVM's exit ({@code WRITE-EXIT}, {@code READ-EXIT}), and for an
 * evolution cell with control values each control's ({@code CONTROL-n-WRITTEN-JSON}, {@code
 * CONTROL-n-READ-JSON}, {@code CONTROL-n-THREW}).
 *
 * @param text everything it printed
 * @param timedOut whether it was stopped for taking too long
 */
public record ReproOutput(String text, boolean timedOut) {

  /** The rest of the first line that starts with {@code marker} and a space. */
  public Optional<String> line(String marker) {
    return lines(marker).stream().findFirst();
  }

  /** The rest of every line that starts with {@code marker} and a space, in order. */
  public List<String> lines(String marker) {
    List<String> found = new ArrayList<>();
    for (String line : text.split("\\R")) {
      if (line.startsWith(marker + " ")) {
        found.add(line.substring(marker.length() + 1));
      }
    }
    return found;
  }

  /**
   * The last line that is not blank, or {@code (no output)}: what a script that stopped early said.
   */
  public String lastLine() {
    String[] lines = text.strip().split("\\R");
    String last = lines[lines.length - 1].strip();
    return last.isEmpty() ? "(no output)" : last;
  }

  /** A JVM's exit status, by its marker ({@code WRITE-EXIT}), when it ran. */
  public Optional<Integer> exit(String marker) {
    return line(marker).map(String::strip).map(Integer::valueOf);
  }

  /**
   * Whether the reader printed what the cell's own read gave ({@code READ-JSON} or {@code
   * OBSERVED-JSON}): a reader JVM that ended after it ended while reading a control.
   */
  public boolean readTheCell() {
    return line("READ-JSON").isPresent() || line("OBSERVED-JSON").isPresent();
  }

  /** How far the cell's read went: {@code CONSUMED n OF m}, else {@link BytesRead#UNKNOWN}. */
  public BytesRead bytesRead() {
    return bytesRead("");
  }

  /**
   * How far a read went whose line is {@code prefix} and {@code CONSUMED n OF m} (a stateful step's
   * read: {@code HELD-1-READ-CONSUMED}), else {@link BytesRead#UNKNOWN}.
   */
  public BytesRead bytesRead(String prefix) {
    return consumed(prefix).map(c -> BytesRead.of(c[0], c[1])).orElse(BytesRead.UNKNOWN);
  }

  /** The marker of control {@code n}'s line of a kind: {@code CONTROL-1-READ-JSON}. */
  public static String control(int n, String kind) {
    return "CONTROL-" + n + "-" + kind;
  }

  /** The bytes the read consumed and the bytes there were, when the library told. */
  public Optional<long[]> consumed() {
    return consumed("");
  }

  private Optional<long[]> consumed(String prefix) {
    return line(prefix + "CONSUMED")
        .map(
            text -> {
              String[] parts = text.strip().split(" OF ");
              return new long[] {Long.parseLong(parts[0]), Long.parseLong(parts[1])};
            });
  }
}
