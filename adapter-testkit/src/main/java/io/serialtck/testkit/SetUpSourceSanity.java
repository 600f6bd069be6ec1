package io.serialtck.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.serialtck.spi.ReadExtent;
import io.serialtck.spi.SerializerConfiguration;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Keeps a configuration's set-up source ({@link SetUpSource}: the configuration's set-up as plain
 * library calls, which reproducers copy) in step with the configuration itself. The source is found
 * as its adapter's resource, compiled with the system Java compiler against the test's class path,
 * and for each base fixture ({@link BaseFixtures}, {@link BeanFixtures}):
 *
 * <ol>
 *   <li>it writes the configuration's bytes (and class metadata, where the configuration ships
 *       some), unless the library's bytes are not deterministic ({@link #nondeterministicBytes()});
 *       where the configuration cannot write the fixture, the set-up fails with the same exception;
 *   <li>it reads the configuration's bytes as the configuration reads them (the same object, field
 *       by field, or the same exception), and the configuration reads the set-up's bytes likewise;
 *   <li>the set-up's {@code consumed} says what the configuration's {@link ReadExtent} reports
 *       after the same read, and -1 for a configuration that does not report it.
 * </ol>
 *
 * <p>Each of those uses a new instance of the set-up ({@code new SetUp(classes)}) per write and per
 * read, as the kit's worker uses a new instance of the configuration. An instance held across every
 * fixture, as a {@code stateful} cell holds one, must do what a held instance of the configuration
 * does: the same bytes for each write in turn, and the same reads in turn.
 *
 * <p>The source's class Javadoc is the configuration's description, verbatim, and it imports only
 * the JDK and the library. Extend it once per configuration, as {@link RoundTripSanity}:
 *
 * <pre>{@code
 * class KryoDefaultSetUpTest extends SetUpSourceSanity {
 *   protected SerializerConfiguration configuration() {
 *     return new KryoDefaultConfiguration();
 *   }
 * }
 * }</pre>
 */
public abstract class SetUpSourceSanity {

  /**
   * Where the test class compiles its set-up: JUnit makes it before the class's tests and deletes
   * it after them, so no build leaves a folder per configuration in the system's temporary folder.
   */
  @TempDir static Path setUpFolder;

  private static final Map<String, CompiledSetUp> COMPILED = new ConcurrentHashMap<>();

  /** The set-up compiled into this class's folder, which JUnit deletes now. */
  @AfterAll
  static void forgetCompiledSetUps() {
    COMPILED.clear();
  }

  /** A fresh instance of the configuration under test; called once per writer and per reader. */
  protected abstract SerializerConfiguration configuration();

  /**
   * Declared when the library does not write the same bytes twice for one object; empty (the
   * default) when it does, so that the set-up's bytes must equal the configuration's.
   */
  protected Optional<NondeterministicBytes> nondeterministicBytes() {
    return Optional.empty();
  }

  @Test
  void statesTheConfigurationsDescription() throws IOException {
    SerializerConfiguration configuration = configuration();
    assertThat(SetUpSource.of(configuration).classJavadoc())
        .as("the Javadoc of class SetUp in %s", SetUpSource.resourceName(configuration.id()))
        .isEqualTo(SetUpSource.collapse(configuration.description()));
  }

  @Test
  void importsOnlyTheJdkAndTheLibrary() throws IOException {
    assertThat(SetUpSource.of(configuration()).imports())
        .as("a reproducer runs the set-up without any class of the kit")
        .noneMatch(name -> name.startsWith("io.serialtck."));
  }

  @TestFactory
  Stream<DynamicTest> writesAndReadsAsTheConfiguration() {
    return fixtures().entrySet().stream()
        .map(
            fixture ->
                DynamicTest.dynamicTest(
                    fixture.getKey(), () -> check(fixture.getKey(), fixture.getValue().get())));
  }

  /**
   * The set-up's {@code consumed} after reading each fixture's bytes: for a configuration that
   * reports the bytes a read consumed ({@link ReadExtent}), what it reports; for one that does not,
   * -1, so that a reproducer judges a misaligned read exactly where the kit does.
   */
  @Test
  void countsTheBytesConsumedAsTheConfiguration() throws Exception {
    CompiledSetUp setUp = setUp();
    int read = 0;
    for (Map.Entry<String, Supplier<Object>> fixture : fixtures().entrySet()) {
      Object original = fixture.getValue().get();
      List<Class<?>> classes = RoundTripSanity.classesOf(original);
      Written written = writeWithConfiguration(original, classes);
      if (written.thrown() != null) {
        continue;
      }
      SerializerConfiguration reader = configuration();
      if (catchThrowable(() -> readWithConfiguration(reader, written, original, classes)) != null) {
        continue;
      }
      long reported = reader instanceof ReadExtent extent ? extent.bytesConsumed() : -1;
      CompiledSetUp.Instance setUpReader = setUp.instance(classes);
      importMetadata(setUpReader, written.metadata());
      setUpReader.read(written.bytes(), original.getClass());
      assertThat(setUp.consumed())
          .as(
              "bytes consumed reading %s (%s)",
              fixture.getKey(),
              reader instanceof ReadExtent
                  ? "as the configuration's ReadExtent reports them"
                  : "-1: the configuration does not report them")
          .isEqualTo(reported);
      read++;
    }
    assertThat(read).as("fixtures the configuration reads").isPositive();
  }

  private void check(String name, Object original) throws Exception {
    CompiledSetUp setUp = setUp();
    List<Class<?>> classes = RoundTripSanity.classesOf(original);
    Written byConfiguration = writeWithConfiguration(original, classes);
    Written bySetUp = writeWithSetUp(setUp, original, classes);
    if (byConfiguration.thrown() != null) {
      assertThat(describe(bySetUp.thrown()))
          .as("%s: the set-up writes where the configuration throws", name)
          .isEqualTo(describe(byConfiguration.thrown()));
      return;
    }
    assertThat(bySetUp.thrown()).as("%s: the set-up's write threw", name).isNull();
    if (nondeterministicBytes().isEmpty()) {
      assertThat(bySetUp.bytes())
          .as("%s: the set-up's bytes", name)
          .isEqualTo(byConfiguration.bytes());
      assertThat(bySetUp.metadata())
          .as("%s: the set-up's class metadata", name)
          .isEqualTo(byConfiguration.metadata());
    }
    Read expected =
        Read.of(() -> readWithConfiguration(configuration(), byConfiguration, original, classes));
    Read setUpReadsConfiguration =
        Read.of(
            () -> {
              CompiledSetUp.Instance reader = setUp.instance(classes);
              importMetadata(reader, byConfiguration.metadata());
              return reader.read(byConfiguration.bytes(), original.getClass());
            });
    Read configurationReadsSetUp =
        Read.of(() -> readWithConfiguration(configuration(), bySetUp, original, classes));
    setUpReadsConfiguration.assertSameAs(
        expected, name + ": the set-up reading the configuration's bytes");
    configurationReadsSetUp.assertSameAs(
        expected, name + ": the configuration reading the set-up's bytes");
  }

  /**
   * One instance of the configuration and one of the set-up, each told the classes of every fixture
   * once, write every fixture in turn (the same bytes, or the same exception, at each), then one
   * held reader of each reads the configuration's bytes in turn (the same object, or the same
   * exception, at each): what a held instance learns is learnt alike.
   */
  @Test
  void holdsOneInstanceAsTheConfigurationHoldsOne() throws Exception {
    CompiledSetUp setUp = setUp();
    Map<String, Object> originals = new LinkedHashMap<>();
    fixtures().forEach((name, fixture) -> originals.put(name, fixture.get()));
    Set<Class<?>> all = new LinkedHashSet<>();
    for (Object original : originals.values()) {
      all.addAll(RoundTripSanity.classesOf(original));
    }
    List<Class<?>> classes = List.copyOf(all);
    SerializerConfiguration heldWriter = configuration();
    heldWriter.registerClasses(classes);
    CompiledSetUp.Instance heldSetUpWriter = setUp.instance(classes);
    Map<String, Written> written = new LinkedHashMap<>();
    for (Map.Entry<String, Object> fixture : originals.entrySet()) {
      String name = fixture.getKey();
      Written byConfiguration = write(heldWriter, fixture.getValue());
      Written bySetUp = write(setUp, heldSetUpWriter, fixture.getValue());
      assertThat(describe(bySetUp.thrown()))
          .as("%s, written in turn by a held instance: what the write threw", name)
          .isEqualTo(describe(byConfiguration.thrown()));
      if (byConfiguration.thrown() == null && nondeterministicBytes().isEmpty()) {
        assertThat(bySetUp.bytes())
            .as("%s, written in turn by a held instance: the bytes", name)
            .isEqualTo(byConfiguration.bytes());
      }
      written.put(name, byConfiguration);
    }
    SerializerConfiguration heldReader = configuration();
    heldReader.registerClasses(classes);
    CompiledSetUp.Instance heldSetUpReader = setUp.instance(classes);
    int read = 0;
    for (Map.Entry<String, Written> bytes : written.entrySet()) {
      if (bytes.getValue().thrown() != null) {
        continue;
      }
      Class<?> type = originals.get(bytes.getKey()).getClass();
      Read expected =
          Read.of(
              () -> {
                if (bytes.getValue().metadata() != null) {
                  heldReader.importMetadata(bytes.getValue().metadata());
                }
                return heldReader.read(bytes.getValue().bytes(), type);
              });
      Read bySetUp =
          Read.of(
              () -> {
                importMetadata(heldSetUpReader, bytes.getValue().metadata());
                return heldSetUpReader.read(bytes.getValue().bytes(), type);
              });
      bySetUp.assertSameAs(expected, bytes.getKey() + ", read in turn by a held instance");
      read++;
    }
    assertThat(read).as("fixtures the held instances read").isPositive();
  }

  private Written writeWithConfiguration(Object original, List<Class<?>> classes) {
    SerializerConfiguration writer = configuration();
    try {
      writer.registerClasses(classes);
    } catch (Exception e) {
      return new Written(null, null, e);
    }
    return write(writer, original);
  }

  /** A write of a configuration already told its classes, with its metadata where it ships some. */
  private static Written write(SerializerConfiguration writer, Object original) {
    try {
      byte[] bytes = writer.write(original);
      return new Written(bytes, writer.exportMetadata(original.getClass()).orElse(null), null);
    } catch (Exception e) {
      return new Written(null, null, e);
    }
  }

  private static Written writeWithSetUp(
      CompiledSetUp setUp, Object original, List<Class<?>> classes) {
    CompiledSetUp.Instance writer;
    try {
      writer = setUp.instance(classes);
    } catch (Exception e) {
      return new Written(null, null, e);
    }
    return write(setUp, writer, original);
  }

  /** A write of a set-up instance, with its metadata where the set-up ships some. */
  private static Written write(
      CompiledSetUp setUp, CompiledSetUp.Instance writer, Object original) {
    try {
      byte[] bytes = writer.write(original);
      return new Written(
          bytes, setUp.shipsMetadata() ? writer.exportMetadata(original.getClass()) : null, null);
    } catch (Exception e) {
      return new Written(null, null, e);
    }
  }

  private static Object readWithConfiguration(
      SerializerConfiguration reader, Written written, Object original, List<Class<?>> classes)
      throws Exception {
    reader.registerClasses(classes);
    if (written.metadata() != null) {
      reader.importMetadata(written.metadata());
    }
    return reader.read(written.bytes(), original.getClass());
  }

  private static void importMetadata(CompiledSetUp.Instance reader, byte[] metadata)
      throws Exception {
    if (metadata != null) {
      reader.importMetadata(metadata);
    }
  }

  /** An exception's class and message, without identity hashes, which differ between objects. */
  private static String describe(Throwable thrown) {
    return thrown == null
        ? "no exception"
        : thrown.getClass().getName()
            + ": "
            + String.valueOf(thrown.getMessage()).replaceAll("@[0-9a-f]{4,8}\\b", "@<hash>");
  }

  private CompiledSetUp setUp() throws Exception {
    SerializerConfiguration configuration = configuration();
    CompiledSetUp compiled = COMPILED.get(configuration.id());
    if (compiled == null) {
      SetUpSource source = SetUpSource.of(configuration);
      Path folder = Files.createDirectories(setUpFolder.resolve(configuration.id()));
      compiled = source.compile(folder, testClasspath(), configuration.getClass().getClassLoader());
      COMPILED.put(configuration.id(), compiled);
    }
    return compiled;
  }

  /** The test's class path: Surefire's, which its booter jar hides from {@code java.class.path}. */
  private static String testClasspath() {
    return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
  }

  private static Map<String, Supplier<Object>> fixtures() {
    Map<String, Supplier<Object>> all = new LinkedHashMap<>(BaseFixtures.all());
    all.putAll(BeanFixtures.all());
    return all;
  }

  /** What one side wrote, or what it threw. */
  private record Written(byte[] bytes, byte[] metadata, Exception thrown) {}

  /** What a read gave, or what it threw. */
  private record Read(Object value, Throwable thrown) {

    static Read of(ReadAction action) {
      try {
        return new Read(action.read(), null);
      } catch (Exception e) {
        return new Read(null, e);
      }
    }

    void assertSameAs(Read expected, String what) {
      if (expected.thrown() != null || thrown != null) {
        assertThat(describe(thrown)).as(what).isEqualTo(describe(expected.thrown()));
        return;
      }
      assertThat(value).as(what).usingRecursiveComparison().isEqualTo(expected.value());
    }
  }

  @FunctionalInterface
  private interface ReadAction {
    Object read() throws Exception;
  }
}
