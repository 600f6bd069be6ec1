package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command's help renders as written: picocli reads a description as a format string, and a
 * lone {@code %} (the race's "95% bootstrap interval") made it print a warning and the raw text.
 */
class HelpTextTest {

  @Test
  void everyCommandsHelpRendersWithoutAFormatWarning() {
    CommandLine root = SerialTck.commandLine();
    ByteArrayOutputStream warnings = new ByteArrayOutputStream();
    PrintStream standardError = System.err;
    StringBuilder help = new StringBuilder(root.getUsageMessage());
    System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
    try {
      root.getSubcommands().values().forEach(command -> help.append(command.getUsageMessage()));
    } finally {
      System.setErr(standardError);
    }

    assertThat(warnings.toString(StandardCharsets.UTF_8)).isEmpty();
    assertThat(help.toString()).contains("with a 95%").doesNotContain("95%%");
  }
}
