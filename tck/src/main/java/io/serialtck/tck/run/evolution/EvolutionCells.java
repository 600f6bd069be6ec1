package io.serialtck.tck.run.evolution;

import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.value.ObjectValue;
import io.serialtck.verdict.ConversionEvidence;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * The evolution category: for each scenario, v1 and the last version first round-trip on their own
 * (not recorded: a version that cannot makes both cells {@code NO_ROUND_TRIP}); then the last
 * version reads v1's bytes ({@code backward}) and v1 reads the last version's ({@code forward}).
 * For a type change whose result depends on the value, a cell that read without an exception is
 * asked again with the change's control values (not recorded), and judged with them: a read that
 * does not follow the value written is no conversion ({@link ConversionEvidence}). A misaligned
 * read whose value arrived as expected, and whose controls show nothing, is asked with the change's
 * sweep values too, which only decide whether its detail calls the match a coincidence.
 */
public final class EvolutionCells {

  private final CellExchanges exchanges;
  private final CellRecorder recorder;
  private final String category;
  private final String scenarioPrefix;

  /** Sends through {@code exchanges} and records into {@code recorder} as evolution cells. */
  public EvolutionCells(CellExchanges exchanges, CellRecorder recorder) {
    this(exchanges, recorder, EvolutionCategory.ID, "");
  }

  /**
   * Records the cells in another category, their scenario ids prefixed: the evolution scenarios
   * asked across an upgrade ({@code upgrade}, {@code library-evolution:}), whose worlds {@code old}
   * and {@code new} hold the pair's two sides.
   */
  public EvolutionCells(
      CellExchanges exchanges, CellRecorder recorder, String category, String scenarioPrefix) {
    this.exchanges = exchanges;
    this.recorder = recorder;
    this.category = category;
    this.scenarioPrefix = scenarioPrefix;
  }

  /**
   * Runs the scenarios in the order given, each scenario's two cells in the order given; a scenario
   * is a unit of the cell cache.
   */
  public List<CellResult> run(List<ScenarioClasses> scenarios, List<Direction> directions) {
    List<CellResult> cells = new ArrayList<>();
    for (ScenarioClasses scenario : scenarios) {
      exchanges.unit(
          category
              + "/"
              + scenarioPrefix
              + scenario.scenario().id()
              + "/"
              + directions.stream().map(Direction::id).toList(),
          () -> cells.addAll(run(scenario, directions)));
    }
    return cells;
  }

  private List<CellResult> run(ScenarioClasses scenario, List<Direction> directions) {
    List<CellResult> cells = new ArrayList<>();
    String last = "v" + (scenario.steps().size() + 1);
    String failure = exchanges.freshWorldsIfStatic();
    if (failure == null) {
      failure = exchanges.define(scenario.oldWorld(), scenario.newWorld());
    }
    if (failure != null) {
      for (Direction direction : directions) {
        boolean backward = direction == Direction.BACKWARD;
        cells.add(
            record(
                scenario,
                direction,
                exchanges.harnessFault(failure, backward ? "v1" : last, backward ? last : "v1")));
      }
      return cells;
    }
    Exchange roundTripV1 = roundTrip(scenario, true);
    Exchange roundTripLast = roundTrip(scenario, false);
    for (Direction direction : directions) {
      boolean backward = direction == Direction.BACKWARD;
      String writer = backward ? "v1" : last;
      String reader = backward ? last : "v1";
      Exchange exchange = precondition(roundTripV1, roundTripLast, last, writer, reader);
      if (exchange == null) {
        exchange = evolve(scenario, backward, writer, reader);
      }
      cells.add(record(scenario, direction, exchange));
    }
    return cells;
  }

  private CellResult record(ScenarioClasses scenario, Direction direction, Exchange exchange) {
    return recorder.record(
        scenarioPrefix + scenario.scenario().id(), category, direction, exchange);
  }

  private Exchange roundTrip(ScenarioClasses scenario, boolean v1) {
    ObjectValue written = scenario.roundTripValue(v1);
    TypeShape shape = v1 ? scenario.sameV1() : scenario.sameV2();
    return exchanges.values(
        true, shape, shape, written, w -> ExpectedValues.roundTrip(w, shape), "v1", "v1");
  }

  /** Null when both versions round-trip; else the cell that says why the evolution says nothing. */
  private Exchange precondition(
      Exchange roundTripV1, Exchange roundTripLast, String last, String writer, String reader) {
    for (Exchange base : List.of(roundTripV1, roundTripLast)) {
      String version = base == roundTripV1 ? "v1" : last;
      if (base.harnessError()) {
        return exchanges.harnessFault(base.verdict().detail(), writer, reader);
      }
      if (base.outcome() != Outcome.PASS) {
        return new Exchange(
            new Verdict(
                Outcome.NO_ROUND_TRIP,
                "class version "
                    + version
                    + " does not round-trip: "
                    + base.outcome()
                    + " "
                    + base.verdict().detail()),
            false,
            base.writer().withClassVersion(writer),
            base.reader().withClassVersion(reader),
            0);
      }
    }
    return null;
  }

  private Exchange evolve(
      ScenarioClasses scenario, boolean backward, String writer, String reader) {
    Exchange cell = exchange(scenario, backward, scenario.writerValue(backward), writer, reader);
    List<EvolutionScenarios.Control> controls = EvolutionScenarios.controls(scenario.scenario());
    if (controls.isEmpty() || cell.reading() == null || !ConversionEvidence.asks(cell.verdict())) {
      return cell;
    }
    return cell.withVerdict(
        ConversionEvidence.judge(
            cell.verdict(),
            fieldRead(cell),
            reads(scenario, backward, writer, reader, controls),
            () ->
                reads(
                    scenario,
                    backward,
                    writer,
                    reader,
                    EvolutionScenarios.sweeps(scenario.scenario()))));
  }

  /** The controlled field as read with each of these values written into it. */
  private List<ConversionEvidence.FieldRead> reads(
      ScenarioClasses scenario,
      boolean backward,
      String writer,
      String reader,
      List<EvolutionScenarios.Control> values) {
    List<ConversionEvidence.FieldRead> reads = new ArrayList<>();
    for (EvolutionScenarios.Control value : values) {
      ObjectValue written =
          scenario.writerValue(
              backward,
              EvolutionScenarios.CONTROLLED_FIELD,
              backward ? value.first() : value.last());
      reads.add(fieldRead(exchange(scenario, backward, written, writer, reader)));
    }
    return reads;
  }

  /** The controlled field of an exchange's trees; no read for one that was not read. */
  private static ConversionEvidence.FieldRead fieldRead(Exchange exchange) {
    Exchange.Reading reading = exchange.reading();
    if (reading == null) {
      return new ConversionEvidence.FieldRead(null, null, null);
    }
    return ConversionEvidence.FieldRead.of(
        reading.written(), reading.expected(), reading.read(), EvolutionScenarios.CONTROLLED_FIELD);
  }

  private Exchange exchange(
      ScenarioClasses scenario,
      boolean backward,
      ObjectValue written,
      String writer,
      String reader) {
    TypeShape writerShape = backward ? scenario.first() : scenario.last();
    TypeShape readerShape = backward ? scenario.last() : scenario.first();
    return exchanges.values(
        backward,
        writerShape,
        readerShape,
        written,
        w ->
            backward
                ? ExpectedValues.throughChain(w, scenario.steps())
                : ExpectedValues.backThroughChain(w, scenario.steps()),
        writer,
        reader);
  }
}
