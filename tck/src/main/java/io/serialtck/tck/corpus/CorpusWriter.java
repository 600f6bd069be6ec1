package io.serialtck.tck.corpus;

import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.cell.StepVerdicts;
import io.serialtck.tck.worker.Step;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.Response;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Rewrites the corpus with the current build. For each selected configuration, each flexibility
 * fixture is written in one world and read back in a fresh world of its own, as {@link
 * CorpusChecker} reads it; it enters the corpus when the write succeeds, the payload is at most
 * {@link Corpus#MAX_PAYLOAD_BYTES} and the read passes. A stored entry of the same library version
 * and JDK is kept, files untouched, when its bytes still read, so that a library writing
 * non-deterministic bytes does not rewrite the corpus on every update.
 */
public final class CorpusWriter {

  static final String WRITER_WORLD = "writer";

  /** Prefix of the world a fixture's fresh bytes are read back in, one per fixture. */
  static final String READER_WORLD = "read-";

  /** Prefix of the world a fixture's stored bytes are read in, one per stored entry. */
  static final String STORED_WORLD = "stored-";

  private final Corpus corpus;
  private final RunOptions options;

  /**
   * @param options the JDK, heap, timeout and log folder of the workers
   */
  public CorpusWriter(Corpus corpus, RunOptions options) {
    this.corpus = corpus;
    this.options = options;
  }

  /**
   * Rewrites the entries of the selected configurations, removes those of configurations no longer
   * registered, keeps the others, and writes the manifest.
   *
   * @param selected the configurations to write
   * @param registered the ids of every registered configuration
   */
  public CorpusUpdate update(List<RegisteredConfiguration> selected, Set<String> registered) {
    List<CorpusEntry> existing = corpus.exists() ? corpus.entries() : List.of();
    Set<String> selectedIds = new HashSet<>();
    selected.forEach(c -> selectedIds.add(c.id()));
    Progress progress = new Progress();
    for (CorpusEntry entry : existing) {
      if (registered.contains(entry.configuration())
          && !selectedIds.contains(entry.configuration())) {
        progress.entries.add(entry);
      }
    }
    for (RegisteredConfiguration configuration : selected) {
      List<CorpusEntry> own =
          existing.stream().filter(e -> e.configuration().equals(configuration.id())).toList();
      if (!configuration.info().isSupported()) {
        progress.notRun.add(configuration.id() + ": " + configuration.info().unsupported());
        progress.entries.addAll(own);
        continue;
      }
      writeConfiguration(configuration, own, progress);
    }
    try {
      removeUnlisted(progress);
      Files.createDirectories(corpus.root());
      writeIfChanged(
          corpus.manifest(),
          CorpusManifest.render(progress.entries).getBytes(java.nio.charset.StandardCharsets.UTF_8),
          progress);
    } catch (IOException e) {
      throw new CorpusException("cannot write the corpus in " + corpus.root() + ": " + e, e);
    }
    List<CorpusEntry> sorted = progress.entries.stream().sorted(CorpusManifest.ORDER).toList();
    return new CorpusUpdate(
        sorted,
        List.copyOf(progress.written),
        List.copyOf(progress.removed),
        progress.kept,
        List.copyOf(progress.unstable),
        List.copyOf(progress.leftOut),
        List.copyOf(progress.notRun));
  }

  private void writeConfiguration(
      RegisteredConfiguration configuration, List<CorpusEntry> own, Progress progress) {
    Map<String, CorpusEntry> stored = new HashMap<>();
    own.forEach(e -> stored.put(e.criterion(), e));
    List<String> worlds = new ArrayList<>();
    worlds.add(WRITER_WORLD);
    FlexibilityCriteria.all().forEach(c -> worlds.add(READER_WORLD + c.id()));
    own.forEach(e -> worlds.add(STORED_WORLD + e.criterion()));
    try (FixtureWorker worker = new FixtureWorker(configuration, options, worlds)) {
      for (Criterion criterion : FlexibilityCriteria.all()) {
        String key = configuration.id() + "/" + criterion.id();
        Step<Response.Written> write = worker.write(WRITER_WORLD, criterion.fixtureClass());
        if (!(write instanceof Step.Success<Response.Written> success)) {
          Verdict verdict = StepVerdicts.of(write, "write");
          progress.leftOut.add(key + ": " + verdict.outcome() + ": " + verdict.detail());
          continue;
        }
        byte[] payload = success.value().payload();
        byte[] metadata = success.value().metadata();
        if (payload.length > Corpus.MAX_PAYLOAD_BYTES) {
          progress.leftOut.add(key + ": payload of " + payload.length + " bytes is over 64 KiB");
          continue;
        }
        Verdict read =
            worker.read(READER_WORLD + criterion.id(), criterion.fixtureClass(), payload, metadata);
        if (read.outcome() != Outcome.PASS) {
          progress.leftOut.add(key + ": reads back " + read.outcome() + ": " + read.detail());
          continue;
        }
        CorpusEntry fresh =
            new CorpusEntry(
                configuration.id(),
                configuration.info().library(),
                worker.libraryVersion(WRITER_WORLD),
                options.jdk().feature(),
                criterion.id(),
                Sha256.of(payload),
                metadata == null ? null : Sha256.of(metadata),
                payload.length);
        CorpusEntry old = stored.get(criterion.id());
        if (old != null && stillGood(worker, old, fresh, criterion)) {
          progress.entries.add(old);
          progress.kept++;
          if (!old.equals(fresh)) {
            progress.unstable.add(key);
          }
          continue;
        }
        store(fresh, payload, metadata, progress);
      }
    }
  }

  /** Whether a stored entry of the same version and JDK is intact and still reads. */
  private boolean stillGood(
      FixtureWorker worker, CorpusEntry old, CorpusEntry fresh, Criterion criterion) {
    if (!old.version().equals(fresh.version())
        || old.jdk() != fresh.jdk()
        || !old.library().equals(fresh.library())) {
      return false;
    }
    StoredBytes bytes;
    try {
      bytes = corpus.load(old);
    } catch (CorpusException e) {
      return false;
    }
    return worker
            .read(
                STORED_WORLD + criterion.id(),
                criterion.fixtureClass(),
                bytes.payload(),
                bytes.metadata())
            .outcome()
        == Outcome.PASS;
  }

  private void store(CorpusEntry entry, byte[] payload, byte[] metadata, Progress progress) {
    Path payloadFile = corpus.payloadFile(entry.configuration(), entry.criterion());
    Path metadataFile = corpus.metadataFile(entry.configuration(), entry.criterion());
    try {
      Files.createDirectories(payloadFile.getParent());
      writeIfChanged(payloadFile, payload, progress);
      if (metadata != null) {
        writeIfChanged(metadataFile, metadata, progress);
      }
    } catch (IOException e) {
      throw new CorpusException("cannot write " + payloadFile + ": " + e, e);
    }
    progress.entries.add(entry);
  }

  /** Deletes every file and folder under the corpus root that no entry lists. */
  private void removeUnlisted(Progress progress) throws IOException {
    if (!Files.isDirectory(corpus.root())) {
      return;
    }
    Set<Path> listed = new HashSet<>();
    listed.add(corpus.manifest());
    for (CorpusEntry entry : progress.entries) {
      listed.add(corpus.payloadFile(entry.configuration(), entry.criterion()));
      if (entry.hasMetadata()) {
        listed.add(corpus.metadataFile(entry.configuration(), entry.criterion()));
      }
    }
    List<Path> files;
    try (Stream<Path> walk = Files.walk(corpus.root())) {
      files = walk.sorted(Comparator.reverseOrder()).toList();
    }
    for (Path file : files) {
      if (Files.isRegularFile(file) && !listed.contains(file)) {
        Files.delete(file);
        progress.removed.add(file);
      } else if (Files.isDirectory(file) && !file.equals(corpus.root()) && isEmpty(file)) {
        Files.delete(file);
      }
    }
  }

  private static boolean isEmpty(Path folder) throws IOException {
    try (Stream<Path> children = Files.list(folder)) {
      return children.findAny().isEmpty();
    }
  }

  private static void writeIfChanged(Path file, byte[] bytes, Progress progress)
      throws IOException {
    if (Files.isRegularFile(file) && Arrays.equals(Files.readAllBytes(file), bytes)) {
      return;
    }
    Files.write(file, bytes);
    progress.written.add(file);
  }

  /** What the rewrite has done so far. */
  private static final class Progress {
    final List<CorpusEntry> entries = new ArrayList<>();
    final List<Path> written = new ArrayList<>();
    final List<Path> removed = new ArrayList<>();
    final List<String> unstable = new ArrayList<>();
    final List<String> leftOut = new ArrayList<>();
    final List<String> notRun = new ArrayList<>();
    int kept;
  }
}
