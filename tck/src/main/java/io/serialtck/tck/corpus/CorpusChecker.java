package io.serialtck.tck.corpus;

import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Reads the stored entries with the current build, one worker per configuration, and judges each
 * with its criterion's pass rule: PASS, or the outcome and its detail. Every read is done by a new
 * instance of the configuration, as in the matrix; a configuration whose library keeps what it
 * learns in static state ({@code keepsStaticState}) reads each entry in a world of its own, as a
 * fresh application would read stored data, so that reading one entry never teaches the library
 * something another entry needs (one-nio without shipped metadata, for one, reads a BigDecimal only
 * after it has met a BigInteger). The others share one world: a new class loader per entry would
 * only load the library again, and cost CI a minute for the whole corpus.
 */
public final class CorpusChecker {

  /**
   * Prefix of the world an entry of a library with static state is read in: a fresh one per entry,
   * so no read helps another.
   */
  static final String READER_WORLD = "read-";

  /** The world the entries of a library without static state share. */
  static final String SHARED_WORLD = "read";

  private final Corpus corpus;
  private final Map<String, RegisteredConfiguration> registered;
  private final RunOptions options;

  /**
   * @param registered the configurations of the current build, by id
   * @param options the JDK, heap, timeout and log folder of the workers
   */
  public CorpusChecker(
      Corpus corpus, Map<String, RegisteredConfiguration> registered, RunOptions options) {
    this.corpus = corpus;
    this.registered = registered;
    this.options = options;
  }

  /**
   * Checks these entries, grouped by configuration in the order they first appear; as many
   * configurations at once as the options' parallelism.
   */
  public List<EntryCheck> check(List<CorpusEntry> entries) {
    Map<String, List<CorpusEntry>> byConfiguration = new LinkedHashMap<>();
    entries.forEach(
        e -> byConfiguration.computeIfAbsent(e.configuration(), id -> new ArrayList<>()).add(e));
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, options.parallelism()));
    try {
      List<Future<List<EntryCheck>>> running = new ArrayList<>();
      byConfiguration.forEach(
          (id, own) -> running.add(pool.submit(() -> checkConfiguration(id, own))));
      List<EntryCheck> checks = new ArrayList<>();
      for (Future<List<EntryCheck>> configuration : running) {
        checks.addAll(configuration.get());
      }
      return checks;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CorpusException("interrupted while reading the corpus", e);
    } catch (ExecutionException e) {
      throw new CorpusException("reading the corpus failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }

  private List<EntryCheck> checkConfiguration(String id, List<CorpusEntry> entries) {
    RegisteredConfiguration configuration = registered.get(id);
    String jdk = options.jdk().version();
    if (configuration == null) {
      return entries.stream()
          .map(
              e ->
                  unread(
                      e,
                      EntryCheck.Status.STALE,
                      "configuration no longer registered; "
                          + Corpus.UPDATE_COMMAND
                          + " removes it",
                      jdk))
          .toList();
    }
    if (!configuration.info().isSupported()) {
      return entries.stream()
          .map(
              e ->
                  unread(
                      e,
                      EntryCheck.Status.NOT_RUN,
                      "not run on JDK " + jdk + ": " + configuration.info().unsupported(),
                      jdk))
          .toList();
    }
    List<EntryCheck> checks = new ArrayList<>();
    boolean worldPerEntry = configuration.info().keepsStaticState();
    List<String> worlds =
        worldPerEntry
            ? entries.stream().map(CorpusChecker::ownWorld).distinct().toList()
            : List.of(SHARED_WORLD);
    try (FixtureWorker worker = new FixtureWorker(configuration, options, worlds)) {
      for (CorpusEntry entry : entries) {
        checks.add(check(worker, entry, worldPerEntry ? ownWorld(entry) : SHARED_WORLD));
      }
    }
    return checks;
  }

  private static String ownWorld(CorpusEntry entry) {
    return READER_WORLD + entry.criterion();
  }

  private EntryCheck check(FixtureWorker worker, CorpusEntry entry, String world) {
    String jdk = options.jdk().version();
    Optional<Criterion> criterion = criterion(entry.criterion());
    if (criterion.isEmpty()) {
      return unread(entry, EntryCheck.Status.STALE, "no flexibility criterion of this id", jdk);
    }
    StoredBytes bytes;
    try {
      bytes = corpus.load(entry);
    } catch (CorpusException e) {
      return unread(entry, EntryCheck.Status.TAMPERED, e.getMessage(), jdk);
    }
    Verdict verdict =
        worker.read(world, criterion.get().fixtureClass(), bytes.payload(), bytes.metadata());
    String readerJdk = worker.jdkVersion() != null ? worker.jdkVersion() : jdk;
    String version = worker.libraryVersion(world);
    if (verdict.outcome() == Outcome.PASS) {
      return new EntryCheck(entry, EntryCheck.Status.READ, Outcome.PASS, null, version, readerJdk);
    }
    return new EntryCheck(
        entry,
        EntryCheck.Status.FAILED,
        verdict.outcome(),
        verdict.detail() + " (pass rule: " + criterion.get().passRule() + ")",
        version,
        readerJdk);
  }

  private EntryCheck unread(CorpusEntry entry, EntryCheck.Status status, String why, String jdk) {
    RegisteredConfiguration configuration = registered.get(entry.configuration());
    String version = configuration != null ? configuration.info().version() : "-";
    return new EntryCheck(entry, status, null, why, version, jdk);
  }

  static Optional<Criterion> criterion(String id) {
    return FlexibilityCriteria.all().stream().filter(c -> c.id().equals(id)).findFirst();
  }
}
