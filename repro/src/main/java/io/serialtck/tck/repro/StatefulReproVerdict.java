package io.serialtck.tck.repro;

import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.tck.CellResult;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import io.serialtck.verdict.BytesRead;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The verdict a stateful reproducer's output shows. A fresh write that threw decides the cell as
 * the kit's does ({@code fresh write: ...}), in the order the kit writes; so does a held instance
 * the set-up could not make ({@code held instance: ...}) and a JVM that ended ({@code CRASHED} at
 * the stage it was at). Otherwise each step is judged for the held instance and for a fresh one
 * ({@link StepResult}: a read with the kit's {@link Classifier} against what a faithful read of the
 * step's bytes gives, from the tree their writer printed; a write by what a fresh reader read of
 * it), and {@link StatefulJudgement} makes the cell's verdict of the steps.
 */
final class StatefulReproVerdict {

  private StatefulReproVerdict() {}

  static Optional<Verdict> of(CellResult cell, ReproOutput output) {
    if (output.timedOut()) {
      return Optional.of(new Verdict(Outcome.TIMED_OUT, "the reproducer took too long"));
    }
    SequenceValues values = SequenceValues.of(cell);
    List<JvmRun> jvms = StatefulProgram.jvms(cell);
    for (JvmRun jvm : jvms.subList(0, jvms.size() - 2)) {
      Optional<Integer> exit = output.exit(jvm.marker());
      if (exit.isEmpty() || exit.get() == 1) {
        return Optional.empty();
      }
      if (exit.get() != 0) {
        return Optional.of(crashed("fresh write", exit.get()));
      }
    }
    for (SequenceSteps.Bytes bytes : SequenceSteps.freshWrites(values.sequence())) {
      Optional<String> threw = output.line(bytes.marker() + "-WRITE-THREW");
      if (threw.isPresent()) {
        return Optional.of(
            ReproVerdict.rejected(
                "fresh write", threw.get(), output.line(bytes.marker() + "-WRITE-ROOT-CAUSE")));
      }
    }
    Optional<Integer> held = output.exit("HELD-EXIT");
    if (held.isEmpty()) {
      return Optional.empty();
    }
    if (held.get() == 1) {
      return output
          .line("HELD-THREW")
          .map(t -> ReproVerdict.rejected("held instance", t, output.line("HELD-ROOT-CAUSE")));
    }
    if (held.get() != 0) {
      return Optional.of(crashed("held instance", held.get()));
    }
    List<JudgedStep> steps = steps(values, output);
    Optional<Integer> fresh = output.exit("FRESH-EXIT");
    boolean readBack =
        steps.stream()
            .filter(s -> s.step().write())
            .allMatch(s -> s.held() != StepResult.NOT_ASKED);
    if (fresh.isEmpty() || (fresh.get() != 0 && !readBack)) {
      return fresh.isEmpty() || fresh.get() == 1
          ? Optional.empty()
          : Optional.of(crashed("fresh read of the held write", fresh.get()));
    }
    return StatefulJudgement.judge(values.sequence(), steps);
  }

  /**
   * Each step's results as the reproducer printed them: {@code held: REJECTED, PASS, REJECTED;
   * fresh: REJECTED, PASS, REJECTED}; empty when it printed none.
   */
  static String summary(CellResult cell, ReproOutput output) {
    List<JudgedStep> steps = steps(SequenceValues.of(cell), output);
    if (steps.stream().allMatch(s -> s.held() == StepResult.NOT_ASKED)) {
      return "";
    }
    return "held: "
        + steps.stream().map(s -> s.held().answer()).collect(Collectors.joining(", "))
        + "; fresh: "
        + steps.stream().map(s -> s.fresh().answer()).collect(Collectors.joining(", "));
  }

  private static List<JudgedStep> steps(SequenceValues values, ReproOutput output) {
    List<JudgedStep> steps = new ArrayList<>();
    for (SequenceSteps.Step step : SequenceSteps.of(values.sequence())) {
      steps.add(
          new JudgedStep(
              step,
              result(values, output, step, step.held(), "held"),
              result(values, output, step, step.fresh(), "fresh")));
    }
    return steps;
  }

  /**
   * One instance's result at a step, from the lines under {@code marker}; {@code who} names it in a
   * failure's stage, as the kit names its held instance's: {@code held read}, {@code held write},
   * {@code fresh read of the held write}.
   */
  private static StepResult result(
      SequenceValues values,
      ReproOutput output,
      SequenceSteps.Step step,
      String marker,
      String who) {
    if (step.write()) {
      Optional<String> threw = output.line(marker + "-WRITE-THREW");
      if (threw.isPresent()) {
        return StepResult.judged(
            ReproVerdict.rejected(
                who + " write", threw.get(), output.line(marker + "-WRITE-ROOT-CAUSE")));
      }
      Optional<String> written = output.line(marker + "-WRITTEN-JSON");
      if (written.isEmpty()) {
        return StepResult.NOT_ASKED;
      }
      Expectation expected = values.expectedReadBack((ObjectValue) ValueJson.parse(written.get()));
      return read(output, marker + "-BACK", "fresh read of the " + who + " write", expected);
    }
    if (!SequenceValues.expects(step.read())) {
      if (output.line(marker + "-READ-THREW").isPresent()) {
        return StepResult.unjudged(true);
      }
      return output.line(marker + "-READ-JSON").isPresent()
          ? StepResult.unjudged(false)
          : StepResult.NOT_ASKED;
    }
    Optional<String> written = output.line(step.read().marker() + "-WRITTEN-JSON");
    if (written.isEmpty()) {
      return StepResult.NOT_ASKED;
    }
    Expectation expected =
        values
            .expectedRead(step.read(), (ObjectValue) ValueJson.parse(written.get()))
            .orElseThrow();
    // one stage for held and fresh reads, as the kit names them: the same exception, the same mode
    return read(output, marker, "read", expected);
  }

  /** A read printed under {@code marker}, judged against {@code expected}. */
  private static StepResult read(
      ReproOutput output, String marker, String stage, Expectation expected) {
    Optional<String> threw = output.line(marker + "-READ-THREW");
    if (threw.isPresent()) {
      return StepResult.judged(
          ReproVerdict.rejected(stage, threw.get(), output.line(marker + "-READ-ROOT-CAUSE")));
    }
    Optional<String> read = output.line(marker + "-READ-JSON");
    if (read.isEmpty()) {
      return StepResult.NOT_ASKED;
    }
    Value actual = ValueJson.parse(read.get());
    BytesRead bytes = output.bytesRead(marker + "-READ-");
    return StepResult.judged(
        Classifier.classifyEvolved(
            expected.expected(),
            actual,
            expected.evolvedPaths(),
            expected.initialisedPaths(),
            expected.converted(),
            bytes));
  }

  private static Verdict crashed(String stage, int exit) {
    return new Verdict(Outcome.CRASHED, stage + ": the JVM ended with exit code " + exit)
        .withMode(stage + ": exit code " + exit);
  }
}
