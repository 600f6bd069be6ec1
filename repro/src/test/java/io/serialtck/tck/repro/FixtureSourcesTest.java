package io.serialtck.tck.repro;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.mapping.SampleValues;
import io.serialtck.fixtures.Criterion;
import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.spi.Fixture;
import io.serialtck.value.Value;
import io.serialtck.worker.ValueCapture;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every flexibility fixture travels into a reproducer: its sources, moved to {@code repro.objects}
 * with the local {@code Fixture} and {@code StructuralProperty}, name no class of the kit, compile
 * on their own, and the moved fixture observes its {@code expected()} as the kit's own fixture
 * does, but for the package of its classes.
 */
class FixtureSourcesTest {

  private static final Path KIT_SOURCES = Path.of("../fixture-objects/src/main/java");

  @TempDir static Path folder;
  private static ClassLoader compiled;

  @BeforeAll
  static void compileEveryFixture() throws Exception {
    Map<String, String> sources = new LinkedHashMap<>();
    for (String fixtureClass : fixtureClasses().values()) {
      sources.putAll(FixtureSources.of(fixtureClass, KIT_SOURCES));
    }
    sources.put("repro/spi/Fixture.java", Templates.text("Fixture.java"));
    sources.put("repro/spi/StructuralProperty.java", Templates.text("StructuralProperty.java"));
    assertThat(sources.values()).noneMatch(text -> text.contains("io.serialtck"));
    compiled = CompiledTemplates.compile(folder, sources);
  }

  @TestFactory
  Stream<DynamicTest> everyFixtureObservesAsTheKitsOwn() {
    return fixtureClasses().entrySet().stream()
        .map(
            fixture ->
                DynamicTest.dynamicTest(
                    fixture.getKey(), () -> sameObservation(fixture.getValue())));
  }

  /** Every criterion's fixture, and its simpler variant (asked across an upgrade), by name. */
  private static Map<String, String> fixtureClasses() {
    Map<String, String> classes = new LinkedHashMap<>();
    for (Criterion criterion : FlexibilityCriteria.all()) {
      classes.put(criterion.id(), criterion.fixtureClass());
      criterion
          .simpler()
          .ifPresent(simpler -> classes.put(criterion.id() + " (simpler)", simpler.fixtureClass()));
    }
    return classes;
  }

  private static void sameObservation(String fixtureClass) throws Exception {
    Fixture kit = (Fixture) Class.forName(fixtureClass).getConstructor().newInstance();
    Class<?> moved = compiled.loadClass(FixtureSources.reproName(fixtureClass));
    Object reproduced = moved.getConstructor().newInstance();
    Object expected = moved.getMethod("expected").invoke(reproduced);
    Object observed = moved.getMethod("observe", Object.class).invoke(reproduced, expected);

    Value kitTree =
        SampleValues.renameClasses(
            ValueCapture.capture(kit.observe(kit.expected())),
            name -> name.replace(FixtureSources.KIT_PACKAGE, FixtureSources.REPRO_PACKAGE));

    assertThat(ValueCapture.capture(observed)).isEqualTo(kitTree);
  }
}
