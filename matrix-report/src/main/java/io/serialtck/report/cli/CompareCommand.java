package io.serialtck.report.cli;

import io.serialtck.report.compare.CompareException;
import io.serialtck.report.compare.CompareJob;
import io.serialtck.report.compare.CompareRequest;
import io.serialtck.report.compare.CompareSide;
import io.serialtck.report.compare.TeamDeclarations;
import io.serialtck.tck.discovery.AdapterCatalog;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code serialtck compare}: a team's own classes in two releases, written by one and read by the
 * other with each configuration, gated like the matrix.
 */
@Command(
    name = "compare",
    mixinStandardHelpOptions = true,
    description = {
      "Compares a team's own classes across two releases: values aimed at every change the two"
          + " releases differ by, then random values, derived from the roots' declared types, are"
          + " written with one release and read with the other, both ways, by every chosen"
          + " configuration; failures are shrunk."
    },
    exitCodeListHeading = "Exit codes:%n",
    exitCodeList = {
      "0:every cell is as the baseline expects (without a baseline: every cell passes)",
      "1:a cell differs from the baseline, or (without one) does not pass",
      "2:a usage error (an unknown configuration, a root in neither release, a rename that does"
          + " not fit, cells that measure nothing accepted without a reason)",
      "4:a path cannot be read or written"
    })
final class CompareCommand implements Callable<Integer> {

  @Mixin TargetOptions target;

  @Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--classes",
      arity = "2",
      required = true,
      paramLabel = "JAR|DIR",
      description = "The earlier release's classes, then the later one's (a jar or class folder).")
  List<Path> classes;

  @Option(
      names = "--labels",
      split = ",",
      paramLabel = "OLD,NEW",
      description = "How reports name the two releases (default: the file names).")
  List<String> labels;

  @Option(
      names = "--classpath",
      split = ":",
      paramLabel = "PATH",
      description = "Jars both releases need (their dependencies), ':'-separated.")
  List<Path> classpath = new ArrayList<>();

  @Option(
      names = "--roots",
      split = ",",
      required = true,
      paramLabel = "CLASS|PACKAGE",
      description = "Root classes, or packages (every concrete class directly in them).")
  List<String> roots;

  @Mixin ConfigurationsOption configurations;

  @Option(
      names = "--upgrade",
      paramLabel = "CFG:FROM..TO|CFG..CFG",
      description =
          "Also change that configuration's library version between the two sides"
              + " (kryo-default:5.5.0..5.6.2), or migrate from one configuration to another"
              + " (jackson-default..jackson3-default: the earlier release is written and read"
              + " with the first, the later with the second, whose cells they are).")
  List<String> upgrades = new ArrayList<>();

  @Option(
      names = "--seed",
      paramLabel = "N|random",
      converter = SeedConverter.class,
      description =
          "Seed of the values written, or random for a new one (default: ${DEFAULT-VALUE}).")
  long seed = CompareRequest.DEFAULT_SEED;

  @Option(
      names = "--tries",
      paramLabel = "N",
      converter = AtLeastOne.class,
      description =
          "Random values written per root, configuration and direction, after the values aimed at"
              + " each change (default: ${DEFAULT-VALUE}; the Maven plugin's default too).")
  int tries = CompareRequest.DEFAULT_TRIES;

  @Option(
      names = "--rename",
      split = ",",
      paramLabel = "CLASS.OLD=NEW",
      description =
          "A field renamed between the releases, e.g. com.example.LineItem.sku=productCode, or an"
              + " enum constant, com.example.Status.ECONOMY=SAVER: the value written must arrive"
              + " under the new name. Without it, a field removed and one added with the same type"
              + " are reported as a possible rename, and the removed field's values as dropped.")
  List<String> renames = new ArrayList<>();

  @Option(
      names = "--samples",
      split = ",",
      paramLabel = "CLASS|CLASS.METHOD",
      description =
          "The team's own values of its classes, written before any value the kit makes: a class"
              + " whose public static methods without parameters return them (one value, an array"
              + " or a collection), or one such method. Looked up in each release's class path"
              + " (and --classpath); a release without it gets the other's, as its classes hold"
              + " them. A class whose constructor refuses every value the kit makes fails the"
              + " gate until it has samples.")
  List<String> samples = new ArrayList<>();

  @Option(
      names = "--accept-removal",
      arity = "2",
      paramLabel = "CLASS.FIELD REASON",
      description =
          "Accept that a removed field's values are dropped, with the reason the baseline"
              + " records (repeatable). Without it a removed field fails the gate, as a deleted"
              + " protobuf field does until it is reserved.")
  List<String> acceptRemovals = new ArrayList<>();

  @Option(
      names = "--accept-unmeasured",
      paramLabel = "REASON",
      description =
          "With --update: accept the cells that measure nothing (NO_ROUND_TRIP,"
              + " INCONCLUSIVE) with this reason, which the baseline records; without it such"
              + " cells are refused.")
  String acceptUnmeasured;

  @Option(
      names = "--baseline",
      paramLabel = "DIR",
      description = "Baseline folder to gate on (default: none, every cell is expected to pass).")
  Path baseline;

  @Option(
      names = {"--update", "--update-baseline"},
      description =
          "Write this run's outcomes as the baseline (--baseline) instead of gating, as baseline"
              + " --update does (--update-baseline is its older name).")
  boolean updateBaseline;

  @Option(
      names = "--fields-only",
      description =
          "Build the values written field by field without running a constructor (default: through"
              + " each class's public constructor that takes the most fields, and public setters).")
  boolean fieldsOnly;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Report folder (default: target/compare-report).")
  Path out;

  @Override
  public Integer call() {
    if (labels != null && labels.size() != 2) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--labels takes two names, OLD,NEW");
    }
    if (updateBaseline && baseline == null) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--update needs --baseline DIR");
    }
    Path folder =
        out != null ? out : TargetOptions.home().resolve("target").resolve("compare-report");
    OutputPaths.requireFolder(folder, ReportFolder.ROLE);
    CompareRequest request =
        new CompareRequest(
            AdapterCatalog.adapterClasspaths(target.adaptersDir()),
            configurations.ids,
            side(0),
            side(1),
            roots,
            upgrades,
            seed,
            tries,
            target.jdk().home(),
            folder,
            Optional.ofNullable(baseline),
            acceptCommand(),
            !fieldsOnly,
            new TeamDeclarations(
                renames,
                samples,
                List.of(),
                acceptedRemovals(),
                Optional.ofNullable(acceptUnmeasured)));
    try {
      if (updateBaseline) {
        CompareJob.updateBaseline(request, System.out);
        ReportsLine.print(System.out, folder);
        return ExitCodes.OK;
      }
      boolean agrees = CompareJob.check(request, System.out).agrees();
      ReportsLine.print(System.out, folder);
      return agrees ? ExitCodes.OK : ExitCodes.DIFFERS;
    } catch (CompareException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  /** The {@code --accept-removal} pairs, field to reason. */
  private Map<String, String> acceptedRemovals() {
    Map<String, String> removals = new LinkedHashMap<>();
    for (int i = 0; i + 1 < acceptRemovals.size(); i += 2) {
      String reason = acceptRemovals.get(i + 1);
      if (reason.isBlank()) {
        throw new CommandLine.ParameterException(
            spec.commandLine(),
            "--accept-removal " + acceptRemovals.get(i) + " needs a reason, not an empty one");
      }
      removals.put(acceptRemovals.get(i), reason);
    }
    return removals;
  }

  private CompareSide side(int index) {
    Path release = classes.get(index);
    String label = labels != null ? labels.get(index) : release.getFileName().toString();
    List<Path> path = new ArrayList<>();
    path.add(release);
    path.addAll(classpath);
    return new CompareSide(label, path);
  }

  /** This command again, writing the baseline. */
  private String acceptCommand() {
    List<String> command = new ArrayList<>(spec.commandLine().getParseResult().originalArgs());
    if (!command.isEmpty() && command.get(0).equals(spec.name())) {
      command.remove(0);
    }
    if (baseline == null) {
      command.add("--baseline");
      command.add("src/serialtck/baseline");
    }
    command.add("--update");
    return "./serialtck compare " + ShellWords.join(command);
  }
}
