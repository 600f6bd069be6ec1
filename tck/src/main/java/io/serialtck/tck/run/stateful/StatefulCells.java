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
import io.serialtck.tck.worker.Step;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.value.ObjectValue;
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
 * Classifier} as the evolution and round-trip cells judge theirs. For a configuration that keeps
 * static state, the worlds are renewed before each scenario, so that the library's global state
 * lives across one scenario's sequences, as it would in one process.
 */
final class StatefulCells {

  /** The mode of a write the held instance got wrong after an earlier step that went right. */
  static final String STATE_POISONED = "state-poisoned";

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
      String failure = exchanges.freshWorldsIfStatic();
      if (failure == null) {
        failure = exchanges.define(scenario.oldWorld(), scenario.newWorld());
      }
      Exchange precondition =
          failure != null ? exchanges.harnessFault(failure, "v1", "v2") : precondition(scenario);
      for (StatefulSequence sequence : sequences) {
        Exchange cell = precondition != null ? precondition : ask(sequence, scenario);
        cells.add(
            recorder.record(
                sequence.scenario(id), StatefulCategory.ID, sequence.direction(), cell));
      }
    }
    return cells;
  }

  /** Null when v1 and v2 each round-trip with fresh instances; else the cell that says why not. */
  private Exchange precondition(ScenarioClasses scenario) {
    for (boolean v1 : List.of(true, false)) {
      TypeShape shape = v1 ? scenario.first() : scenario.last();
      String version = v1 ? "v1" : "v2";
      Exchange base = exchanges.roundTrip(v1, shape, scenario.writerValue(v1), version);
      if (base.harnessError()) {
        return base;
      }
      if (base.outcome() != Outcome.PASS) {
        return base.withVerdict(
            new Verdict(
                Outcome.NO_ROUND_TRIP,
                "class version "
                    + version
                    + " does not round-trip with fresh instances: "
                    + base.outcome()
                    + " "
                    + base.verdict().detail()));
      }
    }
    return null;
  }

  private Exchange ask(StatefulSequence sequence, ScenarioClasses scenario) {
    long started = System.nanoTime();
    Verdict verdict =
        switch (sequence) {
          case READ_OLD_THEN_WRITE -> readOldThenWrite(scenario);
          case INTERLEAVED -> interleaved(scenario);
          case UNEXPECTED_THEN_WRITE -> unexpectedThenWrite(scenario);
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

  private Verdict readOldThenWrite(ScenarioClasses scenario) {
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
    Verdict firstRead = judgeRead(held.answers().get(0), oldExpected, old.payload().length);
    Verdict written = freshReadOf(held.answers().get(1), scenario);
    String detail =
        "held instance ("
            + held.heldInstance()
            + ") read v1's bytes: "
            + firstRead.outcome()
            + "; then wrote v2, read by a fresh v2 reader: "
            + written.outcome()
            + " "
            + written.detail();
    return new Verdict(written.outcome(), detail, null, poisoned(written));
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
    List<String> steps = List.of("1 (v1's bytes)", "2 (v2's bytes)", "3 (v1's bytes again)");
    Verdict worst = null;
    int worstStep = 0;
    StringBuilder reads = new StringBuilder();
    for (int i = 0; i < 3; i++) {
      boolean ofV1 = i != 1;
      Verdict read =
          judgeRead(
              held.answers().get(i),
              ofV1 ? v1Expected : v2Expected,
              (ofV1 ? v1 : v2).payload().length);
      reads.append(i == 0 ? "" : ", ").append(read.outcome());
      if (worst == null || read.outcome().isWorseThan(worst.outcome())) {
        worst = read;
        worstStep = i;
      }
    }
    String detail =
        "held instance ("
            + held.heldInstance()
            + ") reads: "
            + reads
            + (worst.outcome() == Outcome.PASS
                ? ""
                : "; worst at step " + steps.get(worstStep) + ": " + worst.detail());
    String mode =
        worst.outcome() == Outcome.PASS ? "" : "step " + (worstStep + 1) + ": " + worst.mode();
    return new Verdict(worst.outcome(), detail, null, mode);
  }

  private Verdict unexpectedThenWrite(ScenarioClasses scenario) {
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
    Verdict first = freshReadOf(held.answers().get(0), scenario);
    Verdict second = freshReadOf(held.answers().get(3), scenario);
    String unexpected =
        "asked to read truncated bytes ("
            + answered(held.answers().get(1))
            + ") and another class's bytes ("
            + answered(held.answers().get(2))
            + ")";
    if (first.outcome() != Outcome.PASS) {
      return new Verdict(
          first.outcome(),
          "held instance ("
              + held.heldInstance()
              + ")'s first write, read by a fresh v2 reader: "
              + first.detail(),
          null,
          "first write: " + first.mode());
    }
    String detail =
        "held instance ("
            + held.heldInstance()
            + ") wrote v2 (PASS), was "
            + unexpected
            + ", wrote v2 again, read by a fresh v2 reader: "
            + second.outcome()
            + " "
            + second.detail();
    return new Verdict(second.outcome(), detail, null, poisoned(second));
  }

  /** The mode of a held instance's write a fresh reader does not read intact. */
  private static String poisoned(Verdict written) {
    if (written.outcome() == Outcome.PASS || written.outcome() == Outcome.SKIPPED) {
      return written.mode();
    }
    return written.mode().isEmpty() ? STATE_POISONED : STATE_POISONED + ": " + written.mode();
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
    return classify(expected, value.value(), written.payload().length);
  }

  private static Verdict judgeRead(Response answer, Expectation expected, int length) {
    if (!(answer instanceof Response.ReadBack value)) {
      return heldFailure(answer, "held read");
    }
    return classify(expected, value, length);
  }

  private static Verdict classify(Expectation expected, Response.ReadBack value, int length) {
    return Classifier.classifyEvolved(
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

  private record Written(byte[] payload, byte[] metadata, ObjectValue tree, Verdict failure) {}

  private record Held(List<Response> answers, String heldInstance, Verdict failure) {}
}
