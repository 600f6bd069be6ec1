package io.serialtck.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.value.ValueClasses;
import io.serialtck.worker.ValueCapture;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The round-trip sanity suite of one configuration, run in the adapter module's own tests (in
 * process, on the test class path): each base fixture ({@link BaseFixtures}, private fields) and
 * each of their bean twins ({@link BeanFixtures}) written and read back must equal the original,
 * field by field. Writer and reader are two fresh instances, each told the fixture's classes first
 * ({@link SerializerConfiguration#registerClasses}), as the kit does. A fixture the library is
 * known not to handle is declared in {@link #knownLimits()} with the reason, and the suite checks
 * that it still fails, so the list cannot go stale. Extend it once per configuration.
 */
public abstract class RoundTripSanity {

  /** A fresh instance of the configuration under test. */
  protected abstract SerializerConfiguration configuration();

  /**
   * Fixtures this configuration cannot round-trip as configured, by fixture name ({@code strings},
   * {@code bean:strings}), with the reason (the library's documented limit). Empty by default.
   */
  protected Map<String, String> knownLimits() {
    return Map.of();
  }

  @Test
  void describesItself() {
    SerializerConfiguration configuration = configuration();
    assertThat(configuration.id()).matches("[a-z0-9]+(-[a-z0-9]+)*");
    assertThat(configuration.library()).contains(":");
    assertThat(configuration.libraryVersion()).isNotBlank();
    assertThat(configuration.description()).isNotBlank();
    assertThat(allFixtures().keySet()).containsAll(knownLimits().keySet());
  }

  @TestFactory
  Stream<DynamicTest> baseFixturesRoundTrip() {
    return allFixtures().entrySet().stream()
        .map(
            fixture ->
                DynamicTest.dynamicTest(
                    fixture.getKey(), () -> check(fixture.getKey(), fixture.getValue())));
  }

  /** The classes of a fixture, in the order the kit announces them in a world. */
  private static List<Class<?>> classesOf(Object fixture) throws ClassNotFoundException {
    List<Class<?>> classes = new ArrayList<>();
    for (String name : ValueClasses.of(ValueCapture.capture(fixture))) {
      classes.add(Class.forName(name, false, fixture.getClass().getClassLoader()));
    }
    return classes;
  }

  private static Map<String, Supplier<Object>> allFixtures() {
    Map<String, Supplier<Object>> all = new LinkedHashMap<>(BaseFixtures.all());
    all.putAll(BeanFixtures.all());
    return all;
  }

  private void check(String name, Supplier<Object> fixture) throws Exception {
    Object original = fixture.get();
    String limit = knownLimits().get(name);
    if (limit != null) {
      assertThatThrownBy(() -> assertRoundTrips(original))
          .as(
              "known limit of %s: %s (if this passes now, remove the limit)",
              configuration().id(), limit)
          .isInstanceOf(Throwable.class);
      return;
    }
    assertRoundTrips(original);
  }

  private void assertRoundTrips(Object original) throws Exception {
    SerializerConfiguration writer = configuration();
    SerializerConfiguration reader = configuration();
    List<Class<?>> classes = classesOf(original);
    writer.registerClasses(classes);
    reader.registerClasses(classes);
    byte[] bytes = writer.write(original);
    Optional<byte[]> metadata = writer.exportMetadata(original.getClass());
    if (metadata.isPresent()) {
      reader.importMetadata(metadata.get());
    }
    Object copy = reader.read(bytes, original.getClass());
    if (copy == null) {
      fail("read back null for a " + original.getClass().getSimpleName());
    }
    assertThat(copy).isNotSameAs(original);
    assertThat(copy).usingRecursiveComparison().isEqualTo(original);
  }
}
