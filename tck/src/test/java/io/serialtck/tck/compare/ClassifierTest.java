package io.serialtck.tck.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.EvolvedClass;
import io.serialtck.evolution.FieldAdded;
import io.serialtck.evolution.FieldRemoved;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Outcome;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class ClassifierTest {

  private static final ClassShape BASE =
      new ClassShape(
          "x.P",
          true,
          OptionalLong.empty(),
          List.of(
              FieldShape.of("name", TypeRef.of(String.class)),
              FieldShape.of("age", TypeRef.of(int.class))));
  private static final EvolvedClass ADDED =
      new FieldAdded(FieldShape.of("nick", TypeRef.of(String.class))).apply(BASE);
  private static final EvolvedClass REMOVED = new FieldRemoved("age").apply(BASE);

  @Test
  void backwardReadOfAnAddedFieldExpectsItsDefault() {
    ObjectValue written = object(field("name", "Ada"), field("age", 36));
    Expectation expectation = ExpectedValues.derive(written, ADDED, Direction.BACKWARD, "x.P");

    assertThat(expectation.expected().field("nick")).contains(NullValue.NULL);
    assertThat(expectation.evolvedFields()).containsExactly("nick");
    Verdict verdict =
        Classifier.classify(
            expectation, object(field("name", "Ada"), field("age", 36), nullField("nick")));
    assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
  }

  @Test
  void forwardReadOfARemovedFieldExpectsTheDefaultOfThePrimitive() {
    ObjectValue written = object(field("name", "Ada"));
    Expectation expectation = ExpectedValues.derive(written, REMOVED, Direction.FORWARD, "x.P");

    assertThat(expectation.expected().field("age")).contains(new ScalarValue("int", "0"));
  }

  @Test
  void aWrongValueInAnUntouchedFieldIsCorruption() {
    ObjectValue written = object(field("name", "Ada"), field("age", 36));
    Expectation expectation = ExpectedValues.derive(written, ADDED, Direction.BACKWARD, "x.P");

    Verdict verdict =
        Classifier.classify(
            expectation, object(field("name", "Ada"), field("age", 37), nullField("nick")));

    assertThat(verdict.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(verdict.detail())
        .contains("age: expected 36 (int), got 37 (int)")
        .contains("unchanged");
  }

  @Test
  void anUntouchedFieldLeftAtItsDefaultIsCorruptionToo() {
    ObjectValue written = object(field("name", "Ada"), field("age", 36));
    Expectation expectation = ExpectedValues.derive(written, ADDED, Direction.BACKWARD, "x.P");

    Verdict verdict =
        Classifier.classify(
            expectation, object(field("name", "Ada"), field("age", 0), nullField("nick")));

    assertThat(verdict.outcome()).isEqualTo(Outcome.CORRUPTED);
  }

  @Test
  void anEvolvedFieldLeftAtItsDefaultIsALoss() {
    Expectation expectation =
        new Expectation(
            object(field("name", "Ada"), field("age", 36)), java.util.Set.of("age"), false);

    Verdict verdict =
        Classifier.classify(expectation, object(field("name", "Ada"), field("age", 0)));

    assertThat(verdict.outcome()).isEqualTo(Outcome.LOSSY);
    assertThat(verdict.detail()).isEqualTo("age: expected 36 (int), got 0 (int)");
  }

  @Test
  void anEvolvedFieldWithAnotherValueIsCorruption() {
    Expectation expectation =
        new Expectation(
            object(field("name", "Ada"), field("age", 36)), java.util.Set.of("age"), false);

    Verdict verdict =
        Classifier.classify(expectation, object(field("name", "Ada"), field("age", 12)));

    assertThat(verdict.outcome()).isEqualTo(Outcome.CORRUPTED);
  }

  @Test
  void anObjectOfAnotherClassIsTheWrongShape() {
    Expectation expectation =
        new Expectation(object(field("name", "Ada")), java.util.Set.of(), false);

    Verdict verdict = Classifier.classify(expectation, new ObjectValue("x.Other", 1, List.of()));

    assertThat(verdict.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(verdict.detail()).startsWith("wrong shape");
  }

  @Test
  void unorderedSetsCompareWithoutOrderButListsKeepIt() {
    Value set =
        new CollectionValue("java.util.HashSet", 2, false, List.of(string("a"), string("b")));
    Value setReordered =
        new CollectionValue("java.util.HashSet", 7, false, List.of(string("b"), string("a")));
    Value list =
        new CollectionValue("java.util.ArrayList", 2, true, List.of(string("a"), string("b")));
    Value listReordered =
        new CollectionValue("java.util.ArrayList", 2, true, List.of(string("b"), string("a")));
    Expectation withSet =
        new Expectation(object(new ObjectValue.Field("c", set)), java.util.Set.of(), false);
    Expectation withList =
        new Expectation(object(new ObjectValue.Field("c", list)), java.util.Set.of(), false);

    assertThat(
            Classifier.classify(withSet, object(new ObjectValue.Field("c", setReordered)))
                .outcome())
        .isEqualTo(Outcome.PASS);
    assertThat(
            Classifier.classify(withList, object(new ObjectValue.Field("c", listReordered)))
                .outcome())
        .isEqualTo(Outcome.CORRUPTED);
  }

  private static ObjectValue object(ObjectValue.Field... fields) {
    return new ObjectValue("x.P", 1, List.of(fields));
  }

  private static ObjectValue.Field field(String name, String value) {
    return new ObjectValue.Field(name, string(value));
  }

  private static ObjectValue.Field field(String name, int value) {
    return new ObjectValue.Field(name, new ScalarValue("int", String.valueOf(value)));
  }

  private static ObjectValue.Field nullField(String name) {
    return new ObjectValue.Field(name, NullValue.NULL);
  }

  private static ScalarValue string(String text) {
    return ScalarValue.string(text);
  }
}
