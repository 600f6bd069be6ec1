package io.serialtck.evolution.catalogue;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.evolution.generate.GeneratedClasses;
import io.serialtck.evolution.generate.ShapeAssertions;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.worker.world.WorldClassLoader;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class CatalogueTest {

  /** The ids the catalogue must hold (issue 3), in this order. */
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
  void everyRequiredIdIsCataloguedOnceWithAKind() {
    assertThat(Catalogue.ids())
        .containsAll(REQUIRED)
        .containsAll(FROM_SECTION_5_6)
        .doesNotHaveDuplicates()
        .hasSize(REQUIRED.size() + FROM_SECTION_5_6.size());
    assertThat(Catalogue.kinds())
        .extracting(EvolutionKind::id)
        .containsExactlyInAnyOrderElementsOf(Catalogue.ids());
  }

  @Test
  void theCatalogueDocumentNamesEveryId() throws Exception {
    String document =
        java.nio.file.Files.readString(java.nio.file.Path.of("../docs/evolution-catalogue.md"));
    for (String id : Catalogue.ids()) {
      assertThat(document).as(id).contains("| `" + id + "` |");
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
