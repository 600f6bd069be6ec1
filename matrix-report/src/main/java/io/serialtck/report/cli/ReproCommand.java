package io.serialtck.report.cli;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.repro.Agreement;
import io.serialtck.tck.repro.CellAddress;
import io.serialtck.tck.repro.CellSample;
import io.serialtck.tck.repro.ReproRefusedException;
import io.serialtck.tck.repro.ReproRun;
import io.serialtck.tck.repro.Reproducers;
import io.serialtck.tck.repro.ReproducibleCells;
import io.serialtck.tck.results.ResultsDocument;
import io.serialtck.tck.results.ResultsFolder;
import io.serialtck.value.DeepStack;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code serialtck repro}: writes reproducers of a report's cells, standalone programs that show a
 * cell's verdict without the kit, and with {@code --run} runs them and checks that each agrees with
 * its cell.
 */
@Command(
    name = "repro",
    mixinStandardHelpOptions = true,
    description = {
      "Writes a reproducer of a cell of a report: a folder that needs only a JDK (run.sh) and uses"
          + " no class of the kit, with the two class versions or the fixture's sources, the"
          + " configuration's library jars and its set-up as plain library code, one JVM that"
          + " writes and one that reads (a stateful cell's: fresh writers, one JVM holding one"
          + " instance for every step, fresh readers). "
          + ReproducibleCells.SUPPORTED
          + ". With --run, runs each and checks that what it shows agrees with the cell."
    },
    exitCodeListHeading = "Exit codes:%n",
    exitCodeList = {
      "0:the reproducers were written (and, with --run, every one agrees with its cell)",
      "1:with --run, a reproducer disagrees with its cell",
      "2:a usage error, or a cell no reproducer covers",
      "4:the results cannot be read, or a reproducer cannot be written"
    })
final class ReproCommand implements Callable<Integer> {

  @Mixin TargetOptions target;

  @Mixin ConfigurationsOption configurations;

  @Spec CommandLine.Model.CommandSpec spec;

  @Parameters(
      arity = "0..1",
      paramLabel = "CELL",
      description =
          "The cell, configuration/category/scenario/direction as the baseline names it, e.g."
              + " kryo-default/evolution/int-to-BigDecimal@minus-one/forward.")
  String cell;

  @Option(
      names = "--results",
      paramLabel = "FILE",
      description =
          "A run's folder, or its results.json (default: "
              + ReportFolderOption.DEFAULT
              + " at the repository root). Of a run that did not finish (interrupted, killed),"
              + " the cells its results.jsonl recorded are read too; the folder's results.jsonl"
              + " may be given for it.")
  Path results;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description =
          "Where each cell's folder is written (default: target/repro at the repository root).")
  Path out;

  @Option(
      names = "--failing",
      description = "A reproducer for every covered cell that did not pass (of --configurations).")
  boolean failing;

  @Option(
      names = "--sample",
      paramLabel = "N",
      converter = AtLeastOne.class,
      description =
          "A seeded random sample of N cells across configurations and categories, of the cells"
              + " whose outcome says something about the library (of --configurations).")
  Integer sample;

  @Option(
      names = "--seed",
      paramLabel = "N|random",
      converter = SeedConverter.class,
      description = "Seed of --sample, or random for a new one (default: ${DEFAULT-VALUE}).")
  long seed = RunOptions.DEFAULT_SEED;

  @Option(
      names = "--run",
      description =
          "Run each reproducer (sh run.sh, on --jdk) and check that it agrees with its cell.")
  boolean run;

  @Override
  public Integer call() {
    int asked = (cell != null ? 1 : 0) + (failing ? 1 : 0) + (sample != null ? 1 : 0);
    if (asked != 1) {
      throw usage("name one CELL, or ask for --failing or --sample N");
    }
    Path folder = out != null ? out : TargetOptions.home().resolve("target").resolve("repro");
    OutputPaths.requireFolder(folder, "reproducers' folder");
    Jdk jdk = target.jdk();
    ResultsDocument document = read();
    ConfigurationSelection selection = configurations.select(target, jdk.feature());
    List<CellResult> cells = cells(document, selection);
    PrintStream results = System.out;
    if (document.run().incomplete()) {
      results.printf(
          "The run did not finish: reading the %d cells it recorded (results.json and"
              + " results.jsonl)%n",
          document.cells().size());
    }
    int written = 0;
    List<CompletableFuture<String>> lines = new ArrayList<>();
    List<CompletableFuture<Agreement>> checks = new ArrayList<>();
    // two reproducers at once: each is mostly javac and JVM start-up, which a second core halves;
    // on a large stack, as a check walks the value trees a reproducer printed (DeepStack)
    ExecutorService runner =
        Executors.newFixedThreadPool(
            Math.min(2, Runtime.getRuntime().availableProcessors()),
            DeepStack.factory("serialtck-repro", false));
    try (Reproducers reproducers =
        new Reproducers(
            selection.registered(),
            TargetOptions.home().resolve("fixture-objects/src/main/java"))) {
      for (CellResult each : cells) {
        Path reproducer;
        try {
          reproducer = reproducers.write(each, folder);
        } catch (ReproRefusedException e) {
          if (cell != null) {
            throw usage(e.getMessage());
          }
          lines.add(CompletableFuture.completedFuture("refused " + e.getMessage()));
          continue;
        }
        written++;
        if (!run) {
          lines.add(CompletableFuture.completedFuture("wrote " + reproducer));
          continue;
        }
        if (!ReproducibleCells.isSampled(each)) {
          lines.add(
              CompletableFuture.completedFuture(
                  CellAddress.of(each)
                      + " not checked: the kit's outcome "
                      + each.outcome()
                      + " says nothing about the library (its reproducer is in "
                      + reproducer
                      + ")"));
          continue;
        }
        CompletableFuture<Agreement> check =
            CompletableFuture.supplyAsync(
                () -> Agreement.check(each, ReproRun.run(reproducer, jdk.home())), runner);
        checks.add(check);
        lines.add(check.thenApply(Agreement::line));
      }
      for (CompletableFuture<String> line : lines) {
        results.println(line.join());
      }
    } catch (CompletionException e) {
      throw new EnvironmentException("a reproducer could not be run: " + e.getCause(), e);
    } finally {
      runner.shutdownNow();
    }
    int checked = checks.size();
    long agreeing = checks.stream().filter(check -> check.join().agrees()).count();
    if (!run) {
      results.printf("%d reproducer%s in %s%n", written, written == 1 ? "" : "s", folder);
      return ExitCodes.OK;
    }
    results.printf(
        "%d of %d reproducers checked agree with their cells (in %s)%n", agreeing, checked, folder);
    return agreeing == checked ? ExitCodes.OK : ExitCodes.DIFFERS;
  }

  private ResultsDocument read() {
    Path source = results != null ? results : ReportFolderOption.defaultFolder();
    try {
      return ResultsFolder.read(source);
    } catch (ResultsFolder.ResultsException e) {
      throw new EnvironmentException(e.getMessage(), e);
    }
  }

  private List<CellResult> cells(ResultsDocument document, ConfigurationSelection selection) {
    if (cell != null) {
      CellKey key;
      try {
        key = CellAddress.parse(cell);
      } catch (IllegalArgumentException e) {
        throw usage(e.getMessage());
      }
      CellResult found =
          document.cells().stream()
              .filter(c -> CellKey.of(c).equals(key))
              .findFirst()
              .orElseThrow(() -> usage("the results hold no cell " + cell));
      try {
        ReproducibleCells.requireCovered(found);
      } catch (ReproRefusedException e) {
        throw usage(e.getMessage());
      }
      return List.of(found);
    }
    Set<String> chosen = selection.selected().stream().map(c -> c.id()).collect(Collectors.toSet());
    List<CellResult> ofChosen =
        document.cells().stream().filter(c -> chosen.contains(c.configuration())).toList();
    if (failing) {
      return CellSample.failing(ofChosen);
    }
    System.out.printf("A sample of %d cells, seed %d%n", sample, seed);
    return CellSample.sample(ofChosen, sample, seed);
  }

  private CommandLine.ParameterException usage(String message) {
    return new CommandLine.ParameterException(spec.commandLine(), message);
  }
}
