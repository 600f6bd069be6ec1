package io.serialtck.tck.release;

import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.property.ValueGenerator;
import io.serialtck.tck.Side;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.tck.run.cell.StepVerdicts;
import io.serialtck.tck.worker.Step;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import io.serialtck.verdict.BytesRead;
import io.serialtck.verdict.CanonicalValues;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A JDK type as a root ({@code java.time.Instant}, {@code java.math.BigDecimal}): what a library
 * upgrade or a migration changes in how it writes such a value. The type is the same in both
 * releases, so the value written is the value expected. Its boundary values ({@link
 * BoundaryValues}) are written first, then {@code tries} random ones; the worst read is the cell's,
 * {@code NO_ROUND_TRIP} when the writing side cannot read it back itself.
 */
final class JdkRootCell {

  private final String className;
  private final boolean fromOld;
  private final WorkerSession session;
  private final CellExchanges exchanges;
  private final ReleaseWorlds worlds;
  private final String configuration;
  private final ValueTally tally = new ValueTally();

  JdkRootCell(
      String className,
      boolean fromOld,
      WorkerSession session,
      CellExchanges exchanges,
      ReleaseWorlds worlds,
      String configuration) {
    this.className = className;
    this.fromOld = fromOld;
    this.session = session;
    this.exchanges = exchanges;
    this.worlds = worlds;
    this.configuration = configuration;
  }

  /** Whether the kit can write values of {@code className} as a root: a JDK type it generates. */
  static boolean isJdkRoot(String className) {
    return className.contains(".") && ValueGenerator.generates(className);
  }

  Exchange judge(long seed, int tries) {
    List<Value> values = new ArrayList<>();
    BoundaryValues.of(className).forEach(text -> values.add(new ScalarValue(className, text)));
    for (int i = 0; i < tries; i++) {
      values.add(
          new ValueGenerator(new SplittableRandom(seed + i))
              .nonNull(new TypeRef.JdkType(className)));
    }
    Exchange worst = null;
    Value worstValue = null;
    for (Value value : values) {
      Exchange exchange = exchange(value, fromOld ? OLD : NEW, fromOld ? NEW : OLD);
      if (exchange.harnessError()) {
        return exchange;
      }
      tally.count(exchange.verdict());
      if (worst == null || exchange.outcome().isWorseThan(worst.outcome())) {
        worst = exchange;
        worstValue = value;
      }
    }
    if (worst.outcome() == Outcome.PASS) {
      return worst.withVerdict(new Verdict(Outcome.PASS, tally.summary()));
    }
    String writerWorld = fromOld ? OLD : NEW;
    Exchange own = exchange(worstValue, writerWorld, writerWorld);
    String detail = tally.summary() + "; the first such value: " + worstValue.render() + ": ";
    if (!own.outcome().isIntact()) {
      String roundTrip =
          className
              + " does not round-trip this value within one side: "
              + own.outcome()
              + " "
              + ReleaseRootCell.detail(own);
      return worst.withVerdict(
          new Verdict(
              Outcome.NO_ROUND_TRIP,
              roundTrip
                  + "; across the sides: "
                  + detail
                  + ReleaseRootCell.detail(worst)
                  + ". "
                  + UnmeasuredAdvice.of(configuration, roundTrip),
              null,
              ""));
    }
    return worst.withVerdict(
        new Verdict(
            worst.outcome(), detail + ReleaseRootCell.detail(worst), null, worst.verdict().mode()));
  }

  private static final String OLD = CellExchanges.OLD_WORLD;
  private static final String NEW = CellExchanges.NEW_WORLD;

  private Exchange exchange(Value value, String writerWorld, String readerWorld) {
    long started = System.nanoTime();
    Side writer = side(writerWorld);
    Side reader = side(readerWorld);
    Step<Response.Written> write =
        session.write(writerWorld, className, value, List.of(className), false);
    if (!(write instanceof Step.Success<Response.Written> bytes)) {
      return failed(write, "write", writer, reader, started);
    }
    Value written = CanonicalValues.of(bytes.value().written());
    Step<Response.ReadBack> read =
        session.read(
            readerWorld,
            className,
            bytes.value().payload(),
            bytes.value().metadata(),
            List.of(className));
    if (!(read instanceof Step.Success<Response.ReadBack> back)) {
      return failed(read, "read", writer, reader, started);
    }
    Verdict verdict =
        Classifier.classifyEvolved(
            written,
            written,
            back.value().value(),
            Set.of(),
            Set.of(),
            false,
            BytesRead.of(back.value().consumed(), bytes.value().payload().length));
    return new Exchange(
        verdict,
        false,
        writer,
        reader,
        (System.nanoTime() - started) / 1_000,
        null,
        new Exchange.Reading(written, written, back.value().value()));
  }

  private static Exchange failed(
      Step<?> step, String stage, Side writer, Side reader, long started) {
    return new Exchange(
        StepVerdicts.of(step, stage),
        StepVerdicts.isHarnessError(step),
        writer,
        reader,
        (System.nanoTime() - started) / 1_000);
  }

  private Side side(String world) {
    boolean old = world.equals(OLD);
    return exchanges.side(old, old ? worlds.beforeLabel() : worlds.afterLabel());
  }
}
