package io.serialtck.evolution.property;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShrinkerTest {

  /** Fails while the value holds a string longer than 64 characters in any field. */
  private static CaseCheck.CheckResult noLongString(EvolutionCase c) {
    for (ObjectValue.Field field : c.written().fields()) {
      Value value = field.value();
      if (value instanceof ScalarValue scalar
          && scalar.type().equals("java.lang.String")
          && scalar.text().length() > 64) {
        return CaseCheck.CheckResult.fails("CORRUPTED", field.name() + ": cut");
      }
    }
    return CaseCheck.CheckResult.holds("PASS");
  }

  @Test
  void aCaseWithoutStepsLosesTheFieldsTheFailureDoesNotNeed() {
    ClassShape shape =
        ClassShape.serializable(
            "serialtck.gen.t.Sample",
            1L,
            List.of(
                FieldShape.of("a", TypeRef.of(int.class)),
                FieldShape.of("b", TypeRef.of(String.class)),
                FieldShape.of("c", TypeRef.of(long.class))));
    ObjectValue written =
        new ObjectValue(
            shape.name(),
            0,
            List.of(
                new ObjectValue.Field("a", new ScalarValue("int", "7")),
                new ObjectValue.Field("b", ScalarValue.string("x".repeat(200))),
                new ObjectValue.Field("c", new ScalarValue("long", "-9"))));
    EvolutionCase failing = new EvolutionCase(1, shape, List.of(), written);

    Shrinker.Shrunk shrunk = Shrinker.shrink(failing, ShrinkerTest::noLongString, 100);

    assertThat(shrunk.minimal().base().fields()).extracting(FieldShape::name).containsExactly("b");
    assertThat(shrunk.minimal().steps()).isEmpty();
    assertThat(shrunk.result().holds()).isFalse();
    String text = ((ScalarValue) shrunk.minimal().written().fields().get(0).value()).text();
    assertThat(text.length()).as(text).isGreaterThan(64);
  }

  /**
   * Fails while the root class keeps its first field and the value written still says something: a
   * check that keeps some shrinks and refuses others.
   */
  private static CaseCheck.CheckResult firstFieldWithText(EvolutionCase c) {
    boolean first = c.base().fields().stream().anyMatch(f -> f.name().equals("f0"));
    return first && c.written().render().length() > 24
        ? CaseCheck.CheckResult.fails("CORRUPTED", "f0")
        : CaseCheck.CheckResult.holds("PASS");
  }

  @Test
  void aShrinkReplayedAlongItsPathWithoutAnyCheckGivesTheSameMinimalCase() {
    int shrunkSomewhere = 0;
    for (long seed = 0; seed < 40; seed++) {
      EvolutionCase generated = ExplorationGrammar.generate(seed, "serialtck.gen.explore");
      if (firstFieldWithText(generated).holds()) {
        continue;
      }
      Shrinker.Shrunk shrunk = Shrinker.shrink(generated, ShrinkerTest::firstFieldWithText, 40);

      EvolutionCase replayed =
          Shrinker.replay(
              ExplorationGrammar.generate(seed, "serialtck.gen.explore"), shrunk.path());

      assertThat(replayed).as("seed " + seed).isEqualTo(shrunk.minimal());
      assertThat(replayed.render()).isEqualTo(shrunk.minimal().render());
      assertThat(shrunk.path()).hasSize(shrunk.steps());
      if (shrunk.steps() > 1) {
        shrunkSomewhere++;
      }
    }
    assertThat(shrunkSomewhere).as("seeds whose shrink kept more than one step").isPositive();
  }

  @Test
  void aPathThatDoesNotFitTheCaseIsRefused() {
    EvolutionCase generated = ExplorationGrammar.generate(3, "serialtck.gen.explore");

    assertThatThrownBy(() -> Shrinker.replay(generated, List.of(10_000)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("shrink step 1 keeps candidate 10000");
  }

  @Test
  void keepingOnlyOneFieldIsAPathThatReplaysToTheRootWithThatFieldAndItsValueAlone() {
    int checked = 0;
    for (long seed = 0; seed < 60; seed++) {
      EvolutionCase generated = ExplorationGrammar.generate(seed, "serialtck.gen.explore");
      List<io.serialtck.evolution.FieldShape> fields = generated.base().fields();
      if (fields.size() < 2) {
        continue;
      }
      for (int keep = 0; keep < fields.size(); keep++) {
        EvolutionCase part = Shrinker.replay(generated, Shrinker.keepingOnly(generated, keep));
        assertThat(part.base().fields()).containsExactly(fields.get(keep));
        assertThat(part.written().field(fields.get(keep).name()))
            .isEqualTo(generated.written().field(fields.get(keep).name()));
        assertThat(part.written().fields().size())
            .isEqualTo(generated.written().fields().size() - fields.size() + 1);
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(50);
  }

  @Test
  void aValueRootIsNeverShrunkToANullRoot() {
    ClassShape holder =
        ClassShape.serializable(
            "serialtck.gen.t.Sample",
            1L,
            List.of(FieldShape.of(ValueRoots.FIELD, TypeRef.of(String.class))));
    EvolutionCase root =
        new EvolutionCase(
            1,
            holder,
            List.of(),
            new ObjectValue(
                holder.name(),
                0,
                List.of(
                    new ObjectValue.Field(ValueRoots.FIELD, ScalarValue.string("line\nbreak")))));

    List<EvolutionCase> candidates = Shrinker.candidates(root);

    assertThat(candidates).isNotEmpty();
    assertThat(candidates)
        .allSatisfy(
            c ->
                assertThat(ValueRoots.unwrap(c.written()))
                    .isNotInstanceOf(io.serialtck.value.NullValue.class));
    // a field of a class, not a root, may still be shrunk to null
    EvolutionCase held =
        new EvolutionCase(
            1,
            ClassShape.serializable(
                "serialtck.gen.t.Sample",
                1L,
                List.of(FieldShape.of("f0", TypeRef.of(String.class)))),
            List.of(),
            new ObjectValue(
                holder.name(),
                0,
                List.of(new ObjectValue.Field("f0", ScalarValue.string("line\nbreak")))));
    assertThat(Shrinker.candidates(held))
        .anySatisfy(
            c ->
                assertThat(c.written().fields().get(0).value())
                    .isInstanceOf(io.serialtck.value.NullValue.class));
  }
}
