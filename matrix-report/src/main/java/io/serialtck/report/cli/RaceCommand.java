package io.serialtck.report.cli;

import io.serialtck.fixtures.Payload;
import io.serialtck.fixtures.Payloads;
import io.serialtck.race.engine.Calibration;
import io.serialtck.race.engine.Entrant;
import io.serialtck.race.engine.RaceEntrants;
import io.serialtck.race.engine.RaceMode;
import io.serialtck.race.engine.RaceSchedule;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.resolve.LibraryResolutionException;
import io.serialtck.tck.results.ResultsFolder;
import io.serialtck.tck.results.ResultsJson;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
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
            + " hand-written baseline, after checking that the payload reads back intact: in"
            + " rounds of one fork per configuration (its payloads) in a shuffled order, as many as"
            + " the variance asks for and the budget allows, each time and ratio with a 95%%"
            + " interval (a bootstrap over the rounds, never narrower than Student's t), an A/A"
            + " control, and tiers instead of a strict order. Also B/op,"
            + " reading into a reused object (where the configuration implements ReusingReader),"
            + " the TopOfBook echo with and without one more object, trips to a file, and the"
            + " lambdas' p50 and p99.99 round trip; weighs the bytes raw and after Deflate. Writes"
            + " race.json and the reports into --out.",
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
          "A smoke test: short iterations, four payloads and the lambdas, each configuration's"
              + " benchmarks in one JVM, one round; every entrant runs and weighs, nothing is"
              + " ranked. What CI runs.")
  boolean quick;

  @Option(
      names = "--calibrate",
      description =
          "Race each configuration beside its plain twin (a JMH benchmark of the same library"
              + " calls without the kit's harness) on TestObject, TopOfBook, session-1KB and"
              + " session-100KB, in rounds, and report the kit's time over the twin's with its"
              + " interval (each should be within 10%%). Writes calibration.json and"
              + " calibration.md into --out.")
  boolean calibrate;

  @Option(
      names = "--check-settings",
      description =
          "Check the full race's settings against long JMH settings (3 x 1 s warm-up, 5 x 1 s"
              + " measured): each configuration and the hand-written code timed with both in the"
              + " same rounds, on TestObject and session-1KB; a configuration's ratio to the"
              + " hand-written code under the full settings over the same under the long ones,"
              + " with its interval (each should be within 10%%). Writes calibration.json and"
              + " calibration.md into --out.")
  boolean checkSettings;

  @Option(
      names = "--long",
      description =
          "A full race with long JMH settings instead of the warm-up until steady: 3 x 1 s"
              + " warm-up and 5 x 1 s measured per benchmark, each in a JVM of its own (about 9 s a"
              + " benchmark), on TestObject and session-1KB unless --payloads says otherwise.")
  boolean longSettings;

  @Option(
      names = "--budget",
      paramLabel = "MINUTES",
      converter = AtLeastOne.class,
      description =
          "How long the rounds of a full race or a calibration may take (default: 30): a round"
              + " starts only if it is estimated to end within it; at least 3 rounds run.")
  Integer budget;

  @Option(
      names = "--rounds",
      paramLabel = "N",
      converter = AtLeastOne.class,
      description =
          "Run exactly N rounds, whatever the variance and the budget say (a full race or a"
              + " calibration).")
  Integer rounds;

  @Option(
      names = "--seed",
      paramLabel = "N|random",
      converter = SeedConverter.class,
      description =
          "The seed of the rounds' shuffled orders and of the bootstrap intervals, or random for a"
              + " new one (default: "
              + RunOptions.DEFAULT_SEED
              + "; printed and kept in race.json).")
  Long seed;

  @Mixin ReportFolderOption out;

  @Mixin ConfigurationsOption configurations;

  @Mixin TargetOptions target;

  @Mixin UpgradeOptions upgrades;

  @Override
  public Integer call() {
    if (Stream.of(quick, calibrate, checkSettings, longSettings).filter(b -> b).count() > 1) {
      throw new CommandLine.ParameterException(
          spec.commandLine(),
          "--quick, --calibrate, --check-settings and --long: give one at most");
    }
    Path outDir = out.folder();
    OutputPaths.requireFolder(outDir, ReportFolder.ROLE);
    boolean calibration = calibrate || checkSettings;
    if (!calibration) {
      requireReadableResults(outDir);
    }
    Jdk jdk = target.jdk();
    RaceMode mode =
        calibrate
            ? RaceMode.CALIBRATE
            : checkSettings
                ? RaceMode.CHECK
                : quick ? RaceMode.QUICK : longSettings ? RaceMode.LONG : RaceMode.FULL;
    List<Payload> chosen = payloads(mode);
    ConfigurationSelection selection = configurations.select(target, jdk.feature());
    PrintStream console = System.err;
    RaceSchedule schedule = schedule();
    if (calibration) {
      boolean calibrated =
          CalibrationJob.run(
              jdk,
              outDir,
              chosen,
              checkSettings
                  ? RaceEntrants.withLongSettings(selection.selected())
                  : RaceEntrants.withTwins(selection.selected()),
              schedule,
              console,
              checkSettings ? Calibration.LONG_SETTINGS : Calibration.TWIN);
      return calibrated ? ExitCodes.OK : ExitCodes.HARNESS_ERROR;
    }
    List<Entrant> entrants;
    try {
      entrants =
          RaceEntrants.of(
              selection.selected(),
              upgrades.askedOnly(selection.selected(), "the race"),
              chosen,
              mode.rounds());
    } catch (LibraryResolutionException e) {
      console.println("serialtck race: " + e.getMessage());
      return RunCommand.USAGE;
    }
    boolean raced =
        RaceJob.run(
                "race",
                jdk,
                outDir,
                mode,
                chosen,
                entrants,
                RunOptions.DEFAULT_HEAP,
                schedule,
                console)
            .isPresent();
    ReportsLine.print(System.out, outDir);
    return raced ? ExitCodes.OK : ExitCodes.HARNESS_ERROR;
  }

  /**
   * The folder's matrix results, which the reports are rendered from again after the race, must be
   * readable before the race starts, not after it.
   */
  private static void requireReadableResults(Path outDir) {
    Path results = outDir.resolve(ResultsFolder.RESULTS);
    if (Files.isRegularFile(results)) {
      try {
        ResultsJson.readChecked(results);
      } catch (IOException e) {
        throw new EnvironmentException(
            results
                + " cannot be read ("
                + EnvironmentErrors.describe(e)
                + "); the race renders the folder's reports from it: give another --out");
      }
    }
  }

  private RaceSchedule schedule() {
    return new RaceSchedule(
        seed == null ? RunOptions.DEFAULT_SEED : seed,
        budget == null ? RaceSchedule.FULL_BUDGET : Duration.ofMinutes(budget),
        rounds);
  }

  private List<Payload> payloads(RaceMode mode) {
    if (payloads.isEmpty()) {
      return mode.payloads();
    }
    List<Payload> chosen;
    try {
      chosen = payloads.stream().distinct().map(Payloads::byId).toList();
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--payloads: " + e.getMessage());
    }
    if ((mode == RaceMode.CALIBRATE || mode == RaceMode.CHECK)
        && chosen.stream().anyMatch(Payload::lambda)) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--payloads: a calibration times payloads, not the lambdas");
    }
    return chosen;
  }
}
