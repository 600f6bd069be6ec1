package io.serialtck.race.twin;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.fixtures.objects.FixtureObjects;
import io.serialtck.fixtures.objects.JavaTimeFixture;
import io.serialtck.fixtures.objects.OptionalFixture;
import io.serialtck.fixtures.objects.PolymorphicCollectionFixture;
import io.serialtck.fixtures.objects.PrivateFieldsFixture;
import io.serialtck.fixtures.objects.Session100KbFixture;
import io.serialtck.fixtures.objects.Session1KbFixture;
import io.serialtck.fixtures.objects.TestObjectFixture;
import io.serialtck.fixtures.objects.TopOfBookFixture;
import io.serialtck.race.RaceClasspath;
import io.serialtck.spi.Fixture;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.FixtureObservation;
import io.serialtck.worker.RegisteredClasses;
import io.serialtck.worker.protocol.Response;
import io.serialtck.worker.world.ConfigurationLookup;
import io.serialtck.worker.world.WorldClassLoader;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The plain twins of the Jackson 2, Jackson 3 and Fury configurations are set up as their
 * configurations say. For every configuration those adapters register: on each payload of the
 * calibration, the twin writes exactly the bytes the configuration writes, and what it reads back
 * is intact as the race's guard judges a read; on a few payloads chosen because the set-ups differ
 * on them (private fields, {@code java.time}, {@code Optional}, a polymorphic list), the twin
 * writes the configuration's bytes or fails to write as the configuration fails. The configuration
 * runs in a world of its own, as the race loads it; the twin in a world of the race's class path
 * and the configuration's world, which is what a twin's JVM has on its class path. Needs the three
 * adapters built: the POM's test dependencies build them first.
 */
class PlainTwinSetUpTest {

  /** The adapter modules whose configurations this test twins, by folder name. */
  private static final List<String> ADAPTERS = List.of("jackson", "jackson3", "fury");

  /** The payloads a calibration races by default ({@code RaceMode.CALIBRATE}). */
  private static final List<Class<?>> CALIBRATION_PAYLOADS =
      List.of(
          TestObjectFixture.class,
          TopOfBookFixture.class,
          Session1KbFixture.class,
          Session100KbFixture.class);

  /**
   * Payloads on which the set-ups write differently: fields visible or not, Spring Boot's modules
   * and date features and Jackson 2's defaults against Jackson 3's ({@code java.time}, {@code
   * Optional}), type information for every value (a list of subclasses).
   */
  private static final List<Class<?>> SET_UP_PROBES =
      List.of(
          PrivateFieldsFixture.class,
          JavaTimeFixture.class,
          OptionalFixture.class,
          PolymorphicCollectionFixture.class);

  private static final ClassLoader SPI = SerializerConfiguration.class.getClassLoader();

  static Stream<Arguments> configurations() {
    List<Arguments> found = new ArrayList<>();
    for (String adapter : ADAPTERS) {
      try (WorldClassLoader world = new WorldClassLoader("list-" + adapter, world(adapter), SPI)) {
        ConfigurationLookup.all(world).keySet().forEach(id -> found.add(Arguments.of(adapter, id)));
      }
    }
    return found.stream();
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("configurations")
  void theTwinWritesWhatTheConfigurationWritesAndReadsItBackIntact(String adapter, String id)
      throws Exception {
    assertThat(Twins.benchmarkClass(id)).as("the twin of " + id).isPresent();
    String twinClass = Twins.benchmarkClass(id).orElseThrow();
    List<Path> world = world(adapter);
    List<Path> twinClasspath = new ArrayList<>(RaceClasspath.locate());
    twinClasspath.addAll(world);
    SoftAssertions softly = new SoftAssertions();
    try (WorldClassLoader configurationWorld =
            new WorldClassLoader("configuration-" + id, world, SPI);
        WorldClassLoader twinWorld = new WorldClassLoader("twin-" + id, twinClasspath, SPI)) {
      for (Class<?> payload : CALIBRATION_PAYLOADS) {
        String on = id + " on " + payload.getSimpleName() + ": ";
        Writing configuration =
            inWorld(configurationWorld, () -> configurationWrites(configurationWorld, id, payload));
        TwinRun twin = inWorld(twinWorld, () -> twinRuns(twinWorld, twinClass, id, payload, true));
        softly.assertThat(twin.writing().failure()).as(on + "the twin's write fails").isNull();
        softly.assertThat(twin.writing().against(configuration)).as(on).isEqualTo(Writing.SAME);
        softly
            .assertThat(twin.read() != null && twin.read().outcome().isIntact())
            .as(on + "the twin's read is intact: %s", twin.read())
            .isTrue();
      }
      for (Class<?> payload : SET_UP_PROBES) {
        Writing configuration =
            inWorld(configurationWorld, () -> configurationWrites(configurationWorld, id, payload));
        TwinRun twin = inWorld(twinWorld, () -> twinRuns(twinWorld, twinClass, id, payload, false));
        softly
            .assertThat(twin.writing().against(configuration))
            .as(id + " on " + payload.getSimpleName())
            .isEqualTo(Writing.SAME);
      }
    }
    softly.assertAll();
  }

  /**
   * What one side did with a payload: the bytes it wrote, or the class of the exception its write
   * failed with.
   */
  private record Writing(byte[] bytes, String failure) {

    static final String SAME = "the same bytes, or the same failure";

    /** {@link #SAME}, or how this side's writing differs from {@code other}'s. */
    String against(Writing other) {
      if (failure != null || other.failure != null) {
        return Objects.equals(failure, other.failure)
            ? SAME
            : "the twin " + this + ", the configuration " + other;
      }
      int mismatch = Arrays.mismatch(bytes, other.bytes);
      return mismatch < 0
          ? SAME
          : "the twin wrote "
              + bytes.length
              + " B, the configuration "
              + other.bytes.length
              + " B, first different at byte "
              + mismatch;
    }

    @Override
    public String toString() {
      return failure == null ? "wrote " + bytes.length + " B" : "failed with " + failure;
    }
  }

  /** What the twin wrote and the verdict on what it read; no verdict when its write failed. */
  private record TwinRun(Writing writing, Verdict read) {}

  /** What the configuration writes, as the race's writer side does: registration, then write. */
  private static Writing configurationWrites(ClassLoader world, String id, Class<?> payload)
      throws Exception {
    SerializerConfiguration described = ConfigurationLookup.byId(world, id);
    SerializerConfiguration writer = described.getClass().getConstructor().newInstance();
    Object object = fixture(world, payload).create();
    writer.registerClasses(RegisteredClasses.of(object));
    try {
      return new Writing(writer.write(object), null);
    } catch (Exception e) {
      return new Writing(null, e.getClass().getName());
    }
  }

  /**
   * Sets the twin up as JMH does (its two parameters, then what {@code @Setup} does first, which
   * writes the payload once) and runs {@code serialize()} once and, when {@code judgeRead}, {@code
   * deserialize()} once.
   */
  private static TwinRun twinRuns(
      ClassLoader world, String twinClass, String id, Class<?> payload, boolean judgeRead)
      throws Exception {
    Class<?> type = Class.forName(twinClass, true, world);
    Object twin = type.getConstructor().newInstance();
    type.getField("configuration").set(twin, id);
    type.getField("fixture").set(twin, payload.getName());
    try {
      // what @Setup does on a JVM's first trial (a later one takes over its state)
      Method prepare = type.getDeclaredMethod("prepare");
      prepare.setAccessible(true);
      prepare.invoke(twin);
    } catch (InvocationTargetException e) {
      return new TwinRun(new Writing(null, e.getCause().getClass().getName()), null);
    }
    byte[] written = (byte[]) type.getMethod("serialize").invoke(twin);
    if (!judgeRead) {
      return new TwinRun(new Writing(written, null), null);
    }
    Object read = type.getMethod("deserialize").invoke(twin);
    Response.Observed observed = FixtureObservation.of(fixture(world, payload), read);
    Verdict verdict =
        Classifier.classifyIntact(
            observed.expected(),
            observed.actual(),
            observed.illTyped(),
            observed.structuralFacts());
    return new TwinRun(new Writing(written, null), verdict);
  }

  private static Fixture fixture(ClassLoader world, Class<?> payload) throws Exception {
    return (Fixture) Class.forName(payload.getName(), true, world).getConstructor().newInstance();
  }

  /** Runs {@code work} with the world as the thread's context loader, as the race does. */
  private static <T> T inWorld(ClassLoader world, Callable<T> work) throws Exception {
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(world);
    try {
      return work.call();
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  /**
   * An adapter's world as the harness makes it: its classes, the jars its build lists in {@code
   * target/serialtck-world.classpath}, then the fixture objects.
   */
  private static List<Path> world(String adapter) {
    Path module = Path.of(System.getProperty("serialtck.adapters", "../adapters")).resolve(adapter);
    Path listed = module.resolve("target").resolve("serialtck-world.classpath");
    assertThat(listed)
        .as("the adapter %s is built (./mvnw -B -DskipTests package)", adapter)
        .isRegularFile();
    List<Path> world = new ArrayList<>();
    world.add(module.resolve("target").resolve("classes"));
    try {
      String line = Files.readString(listed).strip();
      if (!line.isEmpty()) {
        Arrays.stream(line.split(File.pathSeparator)).map(Path::of).forEach(world::add);
      }
    } catch (IOException e) {
      throw new IllegalStateException("cannot read " + listed, e);
    }
    world.add(origin(FixtureObjects.class));
    return world;
  }

  private static Path origin(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
