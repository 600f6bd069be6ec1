package io.serialtck.tck.run.upgrade;

import io.serialtck.fixtures.Criterion;
import io.serialtck.tck.Direction;
import io.serialtck.tck.plan.Plan;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.run.cell.Endpoint;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.tck.run.cell.FixtureTransfer;
import io.serialtck.tck.worker.Step;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.Response;
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
 * variant's outcome across, and its detail says what was left out and why. Else the fixture's parts
 * (its root with one field kept) are asked on their own: a part both sides round-trip alone that
 * does not come back across is a break the whole fixture hid, and the cell is the worst such
 * outcome ({@link PartsDetail}). Parts that all come back do not make the cell pass, since the part
 * left out may be what the criterion asks about: it stays {@code NO_ROUND_TRIP}, its detail naming
 * the parts compared and those left out.
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
  private final Map<String, List<String>> partNames = new HashMap<>();

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
                    side -> ownRoundTrip(SideCheck.fixtureClass(), null, side))));
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
    Exchange exchange = exchange(criterion.fixtureClass(), null, writer, reader);
    if (exchange.outcome() == Outcome.PASS || exchange.harnessError()) {
      return exchange;
    }
    Optional<Failing> failing =
        notRoundTripping(criterion.fixtureClass(), writer, reader, exchange);
    if (failing.isEmpty()) {
      return exchange;
    }
    if (criterion.simpler().isPresent()) {
      Optional<Exchange> simpler =
          simpler(criterion.simpler().get(), writer, reader, failing.get().detail());
      if (simpler.isPresent()) {
        return simpler.get();
      }
    }
    Parts parts = parts(criterion.fixtureClass(), writer, reader, failing.get());
    if (parts.answer().isPresent()) {
      return parts.answer().get();
    }
    return new Exchange(
        new Verdict(Outcome.NO_ROUND_TRIP, failing.get().detail(parts.compared(), parts.leftOut())),
        false,
        exchange.writer(),
        exchange.reader(),
        exchange.micros());
  }

  /** A side that does not round-trip a fixture itself: its own verdict and what happened across. */
  private record Failing(Endpoint side, Verdict own, Exchange across) {

    /** The detail that says so. */
    String detail() {
      return detail(List.of(), List.of());
    }

    /**
     * The detail that says so, with what the fixture's parts said, first (a detail is cut at 2,000
     * characters): {@code compared} the parts that came back across (each {@code PASS}: a part
     * answers for its field, not for the whole fixture, so it does not make the cell pass), {@code
     * leftOut} each part with the side that fails it alone.
     */
    String detail(List<String> compared, List<String> leftOut) {
      String parts =
          compared.isEmpty()
              ? (leftOut.isEmpty()
                  ? ""
                  : ", and no part of it is compared (left out: "
                      + String.join(", ", leftOut)
                      + ")")
              : ", and the parts both sides round-trip alone came back across, which does not"
                  + " answer for the whole (compared: "
                  + String.join(", ", compared)
                  + (leftOut.isEmpty() ? "" : "; left out: " + String.join(", ", leftOut))
                  + ")";
      return side.label()
          + " does not round-trip this fixture itself"
          + parts
          + " ("
          + own.outcome()
          + ": "
          + own.detail()
          + "); across: "
          + across.outcome()
          + ": "
          + across.verdict().detail();
    }
  }

  /** The side that does not round-trip the fixture itself; empty when both do. */
  private Optional<Failing> notRoundTripping(
      String fixtureClass, Endpoint writer, Endpoint reader, Exchange across) {
    for (Endpoint side : List.of(writer, reader)) {
      Verdict own = ownRoundTrip(fixtureClass, null, side);
      if (own.outcome() != Outcome.PASS && own.outcome() != Outcome.SKIPPED) {
        return Optional.of(new Failing(side, own, across));
      }
    }
    return Optional.empty();
  }

  /**
   * What the fixture's parts say: the cell, when a part compared across did not come back; the
   * parts compared ({@code id PASS}); the parts left out, each with the side that failed it alone.
   */
  private record Parts(Optional<Exchange> answer, List<String> compared, List<String> leftOut) {}

  /**
   * Asks the fixture's parts ({@code io.serialtck.worker.FixtureParts}: its root with one field
   * kept) when a side does not round-trip the whole fixture: per part, the failing side's own round
   * trip first (a side that fails the whole usually fails every part, so that one exchange ends
   * it), then the other side's, then, when both round-trip the part alone, the part across. When a
   * compared part does not come back, the cell is the worst outcome across among them (the first on
   * a tie), with its mode; its detail ({@link PartsDetail}) names that part, the parts compared and
   * those left out, each with the side that failed it alone. When every compared part comes back,
   * there is no answer: the cell stays {@code NO_ROUND_TRIP}.
   */
  private Parts parts(String fixtureClass, Endpoint writer, Endpoint reader, Failing failing) {
    List<String> names = partNames(fixtureClass, failing.side());
    Endpoint other = failing.side() == writer ? reader : writer;
    List<String> compared = new ArrayList<>();
    List<String> leftOut = new ArrayList<>();
    String worstPart = null;
    Exchange worst = null;
    for (String part : names) {
      Optional<String> alone = failsAlone(fixtureClass, part, failing.side());
      if (alone.isEmpty()) {
        alone = failsAlone(fixtureClass, part, other);
      }
      if (alone.isPresent()) {
        leftOut.add(part + " (" + alone.get() + ")");
        continue;
      }
      Exchange across = exchange(fixtureClass, part, writer, reader);
      if (across.harnessError()) {
        leftOut.add(part + " (across: " + across.outcome() + ", the kit's failure)");
        continue;
      }
      compared.add(part + " " + across.outcome());
      if (worst == null || across.outcome().isWorseThan(worst.outcome())) {
        worst = across;
        worstPart = part;
      }
    }
    if (worst == null || worst.outcome() == Outcome.PASS) {
      // parts that all come back say nothing of the whole: the part left out may be the very one
      // the criterion asks about (a shared reference, a hook's mark)
      return new Parts(Optional.empty(), compared, leftOut);
    }
    // the parts first: a detail is cut at 2,000 characters, and the whole's evidence can be long
    String detail =
        PartsDetail.start(worstPart)
            + failing.side().label()
            + " does not round-trip the whole fixture itself ("
            + failing.own().outcome()
            + "); parts across: "
            + String.join(", ", compared)
            + (leftOut.isEmpty() ? "" : "; left out: " + String.join(", ", leftOut))
            + "; part "
            + worstPart
            + " across: "
            + worst.outcome()
            + (worst.verdict().detail().isEmpty() ? "" : ": " + worst.verdict().detail())
            + "; the whole fixture: "
            + failing.detail();
    return new Parts(
        Optional.of(worst.withVerdict(worst.verdict().withDetail(detail))), compared, leftOut);
  }

  /** What a side says of a part it does not round-trip alone; empty when it does. */
  private Optional<String> failsAlone(String fixtureClass, String part, Endpoint side) {
    Verdict own = ownRoundTrip(fixtureClass, part, side);
    return own.outcome() == Outcome.PASS
        ? Optional.empty()
        : Optional.of(side.label() + " alone: " + own.outcome());
  }

  /**
   * The fixture's parts, asked once per fixture of the world of the side that fails it (the
   * fixtures are the same in every world); none when the worker cannot tell.
   */
  private List<String> partNames(String fixtureClass, Endpoint side) {
    return partNames.computeIfAbsent(
        fixtureClass,
        key ->
            side.writerSession().fixtureParts(side.writeWorld(), fixtureClass)
                    instanceof Step.Success<Response.Parts> parts
                ? parts.value().names()
                : List.of());
  }

  /**
   * The simpler variant across, when both sides round-trip it: the cell then answers the upgrade
   * question for the rest of the fixture, and says so.
   */
  private Optional<Exchange> simpler(
      Criterion.SimplerFixture simpler, Endpoint writer, Endpoint reader, String fullFixture) {
    Exchange across = exchange(simpler.fixtureClass(), null, writer, reader);
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

  /** A side's own round trip of a fixture, or of its part when {@code part} is not null. */
  private Verdict ownRoundTrip(String fixtureClass, String part, Endpoint side) {
    return ownRoundTrips.computeIfAbsent(
        side.label() + "/" + fixtureClass + (part == null ? "" : "#" + part),
        key -> exchange(fixtureClass, part, side, side).verdict());
  }

  private Exchange exchange(String fixtureClass, String part, Endpoint writer, Endpoint reader) {
    return freshWorlds
        ? transfer.transferInFreshWorlds(fixtureClass, part, writer, reader)
        : transfer.transfer(fixtureClass, part, writer, reader);
  }
}
