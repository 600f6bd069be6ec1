package io.serialtck.tck.run;

import io.serialtck.evolution.ClassGenerator;
import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.EvolvedClass;
import io.serialtck.fixtures.Scenario;
import io.serialtck.tck.compare.CanonicalValues;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The generated classes of one scenario, made once in the harness and shipped to every worker.
 *
 * <p>The evolving class keeps one name in both versions: v1 lives in the {@code old} world, v2 in
 * the {@code new} world. Round trips use copies renamed into sub-packages {@code v1} and {@code v2}
 * and defined in both worlds, so that a round trip, too, is written in one world and read in
 * another, as by another process.
 */
public record ScenarioClasses(
    Scenario scenario,
    EvolvedClass classes,
    ClassShape sameV1,
    ClassShape sameV2,
    Map<String, byte[]> oldWorld,
    Map<String, byte[]> newWorld) {

  public static final String OLD_WORLD = "old";
  public static final String NEW_WORLD = "new";

  public static ScenarioClasses generate(Scenario scenario, ClassGenerator generator) {
    EvolvedClass classes = scenario.classes();
    ClassShape sameV1 = classes.before().withName(renamed(classes.before().name(), "v1"));
    ClassShape sameV2 = classes.after().withName(renamed(classes.after().name(), "v2"));
    byte[] sameV1Bytes = generator.generate(sameV1);
    byte[] sameV2Bytes = generator.generate(sameV2);
    Map<String, byte[]> oldWorld = new LinkedHashMap<>();
    oldWorld.put(classes.before().name(), generator.generate(classes.before()));
    oldWorld.put(sameV1.name(), sameV1Bytes);
    oldWorld.put(sameV2.name(), sameV2Bytes);
    Map<String, byte[]> newWorld = new LinkedHashMap<>();
    newWorld.put(classes.after().name(), generator.generate(classes.after()));
    newWorld.put(sameV1.name(), sameV1Bytes);
    newWorld.put(sameV2.name(), sameV2Bytes);
    return new ScenarioClasses(scenario, classes, sameV1, sameV2, oldWorld, newWorld);
  }

  private static String renamed(String name, String subPackage) {
    int dot = name.lastIndexOf('.');
    return name.substring(0, dot + 1) + subPackage + name.substring(dot);
  }

  /** How many classes were generated for this scenario. */
  public int generatedCount() {
    Set<String> names = new HashSet<>(oldWorld.keySet());
    names.addAll(newWorld.keySet());
    return names.size();
  }

  /** The object a side writes: the scenario's sample value of each field the shape declares. */
  public ObjectValue writerValue(ClassShape shape) {
    var fields =
        shape.fields().stream()
            .map(f -> new ObjectValue.Field(f.name(), scenario.sampleValues().get(f.name())))
            .toList();
    Value value = CanonicalValues.of(new ObjectValue(shape.name(), 0, fields));
    return (ObjectValue) value;
  }
}
