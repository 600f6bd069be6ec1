package io.serialtck.evolution.mapping;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.evolution.catalogue.CatalogueKind;
import io.serialtck.evolution.catalogue.FieldAdded;
import io.serialtck.evolution.catalogue.FieldRemoved;
import io.serialtck.evolution.catalogue.FieldRenamed;
import io.serialtck.evolution.catalogue.FieldTypeChanged;
import io.serialtck.evolution.catalogue.TypeChanges;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.EnumValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.UnrepresentableValue;
import io.serialtck.value.Value;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ExpectedValuesTest {

  private static final ScalarValue ADA = ScalarValue.string("Ada");

  @Test
  void aRenamedFieldBringsItsOldValue() {
    Expectation expectation = backward("field-renamed", Map.of("count", integer(42)));

    assertThat(expectation.expected().field("quantity")).contains(integer(42));
    assertThat(expectation.expected().field("count")).isEmpty();
    assertThat(expectation.evolvedPaths()).containsExactly("quantity");
  }

  @Test
  void wideningConvertsAndNarrowingConvertsOnlyWhatFits() {
    assertThat(backward("int-to-long", Map.of("value", integer(42))).expected().field("value"))
        .contains(new ScalarValue("long", "42"));
    assertThat(backward("int-to-long", Map.of("value", integer(42))).converted()).isTrue();
    assertThat(
            backward("long-to-int", Map.of("value", new ScalarValue("long", "7")))
                .expected()
                .field("value"))
        .contains(integer(7));
    assertThat(
            backward("long-to-int", Map.of("value", new ScalarValue("long", "1099511627776")))
                .expected()
                .field("value")
                .orElseThrow())
        .isInstanceOf(UnrepresentableValue.class);
  }

  @Test
  void forwardConvertsFromTheNewTypeBackToTheOld() {
    CatalogueKind entry = Catalogue.kind("int-to-long");
    Map<String, Value> samples = samples(Map.of("value", new ScalarValue("long", "5")));
    ObjectValue written = SampleValues.objectOf(entry.evolved().after(), samples);

    Expectation expectation = ExpectedValues.forward(written, entry.evolved());

    assertThat(expectation.expected().field("value")).contains(integer(5));
  }

  @Test
  void textAndBoxesConvertWhenTheyCan() {
    assertThat(field("int-to-String", integer(42))).isEqualTo(ScalarValue.string("42"));
    assertThat(field("String-to-int", ScalarValue.string("42"))).isEqualTo(integer(42));
    assertThat(field("String-to-int", ScalarValue.string("forty-two")))
        .isInstanceOf(UnrepresentableValue.class);
    assertThat(field("Integer-to-int", NullValue.NULL)).isEqualTo(integer(0));
    assertThat(field("int-to-Integer", integer(3)))
        .isEqualTo(new ScalarValue("java.lang.Integer", "3"));
    assertThat(field("int-to-BigDecimal", integer(3)))
        .isEqualTo(new ScalarValue("java.math.BigDecimal", "3"));
    assertThat(field("float-to-double", new ScalarValue("float", "0.1")))
        .isEqualTo(new ScalarValue("double", String.valueOf((double) 0.1f)));
  }

  @Test
  void collectionsConvertTheirElementsAndTheirClass() {
    Value list =
        new CollectionValue(
            "java.util.ArrayList",
            0,
            true,
            List.of(ScalarValue.string("a"), ScalarValue.string("b"), ScalarValue.string("a")));
    Value set = field("List-to-Set", list);
    assertThat(set)
        .isEqualTo(
            new CollectionValue(
                "java.util.HashSet",
                0,
                false,
                List.of(ScalarValue.string("a"), ScalarValue.string("b"))));

    Value ints =
        new CollectionValue(
            "java.util.ArrayList", 0, true, List.of(new ScalarValue("java.lang.Integer", "1")));
    assertThat(field("List-element-int-to-long", ints))
        .isEqualTo(
            new CollectionValue(
                "java.util.ArrayList", 0, true, List.of(new ScalarValue("java.lang.Long", "1"))));

    Value array = new ArrayValue("int", 0, List.of(integer(1), integer(2)));
    assertThat(field("array-to-List", array))
        .isEqualTo(
            new CollectionValue(
                "java.util.ArrayList",
                0,
                true,
                List.of(
                    new ScalarValue("java.lang.Integer", "1"),
                    new ScalarValue("java.lang.Integer", "2"))));
  }

  @Test
  void enumConstantsCorrespondByName() {
    CatalogueKind removed = Catalogue.kind("enum-constant-removed");
    String colour = "serialtck.gen.enum_constant_removed.Colour";
    Expectation blue =
        backward("enum-constant-removed", Map.of("colour", new EnumValue(colour, "BLUE")));
    Expectation red =
        backward("enum-constant-removed", Map.of("colour", new EnumValue(colour, "RED")));

    assertThat(blue.expected().field("colour").orElseThrow())
        .isInstanceOf(UnrepresentableValue.class);
    assertThat(red.expected().field("colour")).contains(new EnumValue(colour, "RED"));
    assertThat(removed.evolved().after()).isNotEqualTo(removed.evolved().before());
  }

  @Test
  void transientAndStaticFieldsCarryNothing() {
    assertThat(
            backward("field-made-transient", Map.of("count", integer(9))).expected().field("count"))
        .contains(integer(0));
    CatalogueKind statics = Catalogue.kind("field-made-static");
    ObjectValue written =
        SampleValues.objectOf(statics.evolved().after(), samples(Map.of("count", integer(9))));
    assertThat(written.field("count")).as("a static field is not part of the value").isEmpty();
    assertThat(ExpectedValues.forward(written, statics.evolved()).expected().field("count"))
        .contains(integer(0));
  }

  @Test
  void aRoundTripExpectsTheSameValuesButTransientFieldsAtTheirDefaults() {
    CatalogueKind entry = Catalogue.kind("transient-made-persistent");
    ObjectValue written = SampleValues.objectOf(entry.base(), samples(Map.of("count", integer(9))));

    Expectation expectation = ExpectedValues.roundTrip(written, entry.base());

    assertThat(expectation.expected().field("count")).contains(integer(0));
    assertThat(expectation.expected().field("name")).contains(ADA);
    assertThat(expectation.evolvedPaths()).isEmpty();
    assertThat(expectation.converted()).isFalse();
  }

  @Test
  void nestedObjectsMapThroughTheirOwnClass() {
    CatalogueKind entry = Catalogue.kind("nested-field-added");
    String address = "serialtck.gen.nested_field_added.Address";
    Map<String, Value> samples =
        samples(
            Map.of(
                "address",
                new ObjectValue(
                    address,
                    0,
                    List.of(
                        new ObjectValue.Field("street", ScalarValue.string("Main St")),
                        new ObjectValue.Field("city", ScalarValue.string("Paris")),
                        new ObjectValue.Field("zip", ScalarValue.string("75001"))))));
    ObjectValue written = SampleValues.objectOf(entry.evolved().before(), samples);

    Expectation expectation = ExpectedValues.backward(written, entry.evolved());

    ObjectValue nested = (ObjectValue) expectation.expected().field("address").orElseThrow();
    assertThat(((ObjectValue) written.field("address").orElseThrow()).field("zip")).isEmpty();
    assertThat(nested.field("zip")).contains(NullValue.NULL);
    assertThat(nested.field("street")).contains(ScalarValue.string("Main St"));
    assertThat(expectation.evolvedPaths()).containsExactly("address.zip");
  }

  @Test
  void superclassAndClassChangesMapTheWholeObject() {
    Expectation inserted = backward("superclass-inserted", Map.of());
    assertThat(inserted.expected().field("label")).contains(NullValue.NULL);

    Expectation renamed = backward("class-renamed", Map.of());
    assertThat(renamed.expected().className())
        .isEqualTo("serialtck.gen.class_renamed.RenamedSample");
    assertThat(renamed.expected().field("name")).contains(ADA);
  }

  @Test
  void aChainAppliesEachStepAndCarriesEvolvedFieldsAlong() {
    ClassShape base = Catalogue.kind("field-renamed").base();
    EvolvedClass first = new FieldRenamed("count", "quantity").apply(base);
    EvolvedClass second =
        new FieldTypeChanged(TypeChanges.byId("int-to-long"), "quantity")
            .apply((ClassShape) first.after());
    ObjectValue written = SampleValues.objectOf(base, samples(Map.of("count", integer(42))));

    Expectation expectation = ExpectedValues.throughChain(written, List.of(first, second));

    assertThat(expectation.expected().field("quantity")).contains(new ScalarValue("long", "42"));
    assertThat(expectation.evolvedPaths()).containsExactly("quantity");
    assertThat(expectation.converted()).isTrue();
  }

  @Test
  void aChainReadBackwardsUndoesEachStepFromTheLast() {
    ClassShape base = Catalogue.kind("field-renamed").base();
    EvolvedClass first = new FieldRenamed("count", "quantity").apply(base);
    EvolvedClass second =
        new FieldTypeChanged(TypeChanges.byId("int-to-long"), "quantity")
            .apply((ClassShape) first.after());
    ObjectValue writtenByV3 =
        SampleValues.objectOf(
            second.after(), samples(Map.of("quantity", new ScalarValue("long", "42"))));

    Expectation expectation = ExpectedValues.backThroughChain(writtenByV3, List.of(first, second));

    assertThat(expectation.expected().className()).isEqualTo(base.name());
    assertThat(expectation.expected().field("count")).contains(integer(42));
    assertThat(expectation.evolvedPaths()).containsExactly("count");
    assertThat(expectation.converted()).isTrue();
  }

  @Test
  void aFieldRemovedAndAddedAgainUnderTheSameNameIsNotFedByTheOldOne() {
    ClassShape base = Catalogue.kind("field-removed").base();
    EvolvedClass first = new FieldRemoved("count").apply(base);
    EvolvedClass second =
        new FieldAdded(FieldShape.of("count", TypeRef.of(String.class)))
            .apply((ClassShape) first.after());
    ObjectValue written = SampleValues.objectOf(base, samples(Map.of()));

    Expectation expectation = ExpectedValues.throughChain(written, List.of(first, second));

    assertThat(expectation.expected().field("count")).contains(NullValue.NULL);
    assertThat(expectation.evolvedPaths()).contains("count");
  }

  @Test
  void anEnumConstantIsItsNameAsAStringAndANameIsTheConstantBackWhenTheEnumHasIt() {
    assertThat(field("enum-to-String", new EnumValue("Colour", "GREEN")))
        .isEqualTo(ScalarValue.string("GREEN"));
    assertThat(field("enum-to-String", NullValue.NULL)).isEqualTo(NullValue.NULL);

    CatalogueKind kind = Catalogue.kind("enum-to-String");
    for (String text : List.of("BLUE", "PURPLE", "green")) {
      ObjectValue written =
          SampleValues.objectOf(
              kind.evolved().after(), samples(Map.of("value", ScalarValue.string(text))));
      Value read =
          ExpectedValues.forward(written, kind.evolved()).expected().field("value").orElseThrow();
      if (text.equals("BLUE")) {
        assertThat(read).isInstanceOf(EnumValue.class);
        assertThat(((EnumValue) read).constant()).isEqualTo("BLUE");
      } else {
        assertThat(read).as(text).isInstanceOf(UnrepresentableValue.class);
      }
    }
  }

  private static Value field(String id, Value value) {
    return backward(id, Map.of("value", value)).expected().field("value").orElseThrow();
  }

  private static Expectation backward(String id, Map<String, Value> values) {
    CatalogueKind entry = Catalogue.kind(id);
    ObjectValue written = SampleValues.objectOf(entry.evolved().before(), samples(values));
    return ExpectedValues.backward(written, entry.evolved());
  }

  private static Map<String, Value> samples(Map<String, Value> specific) {
    Map<String, Value> all = new HashMap<>();
    all.put("name", ADA);
    all.put("count", integer(36));
    all.put("label", ScalarValue.string("base"));
    all.putAll(specific);
    return all;
  }

  private static ScalarValue integer(int value) {
    return new ScalarValue("int", String.valueOf(value));
  }
}
