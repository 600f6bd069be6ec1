package io.serialtck.evolution.property;

import static org.assertj.core.api.Assertions.assertThat;

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
}
