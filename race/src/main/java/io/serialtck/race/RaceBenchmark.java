package io.serialtck.race;

import io.serialtck.race.state.PreparedTrials;
import io.serialtck.spi.Fixture;
import io.serialtck.spi.ReusingReader;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.FixtureObservation;
import io.serialtck.worker.RegisteredClasses;
import io.serialtck.worker.protocol.Response;
import io.serialtck.worker.world.ConfigurationLookup;
import io.serialtck.worker.world.WorldClassLoader;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
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
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The race's benchmarks ({@link Measure}) of one payload (a flexibility fixture's object) with one
 * configuration, which it loads by id in a world made from a class path file, as a worker does. JMH
 * finds benchmarks through a list compiled with them and loads them by name, so a benchmark cannot
 * live in a world; this one is compiled against the SPI only.
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
 * <p>The other benchmarks each guard what they time in the same way, once, in the set-up:
 *
 * <ul>
 *   <li>{@code deserializeReuse}: {@link ReusingReader#readInto} of the bytes into one target, an
 *       object an earlier read returned. The guard first sets the target's public fields to their
 *       defaults, so that a {@code readInto} that leaves the target as it is cannot pass. A
 *       configuration that does not implement {@link ReusingReader} fails the set-up with a message
 *       starting with {@value #NO_REUSE}.
 *   <li>{@code echo}: read the bytes into a new object and write it, as a service that receives an
 *       event and sends it on does; {@code echoCopy} copies the object read into one more new
 *       object first, through the world's fixture as a {@link UnaryOperator} (the {@code TopOfBook}
 *       fixture is one), so the difference is the cost of that one object; {@code echoReuse} reads
 *       into one reused object ({@link ReusingReader}, Chronicle Wire's model).
 *   <li>{@code fileTripStream}: write, to a temporary file through a {@link BufferedOutputStream}
 *       on a {@link FileOutputStream}, closed, read back through a {@link BufferedInputStream} on a
 *       {@link FileInputStream}, read; {@code fileTripRandomAccess}: the same through one {@link
 *       RandomAccessFile} opened per trip (seek 0, write, cut to length, seek 0, read fully). No
 *       fsync: the trip ends in the page cache. The file goes when the JVM exits. The configuration
 *       writes a {@code byte[]} (the SPI), so the trip is its bytes plus the file I/O, not a
 *       library's own stream writing.
 *   <li>{@code roundTrip}: write then read, in JMH's sample mode, for its latency percentiles.
 * </ul>
 *
 * <p>The built-in yardsticks take no world ({@code world} is {@code -}) and load the fixture from
 * the race JVM's own class path: {@value HandWrittenConfiguration#ID} ({@link
 * HandWrittenConfiguration}), the same code again as {@value HandWrittenConfiguration#COPY_ID} (the
 * race's A/A control) and {@value ArraycopyBound#ID} ({@link ArraycopyBound}, for session payloads
 * only; its read returns a copy of the bytes, not a session, so its guard is skipped).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RaceBenchmark {

  /** How the reason starts when a benchmark needs a reader that reuses and the reader does not. */
  public static final String NO_REUSE = "no reuse: ";

  /** The {@code world} value of the built-in yardsticks, which need none. */
  public static final String NO_WORLD = "-";

  /** The configuration's id. */
  @Param(HandWrittenConfiguration.ID)
  public String configuration;

  /**
   * A text file with the configuration's world class path, one absolute path per line (blank lines
   * ignored), or {@code -} for the built-in yardsticks.
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
  private Fixture payload;
  private ReusingReader reusing;
  private Object target;
  private UnaryOperator<Object> copier;
  private File file;

  /** The trial's set-up for the benchmark JMH is about to run. */
  @Setup(Level.Trial)
  public void setUp(BenchmarkParams params) throws Exception {
    setUpTrial(params.getBenchmark());
  }

  /**
   * The trial's set-up for a benchmark, by its full name: a later trial of the same benchmark and
   * parameters in this JVM takes over the first one's instances ({@link PreparedTrials}).
   */
  void setUpTrial(String benchmark) throws Exception {
    String key = benchmark + '\u0000' + configuration + '\u0000' + world + '\u0000' + fixture;
    PreparedTrials.setUp(
        this, key, () -> setUp(Measure.of(benchmark.substring(benchmark.lastIndexOf('.') + 1))));
  }

  /** The writer this trial times: the instance the first trial of its key made. */
  SerializerConfiguration writer() {
    return writer;
  }

  /** Prepares and guards what {@code measure} times. */
  void setUp(Measure measure) throws Exception {
    setUpPayload();
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(contextLoader);
    try {
      prepareFor(measure);
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  private void setUpPayload() throws Exception {
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    try {
      if (NO_WORLD.equals(world)) {
        contextLoader = previous;
        setUpYardstick();
      } else {
        worldLoader = world(configuration, world);
        contextLoader = worldLoader;
        thread.setContextClassLoader(worldLoader);
        setUpInWorld();
      }
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  private void setUpYardstick() throws Exception {
    boolean checked;
    switch (configuration) {
      case HandWrittenConfiguration.ID, HandWrittenConfiguration.COPY_ID -> {
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
                  + ", "
                  + HandWrittenConfiguration.COPY_ID
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
        || configuration.equals(HandWrittenConfiguration.COPY_ID)
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
    this.payload = payload;
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
      guard(reader.read(bytes, rootType), "");
    }
  }

  /** What the benchmark beyond serialize and deserialize needs, each guarded as the read is. */
  private void prepareFor(Measure measure) throws Exception {
    if (measure.needsReuse()) {
      if (!(reader instanceof ReusingReader reuses)) {
        throw new MissingCapabilityException(
            NO_REUSE
                + configuration
                + " does not implement "
                + ReusingReader.class.getSimpleName());
      }
      reusing = reuses;
      target = reader.read(bytes, rootType);
      Blank.fields(target);
      guard(reusing.readInto(bytes, target), "readInto: ");
    }
    switch (measure) {
      case ECHO_COPY -> {
        copier = copier(payload);
        guard(copier.apply(reader.read(bytes, rootType)), "the copy: ");
      }
      case FILE_TRIP_STREAM -> {
        file = temporaryFile();
        guard(fileTripStream(), "the file trip: ");
      }
      case FILE_TRIP_RANDOM_ACCESS -> {
        file = temporaryFile();
        guard(fileTripRandomAccess(), "the file trip: ");
      }
      default -> {}
    }
  }

  @SuppressWarnings("unchecked")
  private static UnaryOperator<Object> copier(Fixture payload) {
    if (!(payload instanceof UnaryOperator<?> operator)) {
      throw new IllegalArgumentException(
          payload.getClass().getName()
              + " does not implement "
              + UnaryOperator.class.getName()
              + ": the echo with a copy needs the fixture to copy its object");
    }
    return (UnaryOperator<Object>) operator;
  }

  private static File temporaryFile() throws IOException {
    File created = Files.createTempFile("serialtck-race-", ".bin").toFile();
    created.deleteOnExit();
    return created;
  }

  /** Judges what was read as the matrix judges the payload's cell; only intact reads are timed. */
  private void guard(Object read, String what) throws PayloadNotIntactException {
    Response.Observed observed = FixtureObservation.of(payload, read);
    Verdict verdict =
        Classifier.classifyIntact(
            observed.expected(),
            observed.actual(),
            observed.illTyped(),
            observed.structuralFacts());
    if (!verdict.outcome().isIntact()) {
      throw new PayloadNotIntactException(verdict.outcome() + ": " + what + verdict.detail());
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

  /**
   * The JVM's one world for this configuration and world file, made on first use. Every benchmark
   * of every payload of the configuration runs in it, as an application's calls all run in one copy
   * of its library: a world per trial would load the library again for each benchmark, whose code
   * would then start cold after the JVM's priming and its predecessors had compiled another copy
   * (measured, with a world per trial and the JVM primed: the kit 1.47 to 1.94 times slower than
   * the plain twin for {@code fory-compatible} and {@code jackson-default}, whose library the JVM
   * loads once).
   */
  private static WorldClassLoader world(String configuration, String worldFile) throws IOException {
    String key = configuration + '\u0000' + worldFile;
    WorldClassLoader loader = WORLDS.get(key);
    if (loader == null) {
      loader =
          new WorldClassLoader(
              "race-" + configuration,
              worldClasspath(Path.of(worldFile)),
              SerializerConfiguration.class.getClassLoader());
      WORLDS.put(key, loader);
    }
    return loader;
  }

  private static final Map<String, WorldClassLoader> WORLDS = new ConcurrentHashMap<>();

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

  @Benchmark
  public byte[] serialize() throws Exception {
    return writer.write(object);
  }

  @Benchmark
  public Object deserialize() throws Exception {
    return reader.read(bytes, rootType);
  }

  @Benchmark
  public Object deserializeReuse() throws Exception {
    return reusing.readInto(bytes, target);
  }

  @Benchmark
  public byte[] echo() throws Exception {
    return writer.write(reader.read(bytes, rootType));
  }

  @Benchmark
  public byte[] echoCopy() throws Exception {
    return writer.write(copier.apply(reader.read(bytes, rootType)));
  }

  @Benchmark
  public byte[] echoReuse() throws Exception {
    return writer.write(reusing.readInto(bytes, target));
  }

  @Benchmark
  public Object fileTripStream() throws Exception {
    byte[] written = writer.write(object);
    try (OutputStream out = new BufferedOutputStream(new FileOutputStream(file))) {
      out.write(written);
    }
    byte[] back;
    try (InputStream in = new BufferedInputStream(new FileInputStream(file))) {
      back = in.readAllBytes();
    }
    return reader.read(back, rootType);
  }

  @Benchmark
  public Object fileTripRandomAccess() throws Exception {
    byte[] written = writer.write(object);
    byte[] back;
    try (RandomAccessFile access = new RandomAccessFile(file, "rw")) {
      access.seek(0);
      access.write(written);
      if (access.length() != written.length) {
        access.setLength(written.length);
      }
      access.seek(0);
      back = new byte[written.length];
      access.readFully(back);
    }
    return reader.read(back, rootType);
  }

  @Benchmark
  @BenchmarkMode(Mode.SampleTime)
  public Object roundTrip() throws Exception {
    return reader.read(writer.write(object), rootType);
  }

  /**
   * The configuration lacks an optional capability the benchmark needs; the message starts with
   * {@link #NO_REUSE}. Not a failure of the configuration: its row says why it has no such time.
   */
  public static final class MissingCapabilityException extends Exception {
    private static final long serialVersionUID = 1L;

    MissingCapabilityException(String message) {
      super(message);
    }
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
