package io.serialtck.tck.promise;

import io.serialtck.evolution.mapping.EvolvedClass;
import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.evolution.mapping.SampleValues;
import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.fixtures.Scenario;
import io.serialtck.tck.Direction;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.IllTypedValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.UnrepresentableValue;
import io.serialtck.value.Value;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Whether the reader of an evolution cell can hold every value its writer wrote: the expectation
 * the kit derives for the cell ({@link ExpectedValues}, from the scenario's declared values, as the
 * evolution cells derive it) holds no {@link UnrepresentableValue}. A value sweep such as {@code
 * long-to-int@long-max} backward is not representable; the curated {@code long-to-int} is.
 */
final class Representability {

  private static final Map<String, Boolean> KNOWN = new ConcurrentHashMap<>();

  private Representability() {}

  /**
   * Whether every value the writer of this cell writes can be held exactly by its reader; empty for
   * a scenario the kit does not declare (a document of an older kit).
   */
  static Optional<Boolean> of(String scenarioId, Direction direction) {
    Scenario scenario = Scenarios.BY_ID.get(scenarioId);
    if (scenario == null || direction == Direction.ROUNDTRIP) {
      return Optional.empty();
    }
    return Optional.of(
        KNOWN.computeIfAbsent(
            scenarioId + "/" + direction.id(), key -> compute(scenario, direction)));
  }

  private static boolean compute(Scenario scenario, Direction direction) {
    List<EvolvedClass> steps = scenario.evolved();
    boolean backward = direction == Direction.BACKWARD;
    ObjectValue written =
        backward
            ? SampleValues.objectOf(scenario.first(), scenario.sampleValues())
            : SampleValues.objectOf(scenario.last(), scenario.lastValues());
    Expectation expectation =
        backward
            ? ExpectedValues.throughChain(written, steps)
            : ExpectedValues.backThroughChain(written, steps);
    return holdsNoUnrepresentable(expectation.expected());
  }

  private static boolean holdsNoUnrepresentable(Value value) {
    if (value instanceof UnrepresentableValue) {
      return false;
    }
    if (value instanceof ObjectValue object) {
      return object.fields().stream().allMatch(f -> holdsNoUnrepresentable(f.value()));
    }
    if (value instanceof CollectionValue collection) {
      return collection.elements().stream().allMatch(Representability::holdsNoUnrepresentable);
    }
    if (value instanceof ArrayValue array) {
      return array.elements().stream().allMatch(Representability::holdsNoUnrepresentable);
    }
    if (value instanceof MapValue map) {
      return map.entries().stream()
          .allMatch(e -> holdsNoUnrepresentable(e.key()) && holdsNoUnrepresentable(e.value()));
    }
    if (value instanceof IllTypedValue illTyped) {
      return holdsNoUnrepresentable(illTyped.value());
    }
    return true;
  }

  /** The kit's evolution scenarios by id, made once, when first asked. */
  private static final class Scenarios {
    static final Map<String, Scenario> BY_ID =
        EvolutionScenarios.all().stream()
            .collect(Collectors.toUnmodifiableMap(Scenario::id, Function.identity()));
  }
}
