package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Usage errors of {@code run --upgrade} and {@code --reader-jdk}, found before any cell runs. */
class UpgradeOptionsTest {

  private static final String ADAPTERS = System.getProperty("serialtck.adapters", "../adapters");
  private static final String BASELINE = "../baseline";

  @TempDir Path out;

  @Test
  void aPairWithoutVersionsIsAUsageErrorShowingTheForm() {
    StringWriter err = new StringWriter();

    assertThat(run(err, "--upgrade", "kryo-default")).isEqualTo(2);
    assertThat(err.toString()).contains("is not CONFIGURATION:FROM..TO");
    assertThat(out).isEmptyDirectory();
  }

  @Test
  void aPairOfAConfigurationNotInTheRunIsAUsageError() {
    StringWriter err = new StringWriter();

    int exit =
        run(err, "--configurations", "kryo-default", "--upgrade", "fst-default:2.57..3.0.4-jdk17");

    assertThat(exit).isEqualTo(2);
    assertThat(err.toString()).contains("fst-default is not among the configurations of this run");
  }

  @Test
  void theJdksOwnSerializationHasNoLibraryVersionToChange() {
    StringWriter err = new StringWriter();

    assertThat(run(err, "--upgrade", "java-standard:17..25")).isEqualTo(2);
    assertThat(err.toString()).contains("JDK's own serialization").contains("--reader-jdk");
  }

  @Test
  void aPairOtherThanTheNamedOneCannotBeGatedOnTheBaseline() {
    StringWriter err = new StringWriter();

    int exit = run(err, "--baseline", BASELINE, "--upgrade", "kryo-default:5.0.0..5.6.2");

    assertThat(exit).isEqualTo(2);
    assertThat(err.toString())
        .contains("cannot be gated")
        .contains("named upgrades and migrations only");
  }

  @Test
  void aReaderJdkThatIsNoJdkFolderIsAUsageError() {
    StringWriter err = new StringWriter();

    assertThat(run(err, "--reader-jdk", out.toString())).isEqualTo(2);
    assertThat(err.toString()).contains("--reader-jdk: not a JDK folder");
  }

  private int run(StringWriter err, String... options) {
    String[] args = new String[options.length + 7];
    args[0] = "run";
    args[1] = "--adapters";
    args[2] = ADAPTERS;
    args[3] = "--out";
    args[4] = out.toString();
    args[5] = "--race";
    args[6] = "none";
    System.arraycopy(options, 0, args, 7, options.length);
    CommandLine commandLine = SerialTck.commandLine();
    commandLine.setErr(new PrintWriter(err));
    return commandLine.execute(args);
  }
}
