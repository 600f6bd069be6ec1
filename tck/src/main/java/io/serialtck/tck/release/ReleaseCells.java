package io.serialtck.tck.release;

import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.evolution.property.ValueGenerator;
import io.serialtck.evolution.property.ValueSimplifier;
import io.serialtck.fixtures.Category;
import io.serialtck.tck.Direction;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.tck.worker.WorkerClasspath;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.tck.worker.WorkerSpec;
import io.serialtck.value.ObjectValue;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * One configuration's release cells: for each root, {@code backward} (the earlier release writes,
 * the later one reads) and {@code forward} (the other way), each over {@code tries} seeded values
 * derived from the writer's declared types. A cell's outcome is the worst of its tries; the first
 * try that shows it is shrunk to a smallest value that still shows it. A failing cell whose value
 * does not even round-trip within one release is {@code NO_ROUND_TRIP}: the release change is not
 * what failed.
 */
public final class ReleaseCells {

  /** Worker checks a shrink may make per cell. */
  static final int SHRINK_CHECKS = 60;

  private final RegisteredConfiguration configuration;
  private final RunOptions options;
  private final ReleaseWorlds worlds;
  private final int tries;
  private final boolean throughConstructors;
  private final CellRecorder recorder;

  /**
   * @param options the JDK, heap, request timeout, report folder (workers' logs) and the seed
   * @param tries values written per root and direction
   * @param throughConstructors the writer's objects are built through their classes' public
   *     constructors and setters where the classes offer fitting ones; a value a constructor or
   *     setter refuses says nothing (the cell is {@code INCONCLUSIVE} when every value is refused)
   */
  public ReleaseCells(
      RegisteredConfiguration configuration,
      RunOptions options,
      ReleaseWorlds worlds,
      int tries,
      boolean throughConstructors,
      CellRecorder recorder) {
    this.configuration = configuration;
    this.options = options;
    this.worlds = worlds;
    this.tries = tries;
    this.throughConstructors = throughConstructors;
    this.recorder = recorder;
  }

  /** Runs every root's two cells in one worker of the configuration's own. */
  public void run(List<ReleaseRoot> roots) {
    WorkerSpec spec =
        new WorkerSpec(
            configuration.id() + "-release",
            options.jdk().home(),
            configuration.info().jvmFlags(),
            options.workerHeap(),
            WorkerClasspath.locate(),
            options.workDir().resolve("workers"));
    try (WorkerSession session =
        new WorkerSession(
            spec, configuration.id(), configuration.worldClasspath(), options.requestTimeout())) {
      session.declareWorld(CellExchanges.OLD_WORLD, worlds.before());
      session.declareWorld(CellExchanges.NEW_WORLD, worlds.after());
      CellExchanges exchanges =
          new CellExchanges(configuration, options, session, throughConstructors);
      for (ReleaseRoot root : roots) {
        String failure = exchanges.freshWorldsIfStatic();
        for (Direction direction : List.of(Direction.BACKWARD, Direction.FORWARD)) {
          Exchange exchange =
              failure != null
                  ? exchanges.harnessFault(failure, worlds.beforeLabel(), worlds.afterLabel())
                  : new RootCell(root, direction, exchanges).judge();
          recorder.record(root.scenario(), Category.RELEASE, direction, exchange);
        }
      }
    }
  }

  /** One root read in one direction. */
  private final class RootCell {
    private final ReleaseRoot root;
    private final boolean fromOld;
    private final CellExchanges exchanges;
    private final ReadShape writer;
    private final ReadShape reader;

    RootCell(ReleaseRoot root, Direction direction, CellExchanges exchanges) {
      this.root = root;
      this.fromOld = direction == Direction.BACKWARD;
      this.exchanges = exchanges;
      this.writer = fromOld ? root.before() : root.after();
      this.reader = fromOld ? root.after() : root.before();
    }

    Exchange judge() {
      Exchange worst = null;
      ObjectValue worstValue = null;
      Exchange refused = null;
      int failed = 0;
      int asked = 0;
      for (int i = 0; i < tries; i++) {
        ObjectValue value =
            new ValueGenerator(new SplittableRandom(options.seed() + i), writer.nullTypes())
                .object(writer.shape());
        Exchange exchange = exchange(value);
        if (exchange.harnessError()) {
          return exchange;
        }
        if (exchange.outcome() == Outcome.INCONCLUSIVE) {
          refused = refused == null ? exchange : refused;
          continue;
        }
        asked++;
        if (exchange.outcome() != Outcome.PASS) {
          failed++;
        }
        if (worst == null || exchange.outcome().isWorseThan(worst.outcome())) {
          worst = exchange;
          worstValue = value;
        }
      }
      if (worst == null) {
        return withVerdict(
            refused,
            new Verdict(
                Outcome.INCONCLUSIVE,
                "the class refused all " + tries + " values: " + detail(refused)));
      }
      if (worst.outcome() == Outcome.PASS) {
        return asked == tries
            ? worst
            : withVerdict(
                worst,
                new Verdict(
                    Outcome.PASS,
                    "the class refused "
                        + (tries - asked)
                        + " of "
                        + tries
                        + " values ("
                        + detail(refused)
                        + "); the other "
                        + asked
                        + " passed"));
      }
      String roundTrip = roundTripFailure(worstValue);
      if (roundTrip != null) {
        return withVerdict(
            worst,
            new Verdict(
                Outcome.NO_ROUND_TRIP,
                roundTrip + "; across the releases: " + worst.outcome() + " " + detail(worst)));
      }
      return shrunk(worst, worstValue, failed, asked);
    }

    private Exchange exchange(ObjectValue value) {
      Function<ObjectValue, Expectation> expectation =
          written ->
              fromOld
                  ? ExpectedValues.backward(written, root.changes().evolved())
                  : ExpectedValues.forward(written, root.changes().evolved());
      return exchanges.values(
          fromOld,
          writer.shape(),
          reader.shape(),
          value,
          expectation,
          fromOld ? worlds.beforeLabel() : worlds.afterLabel(),
          fromOld ? worlds.afterLabel() : worlds.beforeLabel());
    }

    private Exchange shrunk(Exchange worst, ObjectValue value, int failed, int asked) {
      Outcome outcome = worst.outcome();
      Exchange current = worst;
      ObjectValue smallest = value;
      int checks = 0;
      boolean progress = true;
      while (progress && checks < SHRINK_CHECKS) {
        progress = false;
        for (ObjectValue candidate : ValueSimplifier.candidates(smallest, writer.shape())) {
          if (checks++ >= SHRINK_CHECKS) {
            break;
          }
          Exchange tried = exchange(candidate);
          if (!tried.harnessError() && tried.outcome() == outcome) {
            smallest = candidate;
            current = tried;
            progress = true;
            break;
          }
        }
      }
      String writerLabel = fromOld ? worlds.beforeLabel() : worlds.afterLabel();
      String readerLabel = fromOld ? worlds.afterLabel() : worlds.beforeLabel();
      String minimalCase =
          "changes: "
              + (root.changes().lines().isEmpty()
                  ? "none in the classes"
                  : String.join("; ", root.changes().lines()))
              + "\n"
              + writerLabel
              + " writes (shrunk in "
              + checks
              + " checks): "
              + smallest.render()
              + "\n"
              + readerLabel
              + " reads: "
              + detail(current);
      Verdict verdict = current.verdict();
      return withVerdict(
          current,
          new Verdict(
              outcome,
              failed
                  + " of "
                  + asked
                  + " values"
                  + (asked < tries ? " (the class refused " + (tries - asked) + ")" : "")
                  + ": "
                  + detail(current),
              minimalCase,
              verdict.mode()));
    }

    /** Why the failing value does not round-trip within one release, or null when it does. */
    private String roundTripFailure(ObjectValue value) {
      String writerLabel = fromOld ? worlds.beforeLabel() : worlds.afterLabel();
      Exchange own = exchanges.roundTrip(fromOld, writer.shape(), value, writerLabel);
      return own.outcome().isIntact()
          ? null
          : root.className()
              + " "
              + writerLabel
              + " does not round-trip this value by itself: "
              + own.outcome()
              + " "
              + detail(own);
    }
  }

  private static String detail(Exchange exchange) {
    String detail = exchange.verdict().detail();
    return detail == null ? "" : detail;
  }

  private static Exchange withVerdict(Exchange exchange, Verdict verdict) {
    return new Exchange(
        verdict,
        exchange.harnessError(),
        exchange.writer(),
        exchange.reader(),
        exchange.micros(),
        exchange.weight());
  }
}
