package io.serialtck.tck.repro;

import io.serialtck.tck.CellResult;
import io.serialtck.tck.Side;
import io.serialtck.tck.text.MarkdownText;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.util.ArrayList;
import java.util.List;

/** The {@code README.md} of a reproducer: the kit's verdict, the set-up, and how to run it. */
final class ReproReadme {

  private ReproReadme() {}

  /**
   * @param writer the configuration the writer ran
   * @param reader the configuration the reader ran: another than {@code writer} for a migration's
   *     cell, whose sides each have their set-up source ({@code setup/writer}, {@code
   *     setup/reader})
   * @param program what the programs do, one line each
   * @param jvms the JVMs {@code run.sh} runs, in order
   */
  static String of(
      CellResult cell,
      ConfigurationInfo writer,
      ConfigurationInfo reader,
      List<String> program,
      List<JvmRun> jvms) {
    boolean twoConfigurations = !writer.id().equals(reader.id());
    List<String> lines = new ArrayList<>();
    lines.add("# Reproducer of " + CellAddress.of(cell));
    lines.add("");
    lines.add(
        "A standalone program that shows what SerialTCK saw in this cell, without any class of the"
            + " kit: the library's jars, the configuration's set-up as plain library calls, and two"
            + " JVMs, one that writes and one that reads.");
    lines.add("");
    lines.add("## The kit's verdict");
    lines.add("");
    lines.add("- outcome: **" + cell.outcome() + "**");
    if (!cell.mode().isEmpty()) {
      lines.add("- mode: `" + cell.mode() + "`");
    }
    if (cell.detail() != null && !cell.detail().isEmpty()) {
      lines.add("- detail: " + MarkdownText.inline(cell.detail()));
    }
    lines.add("- writer: " + side(cell.writer()));
    lines.add("- reader: " + side(cell.reader()));
    lines.add("");
    if (twoConfigurations) {
      lines.add("## The configurations");
      lines.add("");
      lines.add(
          "A migration between two configurations of one format: the writer runs one, the reader"
              + " the other.");
      lines.add("");
      lines.add("- writer: " + describe(writer));
      lines.add("- reader: " + describe(reader));
      lines.add("");
      lines.add(
          "`setup/writer/SetUp.java` and `setup/reader/SetUp.java` are those set-ups as code (the"
              + " kit keeps each beside its configuration and tests that it writes the"
              + " configuration's bytes); each side compiles `src/` with its own. The library's"
              + " jars are in `lib/writer` and `lib/reader`.");
    } else {
      lines.add("## The configuration");
      lines.add("");
      lines.add(describe(writer));
      lines.add("");
      lines.add(
          "`src/SetUp.java` is that set-up as code (the kit keeps it beside the configuration and"
              + " tests that it writes the configuration's bytes). The library's jars are in"
              + " `lib/writer` and `lib/reader`.");
    }
    lines.add("");
    lines.add("## What it does");
    lines.add("");
    program.forEach(line -> lines.add("- " + line));
    lines.add("");
    lines.add("## Run it");
    lines.add("");
    lines.add("```");
    lines.add("sh run.sh");
    lines.add("```");
    lines.add("");
    lines.add(
        "It needs a JDK (17 or later; `JAVA_HOME`, else `java` and `javac` on the PATH) and works"
            + " from any folder. It compiles `src/` against each side's jars into `out/`, "
            + (jvms.equals(JvmRun.WRITE_THEN_READ)
                ? "runs `Write` (which stores `out/bytes.bin`) and then `Read`, each in its own JVM"
                : "then runs "
                    + jvms.size()
                    + " JVMs in turn ("
                    + String.join("; ", jvms.stream().map(JvmRun::heading).toList())
                    + "), each")
            + " with the configuration's JVM flags for that JDK (for a migration, both"
            + " configurations', as the kit's worker holding both has them) and the flags of the"
            + " kit's workers that decide outcomes (a small heap that ends the JVM when it runs"
            + " out, exit code 3: the kit calls that CRASHED). "
            + (jvms.equals(JvmRun.WRITE_THEN_READ)
                ? "`Write` and `Read` exit with 1 when the library threw."
                : "A JVM that does not exit with 0 ends the script."));
    lines.add("");
    lines.add(
        "Lines meant for the kit's agreement check start with a word in capitals: `WRITTEN-JSON`,"
            + " `READ-JSON`, `OBSERVED-JSON` and `EXPECTED-JSON` (the values in the kit's value-tree"
            + " form), `THREW` (what the library threw) with `ROOT-CAUSE`, `CONSUMED n OF m` (the"
            + " bytes the read consumed, where the configuration reports them: a read that leaves"
            + " bytes unread, or runs past the end, is a misaligned read, `CORRUPTED` whatever it"
            + " shows), `CONTROL-n-…` (a control value's, where the change has some),"
            + " `WRITE-EXIT` and `READ-EXIT`."
            + (jvms.equals(JvmRun.WRITE_THEN_READ)
                ? ""
                : " Here each has the marker of who wrote or read before it (`V1-`, `V2-`, `OTHER-`"
                    + " for the fresh writers, `HELD-n-` and `FRESH-n-` for step n, `HELD-n-BACK-`"
                    + " for a fresh read of what the held instance wrote at step n), and each JVM"
                    + " prints its exit: "
                    + String.join(", ", jvms.stream().map(j -> "`" + j.marker() + "`").toList())
                    + "."));
    lines.add("");
    return String.join("\n", lines);
  }

  private static String describe(ConfigurationInfo configuration) {
    return "`"
        + configuration.id()
        + "`, "
        + MarkdownText.inline(configuration.library())
        + ": "
        + MarkdownText.inline(configuration.description());
  }

  private static String side(Side side) {
    return (side.configuration() == null ? "" : "`" + side.configuration() + "`, ")
        + "library "
        + side.libraryVersion()
        + " on JDK "
        + side.jdk()
        + ", class version "
        + side.classVersion();
  }
}
