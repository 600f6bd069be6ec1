package io.serialtck.tck.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.evolution.mapping.SampleValues;
import io.serialtck.evolution.property.CaseCheck;
import io.serialtck.evolution.property.EvolutionCase;
import io.serialtck.evolution.property.Shrinker;
import io.serialtck.tck.run.cell.CellClasses;
import io.serialtck.tck.run.upgrade.ExplorationReplay;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.DeepStack;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import io.serialtck.verdict.BytesRead;
import io.serialtck.verdict.CanonicalValues;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.Codec;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/**
 * The harness's own walks of a value tree carry one nested {@link DeepStack#DEPTH} levels (twice
 * what exploration asks) on the threads a run's cells run on ({@link
 * MatrixRunner#CONFIGURATION_THREADS}): the canonical numbering, the renaming of a case's classes,
 * the expectation, the classification, equality and hashing, the protocol's codec, the classes a
 * cell names, the shrink of a case and its rendering. On the JVM's default stack several overflow
 * well before.
 */
class DeepValueTreesTest {

  private static final String SAMPLE = "serialtck.gen.deep.Sample";

  private static final ClassShape SHAPE =
      ClassShape.serializable(
          SAMPLE,
          1L,
          List.of(
              FieldShape.of("f0", TypeRef.of(String.class)),
              FieldShape.of("nested", TypeRef.list(TypeRef.of(Object.class)))));

  @Test
  void aValueNestedTwoThousandLevelsSurvivesTheHarnessesWalksOnACellThread() throws Exception {
    onACellThread(
        () -> {
          ObjectValue written = sample(DeepStack.DEPTH, "bottom");
          ObjectValue canonical = (ObjectValue) CanonicalValues.of(written);
          assertThat(depth(canonical)).isEqualTo(DeepStack.DEPTH);
          assertThat(CanonicalValues.of(canonical)).isEqualTo(canonical);

          ObjectValue renamed =
              (ObjectValue)
                  SampleValues.renameClasses(canonical, n -> n.replace(".deep.", ".deep.x1."));
          assertThat(renamed.className()).isEqualTo("serialtck.gen.deep.x1.Sample");
          assertThat(SampleValues.renameClasses(renamed, n -> n.replace(".x1.", ".")))
              .isEqualTo(canonical);

          Expectation expected = ExpectedValues.roundTrip(canonical, SHAPE);
          assertThat(expected.expected()).isEqualTo(canonical);
          assertThat(CellClasses.of(canonical, SHAPE)).contains(SAMPLE, "java.util.ArrayList");

          Request.Write sent =
              (Request.Write) Codec.decode(Codec.encode(writeOf(SHAPE, canonical)));
          assertThat(sent.value()).isEqualTo(canonical);
          Response.ReadBack answer =
              (Response.ReadBack)
                  Codec.decode(Codec.encode(new Response.ReadBack(sent.value(), -1L)));
          Value read = answer.value();
          assertThat(read).isNotSameAs(canonical).isEqualTo(canonical);
          assertThat(read.hashCode()).isEqualTo(canonical.hashCode());
          Verdict intact = classify(canonical, expected, read);
          assertThat(intact.outcome()).as(intact.detail()).isEqualTo(Outcome.PASS);

          ObjectValue wrongAtTheBottom =
              (ObjectValue) CanonicalValues.of(sample(DeepStack.DEPTH, "top"));
          assertThat(wrongAtTheBottom).isNotEqualTo(canonical);
          Verdict corrupted = classify(canonical, expected, wrongAtTheBottom);
          assertThat(corrupted.outcome()).isEqualTo(Outcome.CORRUPTED);
          assertThat(corrupted.detail()).contains("nested").contains("bottom").contains("top");
          return null;
        });
  }

  @Test
  void aCaseNestedTwoThousandLevelsIsShrunkRenderedAndReplayedOnACellThread() throws Exception {
    onACellThread(
        () -> {
          EvolutionCase deep =
              new EvolutionCase(7, SHAPE, List.of(), sample(DeepStack.DEPTH, "bottom"));
          // as Jackson 2 refuses more than 1,000 levels: a candidate fails while its field does
          CaseCheck refusingPastAThousand =
              candidate ->
                  candidate.written().field("nested").map(DeepValueTreesTest::lists).orElse(0)
                          > 1_000
                      ? CaseCheck.CheckResult.fails("REJECTED", "too deep")
                      : CaseCheck.CheckResult.holds("PASS");

          Shrinker.Shrunk shrunk = Shrinker.shrink(deep, refusingPastAThousand, 40);

          assertThat(shrunk.minimal().written().field("nested").map(DeepValueTreesTest::lists))
              .hasValueSatisfying(levels -> assertThat(levels).isGreaterThan(1_000));
          EvolutionCase replayed = Shrinker.replay(deep, shrunk.path());
          assertThat(replayed.written()).isEqualTo(shrunk.minimal().written());
          assertThat(ExplorationReplay.render(replayed))
              .isEqualTo(ExplorationReplay.render(shrunk.minimal()))
              .contains("ArrayList[ArrayList[");
          return null;
        });
  }

  /** What a cell asks the writer: the case's value, as {@code CellExchanges} sends it. */
  private static Request.Write writeOf(ClassShape shape, ObjectValue value) {
    return new Request.Write("old", shape.name(), value, CellClasses.of(value, shape), false);
  }

  private static Verdict classify(ObjectValue written, Expectation expected, Value read) {
    return Classifier.classifyEvolved(
        written,
        expected.expected(),
        read,
        expected.evolvedPaths(),
        expected.initialisedPaths(),
        expected.converted(),
        BytesRead.UNKNOWN);
  }

  /**
   * A sample whose {@code nested} holds {@code depth} lists, the innermost holding {@code text},
   * numbered as a capture numbers them, from the innermost (no two containers share a number).
   */
  static ObjectValue sample(int depth, String text) {
    Value nested = ScalarValue.string(text);
    for (int level = 0; level < depth; level++) {
      nested = new CollectionValue(ArrayList.class.getName(), level + 1, true, List.of(nested));
    }
    return new ObjectValue(
        SAMPLE,
        depth + 1,
        List.of(
            new ObjectValue.Field("f0", ScalarValue.string("short")),
            new ObjectValue.Field("nested", nested)));
  }

  private static int depth(ObjectValue sample) {
    return lists(sample.field("nested").orElseThrow());
  }

  private static int lists(Value value) {
    int depth = 0;
    while (value instanceof CollectionValue list && !list.elements().isEmpty()) {
      value = list.elements().get(0);
      depth++;
    }
    return depth;
  }

  /** Runs the check on a thread of the pool a run's configurations run their cells on. */
  private static void onACellThread(Callable<Void> check) throws Exception {
    ExecutorService cells = Executors.newSingleThreadExecutor(MatrixRunner.CONFIGURATION_THREADS);
    try {
      cells.submit(check).get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      throw (Exception) e.getCause();
    } finally {
      cells.shutdown();
    }
  }
}
