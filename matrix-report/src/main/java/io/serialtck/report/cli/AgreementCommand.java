package io.serialtck.report.cli;

import io.serialtck.race.engine.RaceAgreement;
import io.serialtck.race.engine.RaceDocument;
import io.serialtck.race.engine.RaceJson;
import io.serialtck.report.race.AgreementMarkdown;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code serialtck agreement RACE RACE...}: whether full races agree, each recomputed from the
 * forks and seed in its {@code race.json} ({@link RaceAgreement}); prints the comparison as
 * Markdown.
 */
@Command(
    name = "agreement",
    mixinStandardHelpOptions = true,
    description =
        "Compares full races (each recomputed from the forks and seed in its race.json): each"
            + " entrant's headline ratio against the other races' intervals, its tier in each, and"
            + " every pair of entrants two races both tell apart, the same way round or not."
            + " Prints Markdown.",
    exitCodeListHeading = "Exit codes:%n",
    exitCodeList = {
      "0:no two races tell a pair of entrants apart the opposite way round",
      "1:two races contradict each other on some pair (listed)",
      "2:a usage error: fewer than two races, or one that is not a full race",
      "4:a race.json cannot be read, or --out cannot be written"
    })
final class AgreementCommand implements Callable<Integer> {

  @Parameters(
      arity = "2..*",
      paramLabel = "RACE",
      description = "Full races: each a race.json, or the report folder holding it.")
  List<Path> races = new ArrayList<>();

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description = "Also write the Markdown to this file.")
  Path out;

  @Override
  public Integer call() {
    if (out != null) {
      OutputPaths.requireFile(out);
    }
    List<String> labels = new ArrayList<>();
    List<RaceDocument> documents = new ArrayList<>();
    for (Path race : races) {
      labels.add(race.toString());
      documents.add(read(DocumentFile.in(race, RaceJson.FILE_NAME)));
    }
    RaceAgreement agreement;
    try {
      agreement = RaceAgreement.of(labels, documents);
    } catch (IllegalArgumentException e) {
      System.err.println("serialtck agreement: " + e.getMessage());
      return ExitCodes.USAGE;
    }
    String markdown = AgreementMarkdown.render(agreement);
    System.out.print(markdown);
    if (out != null) {
      try {
        Files.writeString(out, markdown, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new EnvironmentException(
            "cannot write " + out + ": " + EnvironmentErrors.describe(e), e);
      }
    }
    return agreement.contradictions().isEmpty() ? ExitCodes.OK : ExitCodes.DIFFERS;
  }

  private static RaceDocument read(Path file) {
    try {
      return RaceJson.read(file);
    } catch (UncheckedIOException e) {
      throw new EnvironmentException(EnvironmentErrors.describe(e), e);
    }
  }
}
