package io.serialtck.evolution.catalogue;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.evolution.generate.GeneratedClasses;
import io.serialtck.evolution.generate.ShapeAssertions;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.worker.world.WorldClassLoader;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class CatalogueTest {

  /** Ids the catalogue must keep (issue 3): a kind may be added, none of these removed. */
  static final List<String> REQUIRED =
      List.of(
          "field-added",
          "field-removed",
          "field-renamed",
          "fields-reordered",
          "int-to-long",
          "long-to-int",
          "float-to-double",
          "int-to-Integer",
          "Integer-to-int",
          "int-to-String",
          "String-to-int",
          "int-to-BigDecimal",
          "BigDecimal-to-String",
          "BigInteger-to-BigDecimal",
          "ArrayList-to-LinkedList",
          "ArrayList-to-HashSet",
          "List-to-Set",
          "HashMap-to-LinkedHashMap",
          "LinkedHashMap-to-HashMap",
          "HashSet-to-LinkedHashSet",
          "List-element-int-to-long",
          "array-to-List",
          "field-made-final",
          "final-made-nonfinal",
          "public-made-private",
          "field-made-transient",
          "transient-made-persistent",
          "field-made-static",
          "superclass-inserted",
          "superclass-removed",
          "field-moved-to-superclass",
          "serializable-to-externalizable",
          "externalizable-to-serializable",
          "enum-constant-added",
          "enum-constant-removed",
          "enum-constants-reordered",
          "class-renamed",
          "nested-field-added",
          "nested-field-removed",
          "class-to-record",
          "noarg-constructor-removed");

  /** Changes Java's Object Serialization Specification (section 5.6) names that issue 3 did not. */
  static final List<String> FROM_SECTION_5_6 =
      List.of("static-made-nonstatic", "serializable-removed", "serializable-added");

  @Test
  void everyRequiredIdIsCataloguedOnce() {
    assertThat(Catalogue.ids())
        .containsAll(REQUIRED)
        .containsAll(FROM_SECTION_5_6)
        .doesNotHaveDuplicates();
  }

  /** Always the first field, a numbered new name, a String for a new field. */
  private static final Choices FIRST_CHOICES =
      new Choices() {
        @Override
        public Optional<FieldShape> oneOf(List<FieldShape> fields) {
          return fields.stream().findFirst();
        }

        @Override
        public String freshName(List<FieldShape> taken) {
          return "fresh" + taken.size();
        }

        @Override
        public TypeRef fieldType() {
          return TypeRef.of(String.class);
        }
      };

  @Test
  void everyKindPicksAStepOfItsOwnKindForItsOwnExample() {
    for (CatalogueKind kind : Catalogue.kinds()) {
      Optional<Evolution> picked = kind.pick(kind.base(), FIRST_CHOICES);
      assertThat(picked).as(kind.id() + " applies to its own example").isPresent();
      assertThat(picked.get().id()).as(kind.id()).isEqualTo(kind.id());
    }
  }

  @TestFactory
  Stream<DynamicTest> everyEvolutionGeneratesBothVersionsAsItsShapesSay() {
    return Catalogue.kinds().stream()
        .map(entry -> DynamicTest.dynamicTest(entry.id(), () -> check(entry)));
  }

  private static void check(CatalogueKind entry) throws Exception {
    EvolvedClass evolved = entry.evolved();
    assertThat(evolved.after()).as("v2 differs from v1").isNotEqualTo(evolved.before());
    assertThat(entry.evolution().id()).isEqualTo(entry.id());
    assertThat(entry.evolution().description()).isNotBlank();
    for (TypeShape version : List.of(evolved.before(), evolved.after())) {
      Map<String, byte[]> classes = new ClassGenerator().generate(version);
      WorldClassLoader world = GeneratedClasses.load(classes);
      for (TypeShape shape : ShapeGraph.of(version).values()) {
        ShapeAssertions.assertMatches(Class.forName(shape.name(), true, world), shape);
      }
    }
  }
}
