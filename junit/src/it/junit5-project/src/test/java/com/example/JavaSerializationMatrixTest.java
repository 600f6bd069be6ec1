package com.example;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.serialtck.fixtures.EvolutionScenarios;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.junit.SerialTckMatrix;
import io.serialtck.tck.plan.Plan;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The kit's JUnit route in a JUnit 5.11 project: four cells of Java serialization. */
class JavaSerializationMatrixTest extends SerialTckMatrix {

  @Override
  protected Map<String, List<Path>> adapters() {
    return Map.of(
        "java-standard", List.of(Path.of(System.getProperty("serialtck.java-standard"))));
  }

  @Override
  protected Plan plan(Collection<RegisteredConfiguration> registered) {
    return Plan.evolutions(EvolutionScenarios.of("field-added", "field-removed"));
  }

  @Test
  void runsOnJUnitJupiter511() {
    String version = Test.class.getPackage().getImplementationVersion();
    assertTrue(version.startsWith("5.11."), "JUnit Jupiter " + version);
  }
}
