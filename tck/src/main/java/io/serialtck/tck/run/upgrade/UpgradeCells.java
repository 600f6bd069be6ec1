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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The upgrade category for one pair of endpoints (two library versions, or two JDKs): each
 * criterion's fixture written {@code before} and read {@code after} ({@code backward}: old data
 * read after the upgrade) and written {@code after} and read {@code before} ({@code forward}: the
 * rollback).
 *
 * <p>A cell that does not pass is an upgrade question only when each side round-trips the fixture
 * on its own: when one does not, the cell is {@code NO_ROUND_TRIP}, with that side's evidence and
 * what happened across. Those own round trips run only for such cells. A rich fixture must not hide
 * the question, though: when the criterion has a {@link Criterion#simpler() simpler variant}
 * without the part a side fails on, and both sides round-trip that variant, the cell is the
 * variant's outcome across, and its detail says what was left out and why.
 */
final class UpgradeCells {

  private final String configuration;
  private final String prefix;
  private final Endpoint before;
  private final Endpoint after;
  private final FixtureTransfer transfer;
  private final CellRecorder recorder;
  private final boolean freshWorlds;
  private final Map<String, Verdict> ownRoundTrips = new HashMap<>();

  /**
   * @param configuration the configuration whose cells these are
   * @param prefix the scenario prefix of these cells, {@link Plan#LIBRARY_UPGRADE}, {@link
   *     Plan#MIGRATION} or {@link Plan#JDK_UPGRADE}
   * @param freshWorlds whether each exchange runs in new worlds: for a library that keeps what it
   *     learns in static state (one-nio), which would otherwise read a class in one direction with
   *     what it learnt writing or reading it in the other
   */
  UpgradeCells(
      String configuration,
      String prefix,
      Endpoint before,
      Endpoint after,
      FixtureTransfer transfer,
      CellRecorder recorder,
      boolean freshWorlds) {
    this.configuration = configuration;
    this.prefix = prefix;
    this.before = before;
    this.after = after;
    this.transfer = transfer;
    this.recorder = recorder;
    this.freshWorlds = freshWorlds;
  }

  /**
   * Records each criterion's two cells; when a side cannot run ({@link SideCheck}), every cell says
   * so and none is asked.
   *
   * @return why a side cannot run, when one cannot
   */
  Optional<Verdict> run(List<Criterion> criteria) {
    List<Optional<Verdict>> checked = new ArrayList<>();
    unit(
        "side-check",
        () ->
            checked.add(
                SideCheck.fault(
                    configuration,
                    List.of(before, after),
                    side -> ownRoundTrip(SideCheck.fixtureClass(), side))));
    Optional<Verdict> fault = checked.get(0);
    if (fault.isPresent()) {
      for (Criterion criterion : criteria) {
        String scenario = prefix + criterion.id();
        recorder.record(
            scenario,
            UpgradeCategory.ID,
            Direction.BACKWARD,
            transfer.unasked(fault.get(), before, after));
        recorder.record(
            scenario,
            UpgradeCategory.ID,
            Direction.FORWARD,
            transfer.unasked(fault.get(), after, before));
      }
      return fault;
    }
    for (Criterion criterion : criteria) {
      String scenario = prefix + criterion.id();
      unit(
          criterion.id(),
          () -> {
            recorder.record(
                scenario, UpgradeCategory.ID, Direction.BACKWARD, across(criterion, before, after));
            recorder.record(
                scenario, UpgradeCategory.ID, Direction.FORWARD, across(criterion, after, before));
          });
    }
    return fault;
  }

  /**
   * Runs one unit of the cell cache: a criterion's two cells, or the sides' check. The own round
   * trips a unit asks are kept for later units, which then do not ask them again.
   */
  private void unit(String name, Runnable cells) {
    before.writerSession().unit(UpgradeCategory.ID + "/" + prefix + name, cells);
  }

  private Exchange across(Criterion criterion, Endpoint writer, Endpoint reader) {
    Exchange exchange = exchange(criterion.fixtureClass(), writer, reader);
    if (exchange.outcome() == Outcome.PASS || exchange.harnessError()) {
      return exchange;
    }
    Optional<String> failing = notRoundTripping(criterion.fixtureClass(), writer, reader, exchange);
    if (failing.isEmpty()) {
      return exchange;
    }
    if (criterion.simpler().isPresent()) {
      Optional<Exchange> simpler =
          simpler(criterion.simpler().get(), writer, reader, failing.get());
      if (simpler.isPresent()) {
        return simpler.get();
      }
    }
    return new Exchange(
        new Verdict(Outcome.NO_ROUND_TRIP, failing.get()),
        false,
        exchange.writer(),
        exchange.reader(),
        exchange.micros());
  }

  /**
   * The detail of a side that does not round-trip the fixture itself, with what happened across;
   * empty when both do.
   */
  private Optional<String> notRoundTripping(
      String fixtureClass, Endpoint writer, Endpoint reader, Exchange across) {
    for (Endpoint side : List.of(writer, reader)) {
      Verdict own = ownRoundTrip(fixtureClass, side);
      if (own.outcome() != Outcome.PASS && own.outcome() != Outcome.SKIPPED) {
        return Optional.of(
            side.label()
                + " does not round-trip this fixture itself ("
                + own.outcome()
                + ": "
                + own.detail()
                + "); across: "
                + across.outcome()
                + ": "
                + across.verdict().detail());
      }
    }
    return Optional.empty();
  }

  /**
   * The simpler variant across, when both sides round-trip it: the cell then answers the upgrade
   * question for the rest of the fixture, and says so.
   */
  private Optional<Exchange> simpler(
      Criterion.SimplerFixture simpler, Endpoint writer, Endpoint reader, String fullFixture) {
    Exchange across = exchange(simpler.fixtureClass(), writer, reader);
    if (across.harnessError()
        || (across.outcome() != Outcome.PASS
            && notRoundTripping(simpler.fixtureClass(), writer, reader, across).isPresent())) {
      return Optional.empty();
    }
    String detail =
        simpler.detailStart()
            + fullFixture
            + "; without it, across: "
            + across.outcome()
            + (across.verdict().detail().isEmpty() ? "" : ": " + across.verdict().detail());
    return Optional.of(across.withVerdict(across.verdict().withDetail(detail)));
  }

  private Verdict ownRoundTrip(String fixtureClass, Endpoint side) {
    return ownRoundTrips.computeIfAbsent(
        side.label() + "/" + fixtureClass, key -> exchange(fixtureClass, side, side).verdict());
  }

  private Exchange exchange(String fixtureClass, Endpoint writer, Endpoint reader) {
    return freshWorlds
        ? transfer.transferInFreshWorlds(fixtureClass, writer, reader)
        : transfer.transfer(fixtureClass, writer, reader);
  }
}
