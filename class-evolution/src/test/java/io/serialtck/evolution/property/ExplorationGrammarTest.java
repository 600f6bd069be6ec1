package io.serialtck.evolution.property;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.evolution.generate.GeneratedClasses;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ExplorationGrammarTest {

  @Test
  void theSameSeedMakesTheSameCase() {
    EvolutionCase one = ExplorationGrammar.generate(7, "serialtck.gen.t");
    EvolutionCase again = ExplorationGrammar.generate(7, "serialtck.gen.t");

    assertThat(again.render()).isEqualTo(one.render());
    assertThat(one.steps()).isEmpty();
  }

  @Test
  void aHundredSeedsReachRecordsSortedMapsEnumSetsAndArraysOfArrays() {
    Set<String> seen = new HashSet<>();
    for (long seed = 0; seed < 100; seed++) {
      EvolutionCase explored = ExplorationGrammar.generate(seed, "serialtck.gen.t");
      for (TypeShape shape : ShapeGraph.of(explored.base()).values()) {
        if (shape instanceof RecordShape) {
          seen.add("record");
        }
        seen.add(shape.render().contains("int[][]") ? "int[][]" : "");
      }
      String rendered = explored.render();
      for (String kind : new String[] {"TreeMap", "EnumSet", "Queue<", "ZonedDateTime"}) {
        if (rendered.contains(kind)) {
          seen.add(kind);
        }
      }
    }

    assertThat(seen).contains("record", "int[][]", "TreeMap", "EnumSet", "Queue<", "ZonedDateTime");
  }

  @Test
  void everyCaseOfThreeHundredSeedsLoadsAndItsNewKindsAppear() throws Exception {
    Set<String> seen = new HashSet<>();
    ClassGenerator generator = new ClassGenerator();
    for (long seed = 0; seed < 300; seed++) {
      EvolutionCase explored = ExplorationGrammar.generate(seed, "serialtck.gen.t");
      Map<String, byte[]> classes = generator.generate(explored.base());
      ClassLoader world = GeneratedClasses.load(classes);
      for (String name : classes.keySet()) {
        Class<?> type = Class.forName(name, true, world);
        type.getDeclaredMethods();
        type.getDeclaredFields();
        type.getGenericSuperclass();
      }
      String rendered = explored.render();
      for (String kind :
          new String[] {
            "package-private",
            "toString() returns the label",
            "implements Externalizable { writeExternal",
            "extends ArrayList {}",
            "<T>",
            "T[]",
            "extends Middle",
            "InetAddress",
            "Locale",
            "URI",
            "Currency"
          }) {
        if (rendered.contains(kind)) {
          seen.add(kind);
        }
      }
    }

    assertThat(seen)
        .contains(
            "package-private",
            "toString() returns the label",
            "implements Externalizable { writeExternal",
            "extends ArrayList {}",
            "<T>",
            "T[]",
            "extends Middle",
            "InetAddress",
            "Locale",
            "URI",
            "Currency");
  }

  @Test
  void aGenericFieldHoldsValuesOfTheTypeItsVariableStandsFor() {
    for (long seed = 0; seed < 300; seed++) {
      EvolutionCase explored = ExplorationGrammar.generate(seed, "serialtck.gen.t");
      for (TypeShape shape : ShapeGraph.of(explored.base()).values()) {
        if (shape instanceof ClassShape c
            && !c.typeParameters().isEmpty()
            && !c.simpleName().startsWith("Middle")) {
          assertThat(c.fields()).as(c.render()).isNotEmpty();
          assertThat(c.render()).containsPattern("[ <]T[]>\\[ ]");
        }
      }
      String written = explored.written().render();
      assertThat(written).doesNotContain("java.lang.Object");
    }
  }
}
