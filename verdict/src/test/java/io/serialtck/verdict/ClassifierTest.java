package io.serialtck.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.spi.StructuralProperty;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.IllTypedValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.OpaqueValue;
import io.serialtck.value.RefValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.StaleStateValue;
import io.serialtck.value.UnrepresentableValue;
import io.serialtck.value.Value;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ClassifierTest {

  @Test
  void theSameValueIsAPass() {
    Expectation expectation = new Expectation(person(36, "Ada"), Set.of("nick"), false);

    assertThat(classify(expectation, person(36, "Ada")).outcome()).isEqualTo(Outcome.PASS);
    assertThat(
            classify(new Expectation(person(36, "Ada"), Set.of(), true), person(36, "Ada"))
                .detail())
        .isEqualTo("converted");
  }

  @Test
  void aReadThatDidNotConsumeTheBytesWrittenIsMisalignedWhateverItsValues() {
    Expectation expectation = new Expectation(person(36, "Ada"), Set.of("age"), true);

    Verdict equal =
        Classifier.classifyEvolved(
            expectation.expected(),
            person(36, "Ada"),
            expectation.evolvedPaths(),
            true,
            new BytesRead(62, 66));
    Verdict atDefault =
        Classifier.classifyEvolved(
            expectation.expected(),
            person(0, "Ada"),
            expectation.evolvedPaths(),
            true,
            new BytesRead(70, 66));

    assertThat(equal.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(equal.mode()).isEqualTo(BytesRead.MISALIGNED);
    assertThat(equal.detail())
        .isEqualTo(
            "misaligned read: read 62 of 66 bytes; every value the reader's class holds arrived"
                + " intact (name, age); 4 bytes left unread after them");
    assertThat(atDefault.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(atDefault.detail())
        .startsWith("misaligned read: read 70 of 66 bytes, 4 past the end; age: expected 36");
    assertThat(
            Classifier.classifyEvolved(
                    expectation.expected(),
                    person(36, "Ada"),
                    expectation.evolvedPaths(),
                    true,
                    new BytesRead(66, 66))
                .outcome())
        .isEqualTo(Outcome.PASS);
    assertThat(BytesRead.of(-1, 66)).isEqualTo(BytesRead.UNKNOWN);
  }

  @Test
  void aWrongValueInAnUntouchedFieldIsCorruption() {
    Expectation expectation = new Expectation(person(36, "Ada"), Set.of("name"), false);

    Verdict verdict = classify(expectation, person(37, "Ada"));

    assertThat(verdict.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(verdict.detail())
        .isEqualTo("age: expected 36 (int), got 37 (int) (unchanged by the evolution)");
  }

  @Test
  void anUntouchedFieldLeftAtItsDefaultIsCorruptionToo() {
    Expectation expectation = new Expectation(person(36, "Ada"), Set.of(), false);

    assertThat(classify(expectation, person(0, "Ada")).outcome()).isEqualTo(Outcome.CORRUPTED);
  }

  @Test
  void anEvolvedFieldLeftAtItsDefaultIsALoss() {
    Expectation expectation = new Expectation(person(36, "Ada"), Set.of("age"), false);

    Verdict verdict = classify(expectation, person(0, "Ada"));

    assertThat(verdict.outcome()).isEqualTo(Outcome.LOSSY);
    assertThat(verdict.detail()).isEqualTo("age: expected 36 (int), got 0 (int)");
  }

  @Test
  void anEvolvedFieldWithAnotherValueIsCorruption() {
    Expectation expectation = new Expectation(person(36, "Ada"), Set.of("age"), false);

    assertThat(classify(expectation, person(12, "Ada")).outcome()).isEqualTo(Outcome.CORRUPTED);
  }

  @Test
  void anUnrepresentableValueIsLostAtTheDefaultAndCorruptedOtherwise() {
    ObjectValue expected =
        new ObjectValue(
            "x.P",
            1,
            List.of(new ObjectValue.Field("age", new UnrepresentableValue("2^40 as int"))));
    Expectation expectation = new Expectation(expected, Set.of("age"), true);

    assertThat(classify(expectation, withAge(0)).outcome()).isEqualTo(Outcome.LOSSY);
    assertThat(classify(expectation, withAge(1)).outcome()).isEqualTo(Outcome.CORRUPTED);
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

    Verdict lost = classify(expectation, zipLost);
    assertThat(lost.outcome()).isEqualTo(Outcome.LOSSY);
    assertThat(lost.detail()).startsWith("address.zip: expected \"12345\", got null");
    assertThat(classify(expectation, streetWrong).outcome()).isEqualTo(Outcome.CORRUPTED);
  }

  @Test
  void anObjectOfAnotherClassIsTheWrongShape() {
    Expectation expectation = new Expectation(person(1, "Ada"), Set.of(), false);

    Verdict verdict = classify(expectation, new ObjectValue("x.Other", 1, List.of()));

    assertThat(verdict.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(verdict.detail()).startsWith("object: expected a x.P, got Other{}");
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

    assertThat(classify(holding(set), holdingValue(setReordered)).outcome())
        .isEqualTo(Outcome.PASS);
    Verdict reordered = classify(holding(list), holdingValue(listReordered));
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

    assertThat(classify(holding(hashSet), holdingValue(linkedHashSet)).outcome())
        .isEqualTo(Outcome.PASS);
    Verdict classLost = classify(holding(otherLinkedHashSet), holdingValue(hashSet));
    assertThat(classLost.outcome()).isEqualTo(Outcome.ALTERED);
    assertThat(classLost.detail())
        .isEqualTo(
            "container class: c: expected a LinkedHashSet, got a HashSet with the same elements");
    Verdict orderLost = classify(holding(linkedHashSet), holdingValue(hashSet));
    assertThat(orderLost.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(orderLost.detail()).startsWith("c: the order was lost");
  }

  @Test
  void aValueNotOfItsDeclaredTypeIsIllTypedAndWorseThanAWrongValue() {
    Value arrayList = new CollectionValue("java.util.ArrayList", 2, true, List.of(string("zulu")));
    ObjectValue read =
        new ObjectValue(
            "x.P",
            1,
            List.of(
                new ObjectValue.Field("name", string("Bob")),
                new ObjectValue.Field(
                    "c", new IllTypedValue("java.util.LinkedList<java.lang.String>", arrayList))));
    ObjectValue expected =
        new ObjectValue(
            "x.P",
            1,
            List.of(
                new ObjectValue.Field("name", string("Ada")),
                new ObjectValue.Field(
                    "c",
                    new CollectionValue(
                        "java.util.LinkedList", 2, true, List.of(string("zulu"))))));

    Verdict verdict = classify(new Expectation(expected, Set.of("c"), false), read);

    assertThat(verdict.outcome()).isEqualTo(Outcome.ILL_TYPED);
    assertThat(verdict.detail())
        .isEqualTo(
            "c: declared LinkedList<String>, holds ArrayList[\"zulu\"]; name: expected \"Ada\","
                + " got \"Bob\" (unchanged by the evolution)");
  }

  @Test
  void anEqualCopyWhereOneObjectWasSharedIsAnAlteredIdentity() {
    ObjectValue address =
        new ObjectValue("x.A", 2, List.of(new ObjectValue.Field("city", string("Lyon"))));
    ObjectValue shared =
        new ObjectValue(
            "x.I",
            1,
            List.of(
                new ObjectValue.Field("billing", address),
                new ObjectValue.Field("shipping", new RefValue(2))));
    ObjectValue copied =
        new ObjectValue(
            "x.I",
            1,
            List.of(
                new ObjectValue.Field("billing", address),
                new ObjectValue.Field(
                    "shipping",
                    new ObjectValue(
                        "x.A", 3, List.of(new ObjectValue.Field("city", string("Lyon")))))));
    ObjectValue otherCity =
        new ObjectValue(
            "x.I",
            1,
            List.of(
                new ObjectValue.Field("billing", address),
                new ObjectValue.Field(
                    "shipping",
                    new ObjectValue(
                        "x.A", 3, List.of(new ObjectValue.Field("city", string("Nice")))))));

    Verdict verdict = Classifier.classifyIntact(shared, copied);

    assertThat(verdict.outcome()).isEqualTo(Outcome.ALTERED);
    assertThat(verdict.detail())
        .isEqualTo("shared identity: shipping: expected the object at billing, got an equal copy");
    assertThat(Classifier.classifyIntact(shared, otherCity).outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(Classifier.classifyIntact(shared, shared).outcome()).isEqualTo(Outcome.PASS);
  }

  @Test
  void aModifiableCopyOfAnUnmodifiableListIsAlteredImmutability() {
    Value listOf =
        new CollectionValue(
            "java.util.ImmutableCollections$List12", 2, true, List.of(string("a"), string("b")));
    Value arrayList =
        new CollectionValue("java.util.ArrayList", 2, true, List.of(string("a"), string("b")));

    Verdict verdict = classify(holding(listOf), holdingValue(arrayList));

    assertThat(verdict.outcome()).isEqualTo(Outcome.ALTERED);
    assertThat(verdict.detail())
        .isEqualTo(
            "immutability: c: expected an unmodifiable ImmutableCollections$List12, got a"
                + " ArrayList with the same elements");
  }

  @Test
  void aStructuralFactAloneIsAlteredAndWithAWrongValueCorrupted() {
    Value expected = facts(string("production"), new ScalarValue("java.lang.Boolean", "true"));
    Value hookSkipped = facts(string("production"), new ScalarValue("java.lang.Boolean", "false"));
    Value wrongProfile = facts(string("test"), new ScalarValue("java.lang.Boolean", "false"));
    Map<String, StructuralProperty> structural = Map.of("modeIsSingleton", StructuralProperty.HOOK);

    Verdict altered = Classifier.classifyIntact(expected, hookSkipped, List.of(), structural);
    Verdict corrupted = Classifier.classifyIntact(expected, wrongProfile, List.of(), structural);

    assertThat(altered.outcome()).isEqualTo(Outcome.ALTERED);
    assertThat(altered.detail())
        .isEqualTo(
            "hook not honoured: [\"modeIsSingleton\"]: expected true (Boolean), got false"
                + " (Boolean)");
    assertThat(corrupted.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(corrupted.detail()).startsWith("[\"profile\"]: expected \"production\"");
  }

  @Test
  void illTypedValuesTheWorkerFoundBehindASummaryMakeTheCellIllTyped() {
    Value summary = facts(string("production"), new ScalarValue("java.lang.Boolean", "true"));

    Verdict verdict =
        Classifier.classifyIntact(
            summary, summary, List.of("blobs[0]: declared byte[] holds a x.OnHeapBytes"), Map.of());

    assertThat(verdict.outcome()).isEqualTo(Outcome.ILL_TYPED);
    assertThat(verdict.detail()).isEqualTo("blobs[0]: declared byte[] holds a x.OnHeapBytes");
  }

  @Test
  void aValueThatEqualsTheExpectedOneButPrintsOtherwiseLostInternalState() {
    ScalarValue faithful = new ScalarValue("java.time.OffsetDateTime", "2023-06-15T08:30+05:30");
    Value stale =
        new StaleStateValue(
            new ScalarValue("java.time.OffsetDateTime", "2023-06-15T08:30null"),
            "2023-06-15T08:30+05:30");

    Verdict verdict = classify(holding(faithful), holdingValue(stale));

    assertThat(verdict.outcome()).isEqualTo(Outcome.ALTERED);
    assertThat(verdict.detail())
        .isEqualTo(
            "internal state not rebuilt: c: equals 2023-06-15T08:30+05:30 (OffsetDateTime) but"
                + " reads back as 2023-06-15T08:30null (OffsetDateTime)");
  }

  @Test
  void aValueThatEqualsTheExpectedOneButCannotBePrintedLostInternalStateToo() {
    ScalarValue faithful = new ScalarValue("java.time.OffsetDateTime", "2023-06-15T08:30+05:30");
    Value unprintable =
        new StaleStateValue(
            new OpaqueValue(
                "java.time.OffsetDateTime", "broken object: java.lang.NullPointerException"),
            "2023-06-15T08:30+05:30");
    Value otherDate =
        new StaleStateValue(
            new OpaqueValue(
                "java.time.OffsetDateTime", "broken object: java.lang.NullPointerException"),
            "2024-01-01T00:00+05:30");

    assertThat(classify(holding(faithful), holdingValue(unprintable)).outcome())
        .isEqualTo(Outcome.ALTERED);
    assertThat(classify(holding(faithful), holdingValue(otherDate)).outcome())
        .isEqualTo(Outcome.CORRUPTED);
  }

  @Test
  void theNearestFloatOfADoubleIsAConversionAndAnyOtherValueCorruption() {
    ScalarValue nearest = new ScalarValue("float", "0.1");
    Value expected = new UnrepresentableValue("0.1 (double) as float", nearest);
    Expectation expectation = new Expectation(holdingValue(expected), Set.of("c"), true);

    Verdict rounded = classify(expectation, holdingValue(nearest));
    Verdict garbage =
        classify(expectation, holdingValue(new ScalarValue("float", "-1.5881868E-23")));

    assertThat(rounded.outcome()).isEqualTo(Outcome.PASS);
    assertThat(rounded.detail()).startsWith("converted, a value rounded");
    assertThat(garbage.outcome()).isEqualTo(Outcome.CORRUPTED);
  }

  @Test
  void anUnorderedMapIsMatchedByKeyAndAnOrderedOneMustKeepItsOrder() {
    MapValue written =
        new MapValue(
            "java.util.LinkedHashMap",
            2,
            false,
            List.of(
                new MapValue.Entry(string("zulu"), new ScalarValue("java.lang.Integer", "1")),
                new MapValue.Entry(string("alpha"), new ScalarValue("java.lang.Integer", "2"))));
    MapValue ordered = new MapValue("java.util.LinkedHashMap", 2, true, written.entries());
    MapValue readOtherOrder =
        new MapValue(
            "java.util.LinkedHashMap",
            2,
            true,
            List.of(written.entries().get(1), written.entries().get(0)));

    assertThat(classify(holding(written), holdingValue(readOtherOrder)).outcome())
        .isEqualTo(Outcome.PASS);
    Verdict lost = classify(holding(ordered), holdingValue(readOtherOrder));
    assertThat(lost.outcome()).isEqualTo(Outcome.CORRUPTED);
    assertThat(lost.detail()).startsWith("c: the order of its keys was lost");
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

  @Test
  void anEvolvedPathCoversWhatLiesInsideItAndEveryElementOfAnEvolvedList() {
    Value expected =
        new CollectionValue("java.util.ArrayList", 2, true, List.of(string("a"), string("b")));
    Value secondLost =
        new CollectionValue("java.util.ArrayList", 2, true, List.of(string("a"), NullValue.NULL));
    ObjectValue expectedObject =
        new ObjectValue("x.P", 1, List.of(new ObjectValue.Field("tags", expected)));
    ObjectValue secondLostObject =
        new ObjectValue("x.P", 1, List.of(new ObjectValue.Field("tags", secondLost)));

    assertThat(classify(new Expectation(expectedObject, Set.of("tags[]"), false), secondLostObject))
        .extracting(Verdict::outcome)
        .isEqualTo(Outcome.LOSSY);
    assertThat(classify(new Expectation(expectedObject, Set.of("tag"), false), secondLostObject))
        .extracting(Verdict::detail)
        .isEqualTo("tags[1]: expected \"b\", got null (unchanged by the evolution)");
  }

  /** What an evolution cell hands the classifier. */
  private record Expectation(Value expected, Set<String> evolvedPaths, boolean converted) {}

  private static Verdict classify(Expectation expectation, Value actual) {
    return Classifier.classifyEvolved(
        expectation.expected(), actual, expectation.evolvedPaths(), expectation.converted());
  }

  private static Value facts(Value profile, Value singleton) {
    return new MapValue(
        "java.util.LinkedHashMap",
        1,
        true,
        List.of(
            new MapValue.Entry(string("profile"), profile),
            new MapValue.Entry(string("modeIsSingleton"), singleton)));
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
