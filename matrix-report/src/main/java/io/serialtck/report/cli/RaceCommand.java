package io.serialtck.report.cli;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.race.Entrant;
import io.serialtck.tck.race.RaceEntrants;
import io.serialtck.tck.race.RaceMode;
import io.serialtck.tck.resolve.LibraryResolutionException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code serialtck race}: times and weighs every configuration's payloads with JMH against the
 * hand-written baseline, writes {@code race.json} and renders the reports again.
 */
@Command(
    name = "race",
    mixinStandardHelpOptions = true,
    description =
        "Times serialize and deserialize of every payload with JMH, per configuration, against a"
            + " hand-written baseline measured in the same run, after checking that the payload"
            + " reads back intact; also B/op, reading into a reused object (where the"
            + " configuration implements ReusingReader), the TopOfBook echo with and without one"
            + " more object, trips to a file, and the lambdas' p50 and p99.99 round trip; weighs"
            + " the bytes raw and after Deflate. Writes race.json and the reports into --out.",
    exitCodeListHeading = "Exit codes:%n",
    exitCodeList = {
      "0:the race finished (a payload that does not read back intact is reported, not timed)",
      "2:a usage error",
      "3:the race JVM failed"
    })
final class RaceCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--payloads",
      split = ",",
      paramLabel = "ID",
      description =
          "Only these payloads, comma-separated (default: all and the lambdas in a full race;"
              + " session-100B, session-10KB, TestObject, TopOfBook and the lambdas with"
              + " --quick): session-0B, session-100B, session-1KB, session-10KB, session-100KB,"
              + " session-1MB, TestObject, TopOfBook, lambda-noncapturing, lambda-capturing,"
              + " enum-function.")
  List<String> payloads = new ArrayList<>();

  @Option(
      names = "--quick",
      description =
          "Short iterations, four payloads and the lambdas, each configuration's benchmarks in"
              + " one JVM without JMH forks: minutes instead of an hour; what CI runs. Its figures"
              + " are indicative only.")
  boolean quick;

  @Mixin ReportFolderOption out;

  @Mixin ConfigurationsOption configurations;

  @Mixin TargetOptions target;

  @Mixin UpgradeOptions upgrades;

  @Override
  public Integer call() {
    Path outDir = out.folder();
    Jdk jdk = target.jdk();
    RaceMode mode = quick ? RaceMode.QUICK : RaceMode.FULL;
    List<Payload> chosen = payloads(mode);
    ConfigurationSelection selection = configurations.select(target, jdk.feature());
    PrintStream console = System.err;
    List<Entrant> entrants;
    try {
      entrants =
          RaceEntrants.of(
              selection.selected(), upgrades.askedOnly(selection.selected(), "the race"), chosen);
    } catch (LibraryResolutionException e) {
      console.println("serialtck race: " + e.getMessage());
      return RunCommand.USAGE;
    }
    boolean raced = RaceJob.run("race", jdk, outDir, mode, chosen, entrants, console).isPresent();
    ReportsLine.print(System.out, outDir);
    return raced ? ExitCodes.OK : ExitCodes.HARNESS_ERROR;
  }

  private List<Payload> payloads(RaceMode mode) {
    if (payloads.isEmpty()) {
      return mode.payloads();
    }
    try {
      return payloads.stream().distinct().map(Payloads::byId).toList();
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--payloads: " + e.getMessage());
    }
  }
}
