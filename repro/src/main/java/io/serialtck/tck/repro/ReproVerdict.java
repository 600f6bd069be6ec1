package io.serialtck.tck.repro;

import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.spi.Fixture;
import io.serialtck.spi.StructuralProperty;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.run.evolution.ScenarioClasses;
import io.serialtck.tck.run.registration.RegistrationClass;
import io.serialtck.tck.run.registration.RegistrationOrderCategory;
import io.serialtck.tck.run.stateful.StatefulCategory;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import io.serialtck.verdict.BytesRead;
import io.serialtck.verdict.CanonicalValues;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.ConversionEvidence;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The verdict a reproducer's output shows, judged as the kit judges a cell: a side that threw is
 * {@code REJECTED} with the stage and exception class (and root cause's) as its mode; a JVM that
 * ended otherwise is {@code CRASHED}; one stopped for taking too long {@code TIMED_OUT}; else the
 * values are classified with the kit's {@link Classifier} against the expectation the cell derived
 * (for an evolution cell, from what the writer printed; for a registration-order cell, the {@code
 * Circle} written as a round trip; for a fixture, its observation of {@code expected()} with the
 * criterion's structural facts), knowing how far the read went ({@link BytesRead}, from {@code
 * CONSUMED n OF m}: a misaligned read is {@code CORRUPTED}); and an evolution cell of a
 * value-dependent change is judged again with the control values the reproducer wrote and read
 * beside it ({@link ConversionEvidence}), as the kit's {@code EvolutionCells} judges it. A stateful
 * cell's steps are judged by {@link StatefulReproVerdict}; an exploration cell's read by {@link
 * ExplorationReproVerdict}, which gives every verdict of such a cell its finding's signature as its
 * mode. Empty when the reproducer did not get as far as running the library (it did not compile, or
 * printed nothing to judge).
 */
final class ReproVerdict {

  private ReproVerdict() {}

  static Optional<Verdict> of(CellResult cell, ReproOutput output) {
    Optional<Verdict> shown = judged(cell, output);
    return ExplorationProgram.isExploration(cell)
        ? shown.map(verdict -> ExplorationReproVerdict.signed(cell, verdict))
        : shown;
  }

  private static Optional<Verdict> judged(CellResult cell, ReproOutput output) {
    if (cell.category().equals(StatefulCategory.ID)) {
      return StatefulReproVerdict.of(cell, output);
    }
    if (output.timedOut()) {
      return Optional.of(new Verdict(Outcome.TIMED_OUT, "the reproducer took too long"));
    }
    Optional<Integer> wrote = output.exit("WRITE-EXIT");
    if (wrote.isEmpty()) {
      return Optional.empty();
    }
    if (wrote.get() != 0) {
      return failed("write", wrote.get(), output);
    }
    Optional<Integer> read = output.exit("READ-EXIT");
    if (read.isEmpty()) {
      return Optional.empty();
    }
    if (read.get() != 0 && !output.readTheCell()) {
      return failed("read", read.get(), output);
    }
    if (cell.category().equals(Categories.EVOLUTION.id())) {
      return evolved(cell, output);
    }
    if (cell.category().equals(RegistrationOrderCategory.ID)) {
      return registered(output);
    }
    if (ExplorationProgram.isExploration(cell)) {
      return ExplorationReproVerdict.read(cell, output);
    }
    return intact(cell, output);
  }

  /**
   * A library's exception, as the kit records it: {@code REJECTED} with {@code stage: exception
   * class} (and {@code caused by} the root cause's class) as its mode.
   *
   * @param threw the rest of a {@code THREW} line: {@code class: message}
   * @param rootCause the rest of its {@code ROOT-CAUSE} line, when there is one
   */
  static Verdict rejected(String stage, String threw, Optional<String> rootCause) {
    String exception = threw.split(": ", 2)[0];
    String root = rootCause.map(r -> " caused by " + r).orElse("");
    return new Verdict(Outcome.REJECTED, stage + ": " + threw)
        .withMode(stage + ": " + exception + root);
  }

  /**
   * A side that did not finish: the library threw ({@code THREW}, exit code 1), the program itself
   * failed (exit code 1 without it: nothing to judge), or the JVM ended (any other exit code).
   */
  private static Optional<Verdict> failed(String stage, int exit, ReproOutput output) {
    Optional<String> threw = output.line("THREW");
    if (threw.isPresent()) {
      return Optional.of(rejected(stage, threw.get(), output.line("ROOT-CAUSE")));
    }
    if (exit == 1) {
      return Optional.empty();
    }
    return Optional.of(
        new Verdict(Outcome.CRASHED, stage + ": the JVM ended with exit code " + exit)
            .withMode(stage + ": exit code " + exit));
  }

  private static Optional<Verdict> evolved(CellResult cell, ReproOutput output) {
    Optional<String> written = output.line("WRITTEN-JSON");
    Optional<String> read = output.line("READ-JSON");
    if (written.isEmpty() || read.isEmpty()) {
      return Optional.empty();
    }
    ScenarioClasses classes =
        ScenarioClasses.generate(EvolutionProgram.scenario(cell), new ClassGenerator());
    ObjectValue writtenTree = (ObjectValue) ValueJson.parse(written.get());
    Expectation expected = Expectations.of(cell, classes, writtenTree);
    Value actual = ValueJson.parse(read.get());
    Verdict verdict =
        Classifier.classifyEvolved(
            writtenTree,
            expected.expected(),
            actual,
            expected.evolvedPaths(),
            expected.initialisedPaths(),
            expected.converted(),
            output.bytesRead());
    int controls = EvolutionScenarios.controls(classes.scenario()).size();
    if (controls == 0 || !ConversionEvidence.asks(verdict)) {
      return Optional.of(verdict);
    }
    List<ConversionEvidence.FieldRead> controlReads = new ArrayList<>();
    for (int n = 1; n <= controls; n++) {
      controlReads.add(controlRead(cell, classes, output, n));
    }
    return Optional.of(
        ConversionEvidence.judge(
            verdict,
            ConversionEvidence.FieldRead.of(
                CanonicalValues.of(writtenTree), expected.expected(), actual, CONTROLLED),
            controlReads));
  }

  /**
   * The controlled field of control {@code n}: what the writer printed, what a faithful reader
   * holds, what the reader printed; no read for a control whose write or read threw.
   */
  private static ConversionEvidence.FieldRead controlRead(
      CellResult cell, ScenarioClasses classes, ReproOutput output, int n) {
    Optional<String> written = output.line(ReproOutput.control(n, "WRITTEN-JSON"));
    if (written.isEmpty()) {
      return new ConversionEvidence.FieldRead(null, null, null);
    }
    ObjectValue writtenTree = (ObjectValue) ValueJson.parse(written.get());
    Expectation expected = Expectations.of(cell, classes, writtenTree);
    Value read =
        output.line(ReproOutput.control(n, "READ-JSON")).map(ValueJson::parse).orElse(null);
    return ConversionEvidence.FieldRead.of(
        CanonicalValues.of(writtenTree), expected.expected(), read, CONTROLLED);
  }

  /**
   * A registration-order cell: the {@code Circle} written, read as a round trip of one class
   * version, as the kit's {@code RegistrationOrderCells} judges it.
   */
  private static Optional<Verdict> registered(ReproOutput output) {
    Optional<String> written = output.line("WRITTEN-JSON");
    Optional<String> read = output.line("READ-JSON");
    if (written.isEmpty() || read.isEmpty()) {
      return Optional.empty();
    }
    ObjectValue writtenTree = (ObjectValue) CanonicalValues.of(ValueJson.parse(written.get()));
    Expectation expected = ExpectedValues.roundTrip(writtenTree, RegistrationClass.CIRCLE.shape());
    return Optional.of(
        Classifier.classifyEvolved(
            expected.expected(),
            ValueJson.parse(read.get()),
            expected.evolvedPaths(),
            expected.initialisedPaths(),
            expected.converted(),
            output.bytesRead()));
  }

  /** The field control values replace. */
  private static final String CONTROLLED = EvolutionScenarios.CONTROLLED_FIELD;

  private static Optional<Verdict> intact(CellResult cell, ReproOutput output) {
    Optional<String> observed = output.line("OBSERVED-JSON");
    Optional<String> expected = output.line("EXPECTED-JSON");
    if (observed.isEmpty() || expected.isEmpty()) {
      return Optional.empty();
    }
    List<String> illTyped = output.lines("ILL-TYPED");
    return Optional.of(
        Classifier.classifyIntact(
            ValueJson.parse(expected.get()),
            ValueJson.parse(observed.get()),
            illTyped,
            structuralFacts(FixtureProgram.fixtureClass(cell)),
            output.bytesRead()));
  }

  /** The criterion's structural facts, from the kit's own fixture. */
  private static Map<String, StructuralProperty> structuralFacts(String fixtureClass) {
    try {
      Fixture fixture = (Fixture) Class.forName(fixtureClass).getConstructor().newInstance();
      return fixture.structuralFacts();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("the kit cannot make its fixture " + fixtureClass, e);
    }
  }
}
