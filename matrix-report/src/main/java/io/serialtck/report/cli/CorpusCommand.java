package io.serialtck.report.cli;

import io.serialtck.tck.corpus.Corpus;
import io.serialtck.tck.corpus.CorpusChecker;
import io.serialtck.tck.corpus.CorpusEntry;
import io.serialtck.tck.corpus.CorpusException;
import io.serialtck.tck.corpus.CorpusUpdate;
import io.serialtck.tck.corpus.CorpusWriter;
import io.serialtck.tck.corpus.EntryCheck;
import io.serialtck.tck.plan.RunOptions;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code serialtck corpus}: reads the golden corpus with the current build and prints each entry
 * that no longer reads (exit 1 if any), or with {@code --update} rewrites it with the current
 * build.
 */
@Command(
    name = "corpus",
    mixinStandardHelpOptions = true,
    description =
        "Reads the golden corpus with the current build (exit 1 when an entry no longer reads), or"
            + " rewrites it with --update.")
final class CorpusCommand implements Callable<Integer> {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--update", description = "Rewrite the corpus with the current build.")
  boolean update;

  @Option(
      names = "--dir",
      paramLabel = "DIR",
      description = "The corpus folder (default: corpus at the repository root).")
  Path dir;

  @Option(
      names = "--list-left-out",
      description = "With --update: print each fixture left out of the corpus and why.")
  boolean listLeftOut;

  @Mixin WorkerOptions workers;

  @Mixin ConfigurationsOption configurations;

  @Mixin TargetOptions target;

  @Override
  public Integer call() {
    Path root = dir != null ? dir : TargetOptions.home().resolve("corpus");
    if (update) {
      OutputPaths.requireFolder(root, "corpus folder");
    }
    Corpus corpus = Corpus.at(root);
    PrintStream console = System.err;
    RunOptions options =
        workers.applyTo(
            RunOptions.defaults(TargetOptions.home().resolve("target").resolve("corpus-work"))
                .withJdk(target.jdk()));
    ConfigurationSelection selection = configurations.select(target, options.jdk().feature());
    try {
      return update
          ? update(console, corpus, options, selection)
          : check(console, corpus, options, selection);
    } catch (CorpusException e) {
      console.println("serialtck corpus: " + e.getMessage());
      return 2;
    }
  }

  private int update(
      PrintStream console, Corpus corpus, RunOptions options, ConfigurationSelection selection) {
    long started = System.nanoTime();
    CorpusUpdate done =
        new CorpusWriter(corpus, options)
            .update(selection.selected(), selection.registered().keySet());
    if (listLeftOut) {
      done.leftOut().forEach(reason -> console.println("left out " + reason));
    }
    done.written().forEach(file -> console.println("written  " + file));
    done.removed().forEach(file -> console.println("removed  " + file));
    done.notRun().forEach(reason -> console.println("not run  " + reason));
    done.unstable()
        .forEach(
            key ->
                console.println(
                    "kept     " + key + " (bytes written now differ, the stored ones still read)"));
    console.printf(
        "Corpus %s on JDK %s: %d entries (%d kept as stored), %d files written, %d removed, %d"
            + " fixtures left out, %.1f s. `git diff %s` shows what changed.%n",
        corpus.root(),
        options.jdk().version(),
        done.entries().size(),
        done.kept(),
        done.written().size(),
        done.removed().size(),
        done.leftOut().size(),
        (System.nanoTime() - started) / 1e9,
        corpus.root());
    return 0;
  }

  private int check(
      PrintStream console, Corpus corpus, RunOptions options, ConfigurationSelection selection) {
    long started = System.nanoTime();
    List<CorpusEntry> entries =
        corpus.entries().stream()
            .filter(
                e -> configurations.ids.isEmpty() || configurations.ids.contains(e.configuration()))
            .toList();
    List<EntryCheck> checks =
        new CorpusChecker(corpus, selection.registered(), options).check(entries);
    long broken = checks.stream().filter(EntryCheck::broken).count();
    long notRun = checks.stream().filter(c -> c.status() == EntryCheck.Status.NOT_RUN).count();
    checks.stream()
        .filter(c -> c.status() != EntryCheck.Status.READ)
        .forEach(c -> console.println(c.describe()));
    console.printf(
        "Corpus %s read on JDK %s: %d entries, %d read, %d do not, %d not run on this JDK, %.1f s.%n",
        corpus.root(),
        options.jdk().version(),
        checks.size(),
        checks.size() - broken - notRun,
        broken,
        notRun,
        (System.nanoTime() - started) / 1e9);
    return broken > 0 ? 1 : 0;
  }
}
