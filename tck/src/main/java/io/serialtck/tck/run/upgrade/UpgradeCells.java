package io.serialtck.tck.run.upgrade;

import io.serialtck.fixtures.Criterion;
import io.serialtck.tck.Direction;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.run.cell.Endpoint;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.tck.run.cell.FixtureTransfer;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The upgrade category for one pair of endpoints (two library versions, or two JDKs): each
 * criterion's fixture written {@code before} and read {@code after} ({@code backward}: old data
 * read after the upgrade) and written {@code after} and read {@code before} ({@code forward}: the
 * rollback).
 *
 * <p>A cell that does not pass is an upgrade question only when each side round-trips the fixture
 * on its own: when one does not, the cell is {@code NO_ROUND_TRIP}, with that side's evidence and
 * what happened across. Those own round trips run only for such cells.
 */
final class UpgradeCells {

  private final String prefix;
  private final Endpoint before;
  private final Endpoint after;
  private final FixtureTransfer transfer;
  private final CellRecorder recorder;
  private final boolean freshWorlds;
  private final Map<String, Verdict> ownRoundTrips = new HashMap<>();

  /**
   * @param prefix the scenario prefix of these cells, {@link Plan#LIBRARY_UPGRADE}, {@link
   *     Plan#MIGRATION} or {@link Plan#JDK_UPGRADE}
   * @param freshWorlds whether each exchange runs in new worlds: for a library that keeps what it
   *     learns in static state (one-nio), which would otherwise read a class in one direction with
   *     what it learnt writing or reading it in the other
   */
  UpgradeCells(
      String prefix,
      Endpoint before,
      Endpoint after,
      FixtureTransfer transfer,
      CellRecorder recorder,
      boolean freshWorlds) {
    this.prefix = prefix;
    this.before = before;
    this.after = after;
    this.transfer = transfer;
    this.recorder = recorder;
    this.freshWorlds = freshWorlds;
  }

  void run(List<Criterion> criteria) {
    for (Criterion criterion : criteria) {
      String scenario = prefix + criterion.id();
      recorder.record(
          scenario, UpgradeCategory.ID, Direction.BACKWARD, across(criterion, before, after));
      recorder.record(
          scenario, UpgradeCategory.ID, Direction.FORWARD, across(criterion, after, before));
    }
  }

  private Exchange across(Criterion criterion, Endpoint writer, Endpoint reader) {
    Exchange exchange = exchange(criterion, writer, reader);
    if (exchange.outcome() == Outcome.PASS || exchange.harnessError()) {
      return exchange;
    }
    for (Endpoint side : List.of(writer, reader)) {
      Verdict own = ownRoundTrip(criterion, side);
      if (own.outcome() != Outcome.PASS && own.outcome() != Outcome.SKIPPED) {
        String detail =
            side.label()
                + " does not round-trip this fixture itself ("
                + own.outcome()
                + ": "
                + own.detail()
                + "); across: "
                + exchange.outcome()
                + ": "
                + exchange.verdict().detail();
        return new Exchange(
            new Verdict(Outcome.NO_ROUND_TRIP, detail),
            false,
            exchange.writer(),
            exchange.reader(),
            exchange.micros());
      }
    }
    return exchange;
  }

  private Verdict ownRoundTrip(Criterion criterion, Endpoint side) {
    return ownRoundTrips.computeIfAbsent(
        side.label() + "/" + criterion.id(), key -> exchange(criterion, side, side).verdict());
  }

  private Exchange exchange(Criterion criterion, Endpoint writer, Endpoint reader) {
    return freshWorlds
        ? transfer.transferInFreshWorlds(criterion.fixtureClass(), writer, reader)
        : transfer.transfer(criterion.fixtureClass(), writer, reader);
  }
}
