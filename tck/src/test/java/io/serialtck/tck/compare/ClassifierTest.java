package io.serialtck.tck.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.tck.Outcome;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.UnrepresentableValue;
import io.serialtck.value.Value;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ClassifierTest {

  @Test
  void theSameValueIsAPass() {
    Expectation expectation = new Expectation(person(36, "Ada"), Set.of("nick"), false);

    assertThat(Classifier.classify(expectation, person(36, "Ada")).outcome())
        .isEqualTo(Outcome.PASS);
    assertThat(
            Classifier.classify(
                    new Expectation(person(36, "Ada"), Set.of(), true), person(36, "Ada"))
                .detail())
        .isEqualTo("converted");
  }

  @Test
  void aWrongValueInAnUntouchedFieldIsCorruption() {
    Expectation expectation = new Expectation(person(36, "Ada"), Set.of("name"), false);

    Verdict verdict = Classifier.classify(expectation, person(37, "Ada"));

    assertThat(verdict.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(verdict.detail())
        .isEqualTo("age: expected 36 (int), got 37 (int) (unchanged by the evolution)");
  }

  @Test
  void anUntouchedFieldLeftAtItsDefaultIsCorruptionToo() {
    Expectation expectation = new Expectation(person(36, "Ada"), Set.of(), false);

    assertThat(Classifier.classify(expectation, person(0, "Ada")).outcome())
        .isEqualTo(Outcome.CORRUPTED);
  }

  @Test
  void anEvolvedFieldLeftAtItsDefaultIsALoss() {
    Expectation expectation = new Expectation(person(36, "Ada"), Set.of("age"), false);

    Verdict verdict = Classifier.classify(expectation, person(0, "Ada"));

    assertThat(verdict.outcome()).isEqualTo(Outcome.LOSSY);
    assertThat(verdict.detail()).isEqualTo("age: expected 36 (int), got 0 (int)");
  }

  @Test
  void anEvolvedFieldWithAnotherValueIsCorruption() {
    Expectation expectation = new Expectation(person(36, "Ada"), Set.of("age"), false);

    assertThat(Classifier.classify(expectation, person(12, "Ada")).outcome())
        .isEqualTo(Outcome.CORRUPTED);
  }

  @Test
  void anUnrepresentableValueIsLostAtTheDefaultAndCorruptedOtherwise() {
    ObjectValue expected =
        new ObjectValue(
            "x.P",
            1,
            List.of(new ObjectValue.Field("age", new UnrepresentableValue("2^40 as int"))));
    Expectation expectation = new Expectation(expected, Set.of("age"), true);

    assertThat(Classifier.classify(expectation, withAge(0)).outcome()).isEqualTo(Outcome.LOSSY);
    assertThat(Classifier.classify(expectation, withAge(1)).outcome()).isEqualTo(Outcome.CORRUPTED);
  }

  @Test
  void nestedDifferencesAreJudgedByTheirPath() {
    ObjectValue expected =
        new ObjectValue(
            "x.P", 1, List.of(new ObjectValue.Field("address", address("Main St", "12345"))));
    Expectation expectation = new Expectation(expected, Set.of("address.zip"), false);

    ObjectValue zipLost =
        new ObjectValue(
            "x.P", 1, List.of(new ObjectValue.Field("address", address("Main St", null))));
    ObjectValue streetWrong =
        new ObjectValue(
            "x.P", 1, List.of(new ObjectValue.Field("address", address("Side St", "12345"))));

    Verdict lost = Classifier.classify(expectation, zipLost);
    assertThat(lost.outcome()).isEqualTo(Outcome.LOSSY);
    assertThat(lost.detail()).startsWith("address.zip: expected \"12345\", got null");
    assertThat(Classifier.classify(expectation, streetWrong).outcome())
        .isEqualTo(Outcome.CORRUPTED);
  }

  @Test
  void anObjectOfAnotherClassIsTheWrongShape() {
    Expectation expectation = new Expectation(person(1, "Ada"), Set.of(), false);

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

    assertThat(Classifier.classify(holding(set), holdingValue(setReordered)).outcome())
        .isEqualTo(Outcome.PASS);
    Verdict reordered = Classifier.classify(holding(list), holdingValue(listReordered));
    assertThat(reordered.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(reordered.detail()).startsWith("c[0]: expected \"a\", got \"b\"");
  }

  @Test
  void aJdkSubclassOfTheExpectedContainerHoldsTheValueButNotTheReverse() {
    Value hashSet =
        new CollectionValue("java.util.HashSet", 2, false, List.of(string("a"), string("b")));
    Value linkedHashSet =
        new CollectionValue("java.util.LinkedHashSet", 2, true, List.of(string("b"), string("a")));
    Value otherLinkedHashSet =
        new CollectionValue("java.util.LinkedHashSet", 2, true, List.of(string("a"), string("b")));

    assertThat(Classifier.classify(holding(hashSet), holdingValue(linkedHashSet)).outcome())
        .isEqualTo(Outcome.PASS);
    assertThat(Classifier.classify(holding(otherLinkedHashSet), holdingValue(hashSet)).outcome())
        .isEqualTo(Outcome.CORRUPTED);
  }

  @Test
  void mapValuesAreNamedByTheirKeyAndAFixtureRoundTripHasNoEvolvedPaths() {
    Value expected =
        new MapValue(
            "java.util.LinkedHashMap",
            1,
            true,
            List.of(new MapValue.Entry(string("sha256"), string("ab"))));
    Value actual =
        new MapValue(
            "java.util.LinkedHashMap",
            1,
            true,
            List.of(new MapValue.Entry(string("sha256"), string("cd"))));

    Verdict verdict = Classifier.classifyIntact(expected, actual);

    assertThat(verdict.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(verdict.detail()).isEqualTo("[\"sha256\"]: expected \"ab\", got \"cd\"");
  }

  private static Expectation holding(Value value) {
    return new Expectation(holdingValue(value), Set.of(), false);
  }

  private static ObjectValue holdingValue(Value value) {
    return new ObjectValue("x.P", 1, List.of(new ObjectValue.Field("c", value)));
  }

  private static ObjectValue person(int age, String name) {
    return new ObjectValue(
        "x.P",
        1,
        List.of(
            new ObjectValue.Field("name", string(name)),
            new ObjectValue.Field("age", new ScalarValue("int", String.valueOf(age)))));
  }

  private static ObjectValue withAge(int age) {
    return new ObjectValue(
        "x.P",
        1,
        List.of(new ObjectValue.Field("age", new ScalarValue("int", String.valueOf(age)))));
  }

  private static ObjectValue address(String street, String zip) {
    return new ObjectValue(
        "x.Address",
        2,
        List.of(
            new ObjectValue.Field("street", string(street)),
            new ObjectValue.Field("zip", zip == null ? NullValue.NULL : string(zip))));
  }

  private static ScalarValue string(String text) {
    return ScalarValue.string(text);
  }
}
