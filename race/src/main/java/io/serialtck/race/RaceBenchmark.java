package io.serialtck.race;

import io.serialtck.spi.Fixture;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.FixtureObservation;
import io.serialtck.worker.RegisteredClasses;
import io.serialtck.worker.protocol.Response;
import io.serialtck.worker.world.ConfigurationLookup;
import io.serialtck.worker.world.WorldClassLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The race's one benchmark: serialize and deserialize one payload (a flexibility fixture's object)
 * with one configuration, which it loads by id in a world made from a class path file, as a worker
 * does. JMH finds benchmarks through a list compiled with them and loads them by name, so a
 * benchmark cannot live in a world; this one is compiled against the SPI only.
 *
 * <p>The trial's set-up does what a flexibility cell does, once: the world's own copy of the
 * fixture creates the object, a fresh configuration instance is told the classes ({@link
 * RegisteredClasses}) and writes it, another fresh instance is told the classes of {@code
 * expected()}, imports the writer's metadata if there is some, and reads the bytes back. That read
 * is judged as the matrix judges the payload's cell ({@link FixtureObservation}, {@link
 * Classifier#classifyIntact}): only {@code PASS} and {@code ALTERED} (every value equal) are timed;
 * any other outcome fails the trial with an exception whose message starts with the outcome's name
 * and its detail ({@code CORRUPTED: ...}). {@code serialize} then times the writer's {@code write}
 * of the object, {@code deserialize} the reader's {@code read} of those bytes. The thread's context
 * class loader is the world's during the set-up and during every measured iteration, as it is in a
 * worker's requests.
 *
 * <p>The built-in baselines take no world ({@code world} is {@code -}) and load the fixture from
 * the race JVM's own class path: {@value HandWrittenConfiguration#ID} ({@link
 * HandWrittenConfiguration}) and {@value ArraycopyBound#ID} ({@link ArraycopyBound}, for session
 * payloads only; its read returns a copy of the bytes, not a session, so its guard is skipped).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RaceBenchmark {

  /** The {@code world} value of the built-in baselines, which need none. */
  public static final String NO_WORLD = "-";

  /** The configuration's id. */
  @Param(HandWrittenConfiguration.ID)
  public String configuration;

  /**
   * A text file with the configuration's world class path, one absolute path per line (blank lines
   * ignored), or {@code -} for the built-in baselines.
   */
  @Param(NO_WORLD)
  public String world;

  /** The binary name of the payload's {@link Fixture} class. */
  @Param("io.serialtck.fixtures.objects.TestObjectFixture")
  public String fixture;

  private WorldClassLoader worldLoader;
  private ClassLoader contextLoader;
  private ClassLoader previousContextLoader;
  private SerializerConfiguration writer;
  private SerializerConfiguration reader;
  private Object object;
  private Class<?> rootType;
  private byte[] bytes;

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    try {
      if (NO_WORLD.equals(world)) {
        contextLoader = previous;
        setUpBaseline();
      } else {
        worldLoader =
            new WorldClassLoader(
                "race-" + configuration,
                worldClasspath(Path.of(world)),
                SerializerConfiguration.class.getClassLoader());
        contextLoader = worldLoader;
        thread.setContextClassLoader(worldLoader);
        setUpInWorld();
      }
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  private void setUpBaseline() throws Exception {
    boolean checked;
    switch (configuration) {
      case HandWrittenConfiguration.ID -> {
        writer = new HandWrittenConfiguration();
        reader = new HandWrittenConfiguration();
        checked = true;
      }
      case ArraycopyBound.ID -> {
        writer = new ArraycopyBound();
        reader = new ArraycopyBound();
        checked = false;
      }
      default ->
          throw new IllegalArgumentException(
              "configuration "
                  + configuration
                  + " needs a world file; only "
                  + HandWrittenConfiguration.ID
                  + " and "
                  + ArraycopyBound.ID
                  + " run without one ("
                  + NO_WORLD
                  + ")");
    }
    prepare(fixture(RaceBenchmark.class.getClassLoader()), checked);
  }

  private void setUpInWorld() throws Exception {
    if (configuration.equals(HandWrittenConfiguration.ID)
        || configuration.equals(ArraycopyBound.ID)) {
      throw new IllegalArgumentException(
          configuration + " is built in and runs without a world: its world must be " + NO_WORLD);
    }
    SerializerConfiguration described = ConfigurationLookup.byId(worldLoader, configuration);
    writer = described.getClass().getConstructor().newInstance();
    reader = described.getClass().getConstructor().newInstance();
    prepare(fixture(worldLoader), true);
  }

  /**
   * Creates the object, writes it once, hands over the metadata and, when {@code check}, reads it
   * back once and judges the read.
   */
  private void prepare(Fixture payload, boolean check) throws Exception {
    object = payload.create();
    rootType = payload.rootType();
    Object faithful = payload.expected();
    writer.registerClasses(RegisteredClasses.of(object));
    reader.registerClasses(RegisteredClasses.of(faithful));
    bytes = writer.write(object);
    Optional<byte[]> metadata = writer.exportMetadata(rootType);
    if (metadata.isPresent()) {
      reader.importMetadata(metadata.get());
    }
    if (check) {
      Object read = reader.read(bytes, rootType);
      Response.Observed observed = FixtureObservation.of(payload, read);
      Verdict verdict =
          Classifier.classifyIntact(
              observed.expected(),
              observed.actual(),
              observed.illTyped(),
              observed.structuralFacts());
      if (verdict.outcome() != Outcome.PASS && verdict.outcome() != Outcome.ALTERED) {
        throw new PayloadNotIntactException(verdict.outcome() + ": " + verdict.detail());
      }
    }
  }

  private Fixture fixture(ClassLoader loader) throws Exception {
    Class<?> type = Class.forName(fixture, true, loader);
    if (!Fixture.class.isAssignableFrom(type)) {
      throw new IllegalArgumentException(
          fixture + " does not implement " + Fixture.class.getName());
    }
    return (Fixture) type.getConstructor().newInstance();
  }

  private static List<Path> worldClasspath(Path file) throws IOException {
    List<Path> classpath =
        Files.readAllLines(file, StandardCharsets.UTF_8).stream()
            .map(String::strip)
            .filter(line -> !line.isEmpty())
            .map(Path::of)
            .toList();
    if (classpath.isEmpty()) {
      throw new IllegalArgumentException("world file " + file + " lists no class path entry");
    }
    return classpath;
  }

  /**
   * Sets the world as the context class loader for the iteration: done here rather than around
   * every call, so that the measured calls carry no cost of it.
   */
  @Setup(Level.Iteration)
  public void enterWorld() {
    Thread thread = Thread.currentThread();
    previousContextLoader = thread.getContextClassLoader();
    thread.setContextClassLoader(contextLoader);
  }

  @TearDown(Level.Iteration)
  public void leaveWorld() {
    Thread.currentThread().setContextClassLoader(previousContextLoader);
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    if (worldLoader != null) {
      worldLoader.close();
    }
  }

  @Benchmark
  public byte[] serialize() throws Exception {
    return writer.write(object);
  }

  @Benchmark
  public Object deserialize() throws Exception {
    return reader.read(bytes, rootType);
  }

  /**
   * The payload did not come back intact in the trial's check read, so the configuration is not
   * timed on it. The message starts with the outcome's name, then its detail.
   */
  public static final class PayloadNotIntactException extends Exception {
    private static final long serialVersionUID = 1L;

    PayloadNotIntactException(String message) {
      super(message);
    }
  }
}
