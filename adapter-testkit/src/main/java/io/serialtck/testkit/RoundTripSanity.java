package io.serialtck.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.serialtck.spi.ReadExtent;
import io.serialtck.spi.ReusingReader;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.value.ValueClasses;
import io.serialtck.worker.ValueCapture;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestReporter;

/**
 * The round-trip sanity suite of one configuration, run in the adapter module's own tests (in
 * process, on the test class path): each base fixture ({@link BaseFixtures}, private fields) and
 * each of their bean twins ({@link BeanFixtures}) written and read back must equal the original,
 * field by field. Writer and reader are two fresh instances, each told the fixture's classes first
 * ({@link SerializerConfiguration#registerClasses}), as the kit does. A fixture the library is
 * known not to handle is declared in {@link #knownLimits()} with the exception it fails with and
 * the reason; the suite checks that it still fails, and in that way, so the list can neither go
 * stale nor hide another failure. Extend it once per configuration:
 *
 * <pre>{@code
 * class KryoDefaultSanityTest extends RoundTripSanity {
 *   protected SerializerConfiguration configuration() {
 *     return new KryoDefaultConfiguration();
 *   }
 * }
 * }</pre>
 *
 * <p>A configuration that implements {@link ReusingReader} is also checked reading into an object
 * it read before ({@link ReuseFixtures}, {@link ReuseCheck}): the result must equal the second
 * object written, and whether it is the target itself is published as a report entry ({@code
 * reuse:top-of-book=readInto returned the target itself}) and named in any failure's message. One
 * that implements {@link ReadExtent} must say that each intact read consumed exactly the bytes
 * written, since the kit judges any other count a misaligned read.
 *
 * <p>The tests run in the build's JVM, which needs the flags the configuration declares for its
 * workers ({@link SerializerConfiguration#jvmFlags(int)}): {@link JvmFlagsFile} writes them to an
 * argument file for the test JVM.
 */
public abstract class RoundTripSanity {

  /** A fresh instance of the configuration under test; called once per writer and per reader. */
  protected abstract SerializerConfiguration configuration();

  /**
   * Fixtures this configuration cannot round-trip as configured, each with the exception it fails
   * with and the reason (the library's documented limit); at most one per fixture. A {@link
   * ReuseFixtures} name ({@code reuse:...}) declares a limit of reading into a reused object, only
   * for a configuration that implements {@link ReusingReader}. Empty by default.
   */
  protected List<KnownLimit> knownLimits() {
    return List.of();
  }

  @Test
  void describesItself() {
    SerializerConfiguration configuration = configuration();
    assertThat(configuration.id()).matches("[a-z0-9]+(-[a-z0-9]+)*");
    assertThat(configuration.library()).contains(":");
    assertThat(configuration.libraryVersion()).isNotBlank();
    assertThat(configuration.description()).isNotBlank();
    Set<String> known = new HashSet<>(allFixtures().keySet());
    if (configuration instanceof ReusingReader) {
      known.addAll(ReuseFixtures.all().keySet());
    }
    assertThat(known).containsAll(limitsByFixture().keySet());
  }

  /**
   * The test JVM runs with the flags the configuration declares for its workers on this JDK, so
   * that it round-trips here as it does in a worker ({@link JvmFlagsFile}).
   */
  @Test
  void runsWithItsJvmFlags() {
    assertThat(ManagementFactory.getRuntimeMXBean().getInputArguments())
        .as(
            "the test JVM's flags lack some of %s's jvmFlags: run the tests with the argument file"
                + " JvmFlagsFile writes",
            configuration().id())
        .containsAll(configuration().jvmFlags(Runtime.version().feature()));
  }

  @TestFactory
  Stream<DynamicTest> baseFixturesRoundTrip() {
    return allFixtures().entrySet().stream()
        .map(
            fixture ->
                DynamicTest.dynamicTest(
                    fixture.getKey(), () -> check(fixture.getKey(), fixture.getValue())));
  }

  /**
   * For a configuration that implements {@link ReusingReader}: each {@link ReuseFixtures} pair read
   * into a reused object ({@link ReuseCheck}), or failing as its {@link KnownLimit} says. Aborted,
   * with the reason, for one that does not.
   */
  @TestFactory
  Stream<DynamicTest> readsIntoAReusedObject(TestReporter reporter) {
    SerializerConfiguration configuration = configuration();
    if (!(configuration instanceof ReusingReader)) {
      return Stream.of(
          DynamicTest.dynamicTest(
              "not a ReusingReader",
              () ->
                  Assumptions.abort(
                      configuration.id()
                          + " does not implement ReusingReader: it has no read into a reused"
                          + " object to check")));
    }
    ReuseCheck reuse = new ReuseCheck(this::configuration);
    return ReuseFixtures.all().entrySet().stream()
        .map(
            fixture ->
                DynamicTest.dynamicTest(
                    fixture.getKey(),
                    () -> checkReuse(reuse, fixture.getKey(), fixture.getValue(), reporter)));
  }

  private void checkReuse(
      ReuseCheck reuse, String name, ReuseFixtures.Pair pair, TestReporter reporter)
      throws Exception {
    KnownLimit limit = limitsByFixture().get(name);
    if (limit == null) {
      reporter.publishEntry(name, reuse.check(pair));
      return;
    }
    limit.check(configuration().id(), catchThrowable(() -> reuse.check(pair)));
  }

  /** The classes of a fixture, in the order the kit announces them in a world. */
  static List<Class<?>> classesOf(Object fixture) throws ClassNotFoundException {
    List<Class<?>> classes = new ArrayList<>();
    for (String name : ValueClasses.of(ValueCapture.capture(fixture))) {
      classes.add(Class.forName(name, false, fixture.getClass().getClassLoader()));
    }
    return classes;
  }

  private Map<String, KnownLimit> limitsByFixture() {
    return knownLimits().stream()
        .collect(
            Collectors.toMap(
                KnownLimit::fixture,
                Function.identity(),
                (a, b) -> {
                  throw new IllegalStateException("two known limits of " + a.fixture());
                }));
  }

  private static Map<String, Supplier<Object>> allFixtures() {
    Map<String, Supplier<Object>> all = new LinkedHashMap<>(BaseFixtures.all());
    all.putAll(BeanFixtures.all());
    return all;
  }

  private void check(String name, Supplier<Object> fixture) throws Exception {
    Object original = fixture.get();
    KnownLimit limit = limitsByFixture().get(name);
    if (limit == null) {
      assertRoundTrips(original);
      return;
    }
    limit.check(configuration().id(), catchThrowable(() -> assertRoundTrips(original)));
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
    String what = "a " + original.getClass().getSimpleName();
    if (copy == null) {
      throw new RoundTripMismatch("read back null for " + what, null);
    }
    if (copy == original) {
      throw new RoundTripMismatch("read back the very instance written for " + what, null);
    }
    try {
      assertThat(copy).usingRecursiveComparison().isEqualTo(original);
    } catch (AssertionError e) {
      throw new RoundTripMismatch("read back " + what + " that differs: " + e.getMessage(), e);
    }
    if (reader instanceof ReadExtent extent && extent.bytesConsumed() != bytes.length) {
      throw new RoundTripMismatch(
          "read back "
              + what
              + " intact, but says it consumed "
              + extent.bytesConsumed()
              + " of the "
              + bytes.length
              + " bytes written: the kit would call that a misaligned read",
          null);
    }
  }
}
