package io.serialtck.evolution.property;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ClassStyle;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.evolution.mapping.EvolvedClass;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PropertyHarnessTest {

  private static final int TRIES = 60;

  @Test
  void theSameSeedGivesTheSameShapesClassesAndValues() {
    for (long seed = 1000; seed < 1000 + TRIES; seed++) {
      EvolutionCase first = new CaseGenerator(Catalogue.kinds(), 4).generate(seed);
      EvolutionCase second = new CaseGenerator(Catalogue.kinds(), 4).generate(seed);

      assertThat(second).as("seed %d", seed).isEqualTo(first);
      assertThat(bytesOf(second)).as("seed %d", seed).containsExactlyElementsOf(bytesOf(first));
    }
  }

  @Test
  void differentSeedsExploreDifferentCases() {
    CaseGenerator generator = new CaseGenerator(Catalogue.kinds(), 4);
    List<String> rendered = new ArrayList<>();
    for (long seed = 0; seed < TRIES; seed++) {
      rendered.add(generator.generate(seed).render().replaceAll("prop\\.s\\w+", "prop"));
    }
    assertThat(rendered.stream().distinct().count()).isGreaterThan(TRIES * 9 / 10);
  }

  @Test
  void everyGeneratedCaseAppliesGeneratesAndStaysWithinFourSteps() {
    CaseGenerator generator = new CaseGenerator(Catalogue.kinds(), 4);
    List<String> kindsSeen = new ArrayList<>();
    for (long seed = 0; seed < 300; seed++) {
      EvolutionCase evolutionCase = generator.generate(seed);
      assertThat(evolutionCase.steps()).hasSizeBetween(1, 4);
      List<EvolvedClass> evolved = evolutionCase.evolved();
      for (EvolvedClass step : evolved) {
        new ClassGenerator().generate(step.after());
      }
      evolutionCase.steps().forEach(s -> kindsSeen.add(s.id()));
    }
    assertThat(kindsSeen.stream().distinct().count())
        .as("random chains reach most of the catalogue")
        .isGreaterThan(30);
  }

  @Test
  void casesComeInBothStylesAndEveryClassOfABeanCaseIsABean() {
    CaseGenerator generator = new CaseGenerator(Catalogue.kinds(), 4);
    int beans = 0;
    for (long seed = 0; seed < TRIES; seed++) {
      EvolutionCase evolutionCase = generator.generate(seed);
      ClassStyle style = evolutionCase.base().style();
      beans += style == ClassStyle.BEAN ? 1 : 0;
      for (TypeShape shape : ShapeGraph.of(evolutionCase.last()).values()) {
        if (shape instanceof ClassShape c) {
          assertThat(c.style()).as(evolutionCase.render()).isEqualTo(style);
        }
      }
    }
    assertThat(beans).isBetween(TRIES / 4, 3 * TRIES / 4);
  }

  @Test
  void valuesReachTheEdges() {
    CaseGenerator generator = new CaseGenerator(Catalogue.kinds(), 1);
    StringBuilder all = new StringBuilder();
    for (long seed = 0; seed < 400; seed++) {
      all.append(generator.generate(seed).written().render()).append('\n');
    }
    assertThat(all.toString())
        .contains("NaN")
        .contains("-0.0")
        .contains("Infinity")
        .contains("\uD83D\uDE00")
        .contains("null")
        .contains("ArrayList[]")
        .contains(String.valueOf(Integer.MAX_VALUE))
        .contains(String.valueOf(Long.MIN_VALUE));
  }

  @Test
  void aRunPrintsItsSeedAndSettingsRepeatIt() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PropertySettings settings = new PropertySettings(42L, 3);

    PropertyResult result =
        PropertyRunner.run(
            "always",
            settings,
            new CaseGenerator(Catalogue.kinds(), 2),
            c -> CaseCheck.CheckResult.holds("PASS"),
            new PrintStream(out, true, StandardCharsets.UTF_8));

    assertThat(result.holds()).isTrue();
    assertThat(out.toString(StandardCharsets.UTF_8))
        .contains("seed 42, 3 tries")
        .contains("-Dserialtck.seed=42 -Dserialtck.tries=3");
    String previousSeed = System.setProperty(PropertySettings.SEED_PROPERTY, "77");
    String previousTries = System.setProperty(PropertySettings.TRIES_PROPERTY, "5");
    try {
      assertThat(PropertySettings.fromSystemProperties(200)).isEqualTo(new PropertySettings(77, 5));
    } finally {
      restore(PropertySettings.SEED_PROPERTY, previousSeed);
      restore(PropertySettings.TRIES_PROPERTY, previousTries);
    }
  }

  private static void restore(String key, String previous) {
    if (previous == null) {
      System.clearProperty(key);
    } else {
      System.setProperty(key, previous);
    }
  }

  private static List<byte[]> bytesOf(EvolutionCase evolutionCase) {
    List<byte[]> bytes = new ArrayList<>();
    List<TypeShape> versions = new ArrayList<>(List.of(evolutionCase.base()));
    evolutionCase.evolved().forEach(e -> versions.add(e.after()));
    for (TypeShape version : versions) {
      Map<String, byte[]> classes = new ClassGenerator().generate(version);
      ShapeGraph.of(version).keySet().forEach(name -> bytes.add(classes.get(name)));
    }
    return bytes;
  }
}
