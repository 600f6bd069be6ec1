package io.serialtck.tck.run.evolution;

import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.mapping.SampleValues;
import io.serialtck.fixtures.Scenario;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import io.serialtck.verdict.CanonicalValues;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The generated classes of one scenario, made once in the harness and shipped to every worker.
 *
 * <p>v1's classes live in the {@code old} world and the last version's (v2, or v3 of a chain) in
 * the {@code new} world, under the same names (but for a class the evolution renames). Round trips
 * use copies of each version's whole class graph renamed into a sub-package ({@code v1} or {@code
 * v2}) and defined in both worlds, so that a round trip, too, is written in one world and read in
 * another, as by another process.
 */
public record ScenarioClasses(
    Scenario scenario,
    List<EvolvedClass> steps,
    TypeShape sameV1,
    TypeShape sameV2,
    Map<String, byte[]> oldWorld,
    Map<String, byte[]> newWorld) {

  private static final String GENERATED_PACKAGE = "serialtck.gen.";

  public static ScenarioClasses generate(Scenario scenario, ClassGenerator generator) {
    List<EvolvedClass> steps = scenario.evolved();
    TypeShape first = steps.get(0).before();
    TypeShape last = steps.get(steps.size() - 1).after();
    TypeShape sameV1 = ShapeGraph.rename(first, subPackage("v1"));
    TypeShape sameV2 = ShapeGraph.rename(last, subPackage("v2"));
    Map<String, byte[]> sameV1Bytes = generator.generate(sameV1);
    Map<String, byte[]> sameV2Bytes = generator.generate(sameV2);
    Map<String, byte[]> oldWorld = new LinkedHashMap<>(generator.generate(first));
    oldWorld.putAll(sameV1Bytes);
    oldWorld.putAll(sameV2Bytes);
    Map<String, byte[]> newWorld = new LinkedHashMap<>(generator.generate(last));
    newWorld.putAll(sameV1Bytes);
    newWorld.putAll(sameV2Bytes);
    return new ScenarioClasses(scenario, steps, sameV1, sameV2, oldWorld, newWorld);
  }

  private static UnaryOperator<String> subPackage(String name) {
    return className -> {
      if (!className.startsWith(GENERATED_PACKAGE)) {
        return className;
      }
      int dot = className.lastIndexOf('.');
      return className.substring(0, dot + 1) + name + className.substring(dot);
    };
  }

  /** The first version of the chain (v1). */
  public TypeShape first() {
    return steps.get(0).before();
  }

  /** The last version of the chain (called v2 in cells, whatever the chain's length). */
  public TypeShape last() {
    return steps.get(steps.size() - 1).after();
  }

  /** The object v1 ({@code first}) or the last version writes, from the scenario's samples. */
  public ObjectValue writerValue(boolean first) {
    return canonical(
        first
            ? SampleValues.objectOf(first(), scenario.sampleValues())
            : SampleValues.objectOf(last(), scenario.lastValues()));
  }

  /** The object v1 or the last version writes with one field's value replaced. */
  public ObjectValue writerValue(boolean first, String field, Value replacement) {
    Map<String, Value> samples =
        new HashMap<>(first ? scenario.sampleValues() : scenario.lastValues());
    samples.put(field, replacement);
    return canonical(SampleValues.objectOf(first ? first() : last(), samples));
  }

  /** The object the renamed copy of v1 or v2 writes in a round trip. */
  public ObjectValue roundTripValue(boolean v1) {
    ObjectValue original = writerValue(v1);
    return canonical(
        (ObjectValue) SampleValues.renameClasses(original, subPackage(v1 ? "v1" : "v2")));
  }

  private static ObjectValue canonical(ObjectValue value) {
    return (ObjectValue) CanonicalValues.of(value);
  }
}
