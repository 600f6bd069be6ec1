package io.serialtck.evolution.property;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.RecordShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import java.util.HashSet;
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
}
