package io.serialtck.report.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The command printed to resume an interrupted run, split by a shell as a paste would be and parsed
 * by the kit's own command line: accepted, and asking the same run of the same folder.
 */
class ResumeCommandTest {

  @Test
  void thePrintedCommandParsesToTheSameRunWithTheSeedChosenAndAbsolutePaths() {
    Path folder = Path.of("reports of 'today'", "run").toAbsolutePath();
    CommandLine.ParseResult given =
        SerialTck.commandLine()
            .parseArgs(
                "run",
                "--configurations",
                "java-standard,kryo-default",
                "--scenarios",
                "field-*,bean:*",
                "--seed",
                "random",
                "--race",
                "none",
                "--upgrade-evolution",
                "--adapters",
                "../adapters",
                "--out",
                "reports of 'today'/run")
            .subcommand();

    String printed = ResumeCommand.of(given, folder, 1234);
    List<String> words = ShellSplit.words(printed);

    assertThat(words.get(0)).isEqualTo("./serialtck");
    CommandLine pasted = SerialTck.commandLine();
    CommandLine.ParseResult run =
        pasted.parseArgs(words.subList(1, words.size()).toArray(String[]::new)).subcommand();
    assertThat(run.commandSpec().name()).isEqualTo("run");
    assertThat(run.matchedOptionValue("--seed", "")).isEqualTo("1234");
    assertThat(run.matchedOptionValue("--out", Path.of(""))).isEqualTo(folder);
    assertThat(run.matchedOptionValue("--adapters", Path.of("")))
        .isEqualTo(Path.of("../adapters").toAbsolutePath().normalize());
    assertThat(run.matchedOptionValue("--scenarios", List.of()))
        .isEqualTo(List.of("field-*", "bean:*"));
    assertThat(run.matchedOptionValue("--configurations", List.of()))
        .isEqualTo(List.of("java-standard", "kryo-default"));
    assertThat(run.hasMatchedOption("--upgrade-evolution")).isTrue();
    assertThat(run.matchedOptionValue("--race", RunCommand.RaceChoice.quick))
        .isEqualTo(RunCommand.RaceChoice.none);
    assertThat(run.hasMatchedOption("--resume")).isTrue();
  }

  @Test
  void aRunWithoutOutResumesTheFolderItWroteAndAResumedOneSaysResumeOnce() {
    Path folder = Path.of("target", "tck-report").toAbsolutePath();
    CommandLine.ParseResult given =
        SerialTck.commandLine()
            .parseArgs("baseline", "--update", "--resume", "--tries", "3")
            .subcommand();

    List<String> words = ShellSplit.words(ResumeCommand.of(given, folder, 42));

    assertThat(words.subList(1, words.size()))
        .containsExactly(
            "baseline", "--update", "--resume", "--tries", "3", "--out", folder.toString());
    SerialTck.commandLine().parseArgs(words.subList(1, words.size()).toArray(String[]::new));
  }
}
