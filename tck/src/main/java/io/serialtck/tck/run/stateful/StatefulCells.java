package io.serialtck.tck.run.stateful;

import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.run.cell.CellClasses;
import io.serialtck.tck.run.cell.CellExchanges;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.tck.run.cell.StepVerdicts;
import io.serialtck.tck.run.evolution.ScenarioClasses;
import io.serialtck.tck.run.stateful.HeldAgainstFresh.ComparedStep;
import io.serialtck.tck.worker.Step;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import io.serialtck.verdict.BytesRead;
import io.serialtck.verdict.CanonicalValues;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;

/**
 * The {@code stateful} cells of one configuration: for each curated scenario, v1 and v2 first
 * round-trip on their own with fresh instances (not recorded: a version that cannot makes the cells
 * {@code NO_ROUND_TRIP}); then each {@link StatefulSequence} has one held instance in the {@code
 * new} world (v2's classes) perform its steps ({@link Request.Sequence}), with the bytes it reads
 * written by fresh writers and what it writes read by fresh readers, each read judged by the {@link
 * Classifier} as the evolution and round-trip cells judge theirs. Every step a fresh instance can
 * be asked too is judged alike for a fresh one (a fresh read of the same bytes, asked after the
 * sequence; for a write, v2's fresh round trip), and {@link HeldAgainstFresh} makes the cell about
 * the held state: {@code PASS} when the held instance did at every step what a fresh one does, else
 * its worst step that differs. For a configuration that keeps static state, the worlds are renewed
 * before each scenario, so that the library's global state lives across one scenario's sequences,
 * as it would in one process.
 */
final class StatefulCells {

  /**
   * The stage of a read, held or fresh: one word for both, so that the same exception gives the
   * same mode and the two compare.
   */
  private static final String READ = "read";

  private final CellExchanges exchanges;
  private final WorkerSession session;
  private final CellRecorder recorder;
  private final boolean keepsStaticState;

  StatefulCells(
      CellExchanges exchanges,
      WorkerSession session,
      CellRecorder recorder,
      boolean keepsStaticState) {
    this.exchanges = exchanges;
    this.session = session;
    this.recorder = recorder;
    this.keepsStaticState = keepsStaticState;
  }

  /** Runs the sequences {@code asked} says over each scenario, in the sequences' order. */
  List<CellResult> run(
      List<ScenarioClasses> scenarios, BiPredicate<StatefulSequence, String> asked) {
    List<CellResult> cells = new ArrayList<>();
    for (ScenarioClasses scenario : scenarios) {
      String id = scenario.scenario().id();
      List<StatefulSequence> sequences =
          Arrays.stream(StatefulSequence.values()).filter(s -> asked.test(s, id)).toList();
      if (sequences.isEmpty()) {
        continue;
      }
      exchanges.unit(
          StatefulCategory.ID + "/" + id + "/" + sequences,
          () -> cells.addAll(run(scenario, sequences)));
    }
    return cells;
  }

  /** One scenario's sequences, a unit of the cell cache. */
  private List<CellResult> run(ScenarioClasses scenario, List<StatefulSequence> sequences) {
    String id = scenario.scenario().id();
    List<CellResult> cells = new ArrayList<>();
    String failure = exchanges.freshWorldsIfStatic();
    if (failure == null) {
      failure = exchanges.define(scenario.oldWorld(), scenario.newWorld());
    }
    FreshRoundTrips fresh =
        failure != null
            ? new FreshRoundTrips(exchanges.harnessFault(failure, "v1", "v2"), null)
            : freshRoundTrips(scenario);
    for (StatefulSequence sequence : sequences) {
      Exchange cell = fresh.refusal() != null ? fresh.refusal() : ask(sequence, scenario, fresh);
      cells.add(
          recorder.record(sequence.scenario(id), StatefulCategory.ID, sequence.direction(), cell));
    }
    return cells;
  }

  /**
   * v1 and v2 each round-trip with fresh instances, or the cell that says why not; v2's round trip
   * is what a fresh instance's write of the sequences' v2 object does.
   */
  private FreshRoundTrips freshRoundTrips(ScenarioClasses scenario) {
    Verdict v2 = null;
    for (boolean v1 : List.of(true, false)) {
      TypeShape shape = v1 ? scenario.first() : scenario.last();
      String version = v1 ? "v1" : "v2";
      Exchange base = exchanges.roundTrip(v1, shape, scenario.writerValue(v1), version);
      if (base.harnessError()) {
        return new FreshRoundTrips(base, null);
      }
      if (base.outcome() != Outcome.PASS) {
        return new FreshRoundTrips(
            base.withVerdict(
                new Verdict(
                    Outcome.NO_ROUND_TRIP,
                    "class version "
                        + version
                        + " does not round-trip with fresh instances: "
                        + base.outcome()
                        + " "
                        + base.verdict().detail())),
            null);
      }
      v2 = base.verdict();
    }
    return new FreshRoundTrips(null, v2);
  }

  private Exchange ask(StatefulSequence sequence, ScenarioClasses scenario, FreshRoundTrips fresh) {
    long started = System.nanoTime();
    Verdict verdict =
        switch (sequence) {
          case READ_OLD_THEN_WRITE -> readOldThenWrite(scenario, fresh.v2());
          case INTERLEAVED -> interleaved(scenario);
          case UNEXPECTED_THEN_WRITE -> unexpectedThenWrite(scenario, fresh.v2());
        };
    boolean harness = verdict.outcome() == Outcome.SKIPPED;
    if (!harness && keepsStaticState) {
      verdict =
          new Verdict(
              verdict.outcome(),
              verdict.detail()
                  + "; the library's static state lives across the scenario's sequences (fresh"
                  + " worlds before each scenario)",
              verdict.minimalCase(),
              verdict.mode());
    }
    boolean v1Writes = sequence != StatefulSequence.UNEXPECTED_THEN_WRITE;
    return new Exchange(
        verdict,
        harness,
        exchanges.side(v1Writes, v1Writes ? "v1" : "v2"),
        exchanges.side(false, "v2"),
        (System.nanoTime() - started) / 1_000);
  }

  private Verdict readOldThenWrite(ScenarioClasses scenario, Verdict freshV2) {
    Written old = freshWrite(true, scenario);
    if (old.failure() != null) {
      return old.failure();
    }
    ObjectValue current = scenario.writerValue(false);
    Expectation oldExpected = ExpectedValues.throughChain(old.tree(), scenario.steps());
    Held held =
        held(
            scenario,
            List.of(oldExpected.expected(), current),
            new Request.ReadStep(scenario.last().name(), old.payload(), old.metadata()),
            new Request.WriteStep(scenario.last().name(), current));
    if (held.failure() != null) {
      return held.failure();
    }
    StatefulSequence sequence = StatefulSequence.READ_OLD_THEN_WRITE;
    ComparedStep read =
        readStep(sequence, 1, "1 (v1's bytes)", held.answers().get(0), old, oldExpected, scenario);
    ComparedStep write =
        writeStep(
            sequence,
            2,
            "2 (wrote v2, read by a fresh v2 reader)",
            freshReadOf(held.answers().get(1), scenario),
            freshV2);
    HeldAgainstFresh steps = new HeldAgainstFresh(List.of(read, write));
    Verdict harness = steps.harnessError();
    if (harness != null) {
      return harness;
    }
    String detail =
        "held instance ("
            + held.heldInstance()
            + ") read v1's bytes: "
            + read.described()
            + "; then wrote v2, read by a fresh v2 reader: "
            + write.described();
    return steps.verdict(detail);
  }

  private Verdict interleaved(ScenarioClasses scenario) {
    Written v1 = freshWrite(true, scenario);
    if (v1.failure() != null) {
      return v1.failure();
    }
    Written v2 = freshWrite(false, scenario);
    if (v2.failure() != null) {
      return v2.failure();
    }
    Expectation v1Expected = ExpectedValues.throughChain(v1.tree(), scenario.steps());
    Expectation v2Expected = ExpectedValues.roundTrip(v2.tree(), scenario.last());
    String type = scenario.last().name();
    Held held =
        held(
            scenario,
            List.of(v1Expected.expected(), v2Expected.expected()),
            new Request.ReadStep(type, v1.payload(), v1.metadata()),
            new Request.ReadStep(type, v2.payload(), v2.metadata()),
            new Request.ReadStep(type, v1.payload(), v1.metadata()));
    if (held.failure() != null) {
      return held.failure();
    }
    List<String> names = List.of("1 (v1's bytes)", "2 (v2's bytes)", "3 (v1's bytes again)");
    List<ComparedStep> reads = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      boolean ofV1 = i != 1;
      reads.add(
          readStep(
              StatefulSequence.INTERLEAVED,
              i + 1,
              names.get(i),
              held.answers().get(i),
              ofV1 ? v1 : v2,
              ofV1 ? v1Expected : v2Expected,
              scenario));
    }
    HeldAgainstFresh steps = new HeldAgainstFresh(reads);
    Verdict harness = steps.harnessError();
    if (harness != null) {
      return harness;
    }
    String instance = "held instance (" + held.heldInstance() + ")";
    if (steps.asFresh()) {
      String worst = steps.worstAlike();
      return steps.verdict(
          instance
              + " did at every step what a fresh instance does: "
              + steps.heldOutcomes()
              + " (as fresh)"
              + (worst.isEmpty() ? "" : "; worst " + worst));
    }
    return steps.verdict(
        instance
            + " reads: "
            + steps.heldOutcomes()
            + "; fresh instances: "
            + steps.freshOutcomes()
            + "; "
            + steps.differences());
  }

  private Verdict unexpectedThenWrite(ScenarioClasses scenario, Verdict freshV2) {
    Written own = freshWrite(false, scenario);
    if (own.failure() != null) {
      return own.failure();
    }
    Written other = freshWrite(scenario.sameV1(), scenario.roundTripValue(true), true);
    if (other.failure() != null) {
      return other.failure();
    }
    byte[] truncated = Arrays.copyOf(own.payload(), own.payload().length / 2);
    ObjectValue current = scenario.writerValue(false);
    String type = scenario.last().name();
    Held held =
        held(
            scenario,
            List.of(current),
            new Request.WriteStep(type, current),
            new Request.ReadStep(type, truncated, own.metadata()),
            new Request.ReadStep(type, other.payload(), other.metadata()),
            new Request.WriteStep(type, current));
    if (held.failure() != null) {
      return held.failure();
    }
    StatefulSequence sequence = StatefulSequence.UNEXPECTED_THEN_WRITE;
    ComparedStep first =
        writeStep(
            sequence, 1, "1 (first write)", freshReadOf(held.answers().get(0), scenario), freshV2);
    ComparedStep second =
        writeStep(
            sequence, 4, "4 (second write)", freshReadOf(held.answers().get(3), scenario), freshV2);
    HeldAgainstFresh steps = new HeldAgainstFresh(List.of(first, second));
    Verdict harness = steps.harnessError();
    if (harness != null) {
      return harness;
    }
    String detail =
        "held instance ("
            + held.heldInstance()
            + ") wrote v2, read by a fresh v2 reader: "
            + first.described()
            + "; was asked to read truncated bytes ("
            + answered(held.answers().get(1))
            + ") and another class's bytes ("
            + answered(held.answers().get(2))
            + "); wrote v2 again, read by a fresh v2 reader: "
            + second.described();
    return steps.verdict(detail);
  }

  /**
   * A held read beside a fresh instance's read of the same bytes in the same world, both judged by
   * the same expectation; the step's mode, when it decides, is {@code step N: <the held mode>}.
   */
  private ComparedStep readStep(
      StatefulSequence sequence,
      int number,
      String name,
      Response heldAnswer,
      Written bytes,
      Expectation expected,
      ScenarioClasses scenario) {
    Verdict held = judgeRead(heldAnswer, bytes.tree(), expected, bytes.payload().length);
    Step<Response.ReadBack> read =
        session.read(
            CellExchanges.NEW_WORLD,
            scenario.last().name(),
            bytes.payload(),
            bytes.metadata(),
            CellClasses.of(expected.expected(), scenario.last()));
    Verdict fresh =
        read instanceof Step.Success<Response.ReadBack> value
            ? classify(bytes.tree(), expected, value.value(), bytes.payload().length)
            : StepVerdicts.of(read, READ);
    return new ComparedStep(number, name, held, fresh, sequence.heldMode(number, held));
  }

  /**
   * A held write read by a fresh reader beside a fresh instance's write of the same object read by
   * a fresh reader (v2's round trip with fresh instances).
   */
  private static ComparedStep writeStep(
      StatefulSequence sequence, int number, String name, Verdict held, Verdict fresh) {
    return new ComparedStep(number, name, held, fresh, sequence.heldMode(number, held));
  }

  private static String answered(Response answer) {
    if (answer instanceof Response.Failure failure) {
      return "failed at " + failure.stage().name().toLowerCase() + ", as expected";
    }
    return "read without an exception";
  }

  /** A fresh write of v1 (in {@code old}) or v2 (in {@code new}) of the scenario's sample. */
  private Written freshWrite(boolean v1, ScenarioClasses scenario) {
    return freshWrite(v1 ? scenario.first() : scenario.last(), scenario.writerValue(v1), v1);
  }

  private Written freshWrite(TypeShape shape, ObjectValue value, boolean inOld) {
    Step<Response.Written> write =
        session.write(
            inOld ? CellExchanges.OLD_WORLD : CellExchanges.NEW_WORLD,
            shape.name(),
            value,
            CellClasses.of(value, shape));
    if (!(write instanceof Step.Success<Response.Written> bytes)) {
      return new Written(null, null, null, StepVerdicts.of(write, "fresh write"));
    }
    return new Written(
        bytes.value().payload(),
        bytes.value().metadata(),
        (ObjectValue) CanonicalValues.of(bytes.value().written()),
        null);
  }

  /** A held instance's write, read by a fresh v2 reader and judged as a round trip. */
  private Verdict freshReadOf(Response answer, ScenarioClasses scenario) {
    if (!(answer instanceof Response.Written written)) {
      return heldFailure(answer, "held write");
    }
    ObjectValue tree = (ObjectValue) CanonicalValues.of(written.written());
    Expectation expected = ExpectedValues.roundTrip(tree, scenario.last());
    Step<Response.ReadBack> read =
        session.read(
            CellExchanges.NEW_WORLD,
            scenario.last().name(),
            written.payload(),
            written.metadata(),
            CellClasses.of(expected.expected(), scenario.last()));
    if (!(read instanceof Step.Success<Response.ReadBack> value)) {
      return StepVerdicts.of(read, "fresh read of the held write");
    }
    return classify(tree, expected, value.value(), written.payload().length);
  }

  private static Verdict judgeRead(
      Response answer, Value written, Expectation expected, int length) {
    if (!(answer instanceof Response.ReadBack value)) {
      return heldFailure(answer, READ);
    }
    return classify(written, expected, value, length);
  }

  /** A read judged as the evolution cells judge theirs, knowing what the writer's object held. */
  private static Verdict classify(
      Value written, Expectation expected, Response.ReadBack value, int length) {
    return Classifier.classifyEvolved(
        written,
        expected.expected(),
        value.value(),
        expected.evolvedPaths(),
        expected.initialisedPaths(),
        expected.converted(),
        BytesRead.of(value.consumed(), length));
  }

  private static Verdict heldFailure(Response answer, String stage) {
    if (answer instanceof Response.Failure failure) {
      return StepVerdicts.of(new Step.Failed<>(failure), stage);
    }
    return new Verdict(Outcome.SKIPPED, "harness error: " + stage + " answered " + answer);
  }

  /** One held instance in the {@code new} world performs the steps. */
  private Held held(
      ScenarioClasses scenario, List<ObjectValue> objects, Request.SequenceStep... steps) {
    Set<String> classes = new LinkedHashSet<>();
    for (ObjectValue object : objects) {
      classes.addAll(CellClasses.of(object, scenario.last()));
    }
    Step<Response.Sequence> answered =
        session.sequence(
            new Request.Sequence(CellExchanges.NEW_WORLD, List.copyOf(classes), List.of(steps)));
    if (!(answered instanceof Step.Success<Response.Sequence> success)) {
      return new Held(List.of(), "", StepVerdicts.of(answered, "held instance"));
    }
    if (success.value().answers().size() != steps.length) {
      return new Held(
          List.of(),
          "",
          new Verdict(Outcome.SKIPPED, "harness error: the worker answered another step count"));
    }
    return new Held(success.value().answers(), success.value().heldInstance(), null);
  }

  /** v1's and v2's round trips with fresh instances: a refusal, or v2's verdict. */
  private record FreshRoundTrips(Exchange refusal, Verdict v2) {}

  private record Written(byte[] payload, byte[] metadata, ObjectValue tree, Verdict failure) {}

  private record Held(List<Response> answers, String heldInstance, Verdict failure) {}
}
