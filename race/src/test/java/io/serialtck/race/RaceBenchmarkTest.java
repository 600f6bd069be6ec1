package io.serialtck.race;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.fixtures.objects.LambdaCapturingFixture;
import io.serialtck.fixtures.objects.Session;
import io.serialtck.fixtures.objects.Session1KbFixture;
import io.serialtck.fixtures.objects.TestObjectFixture;
import io.serialtck.fixtures.objects.TopOfBookFixture;
import io.serialtck.worker.world.WorldClassLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class RaceBenchmarkTest {

  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(classes = {TestObjectFixture.class, TopOfBookFixture.class, Session1KbFixture.class})
  void timesTheHandWrittenYardstickOnTheAppClassPath(Class<?> fixture) throws Exception {
    RaceBenchmark benchmark = benchmark("hand-written", "-", fixture);

    benchmark.setUp(Measure.SERIALIZE);
    benchmark.enterWorld();
    byte[] bytes = benchmark.serialize();
    Object read = benchmark.deserialize();
    benchmark.leaveWorld();

    assertThat(bytes).isNotEmpty();
    assertThat(read.getClass().getClassLoader()).isSameAs(getClass().getClassLoader());
  }

  @Test
  void aLaterTrialOfTheSameBenchmarkTakesOverTheFirstTrialsInstances() throws Exception {
    String world = TestWorlds.worldFile(dir).toString();
    String serialize = RaceBenchmark.class.getName() + ".serialize";
    RaceBenchmark first = benchmark("test-java-serialization", world, TestObjectFixture.class);
    RaceBenchmark later = benchmark("test-java-serialization", world, TestObjectFixture.class);
    RaceBenchmark otherPayload =
        benchmark("test-java-serialization", world, TopOfBookFixture.class);

    first.setUpTrial(serialize);
    later.setUpTrial(serialize);
    otherPayload.setUpTrial(serialize);

    assertThat(later.writer()).isSameAs(first.writer());
    assertThat(otherPayload.writer()).isNotSameAs(first.writer());
    later.enterWorld();
    assertThat(later.serialize()).isEqualTo(first.serialize());
    later.leaveWorld();
  }

  @Test
  void theArraycopyBoundSkipsTheGuardAndTakesOnlySessions() throws Exception {
    RaceBenchmark benchmark = benchmark("arraycopy-bound", "-", Session1KbFixture.class);
    benchmark.setUp(Measure.SERIALIZE);
    assertThat(benchmark.serialize()).hasSize(1024);
    assertThat(benchmark.deserialize()).isInstanceOf(byte[].class);

    RaceBenchmark notASession = benchmark("arraycopy-bound", "-", TestObjectFixture.class);
    assertThatThrownBy(() -> notASession.setUp(Measure.SERIALIZE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("arraycopy-bound is defined only for a " + Session.class.getName());
  }

  @Test
  void loadsAConfigurationAndTheFixtureInAWorld() throws Exception {
    RaceBenchmark benchmark =
        benchmark(
            "test-java-serialization",
            TestWorlds.worldFile(dir).toString(),
            TestObjectFixture.class);
    ClassLoader context = Thread.currentThread().getContextClassLoader();

    benchmark.setUp(Measure.SERIALIZE);
    assertThat(Thread.currentThread().getContextClassLoader()).isSameAs(context);
    benchmark.enterWorld();
    ClassLoader duringIteration = Thread.currentThread().getContextClassLoader();
    byte[] bytes = benchmark.serialize();
    Object read = benchmark.deserialize();
    benchmark.leaveWorld();

    assertThat(duringIteration).isInstanceOf(WorldClassLoader.class);
    assertThat(Thread.currentThread().getContextClassLoader()).isSameAs(context);
    assertThat(bytes).isNotEmpty();
    assertThat(read.getClass().getName()).isEqualTo(TestObjectFixture.TestObject.class.getName());
    assertThat(read.getClass().getClassLoader()).isSameAs(duringIteration);
  }

  @Test
  void everyTrialOfAConfigurationAndWorldRunsInOneCopyOfTheLibrary() throws Exception {
    String world = TestWorlds.worldFile(dir).toString();
    RaceBenchmark first = benchmark("test-java-serialization", world, TestObjectFixture.class);
    RaceBenchmark later = benchmark("test-java-serialization", world, TopOfBookFixture.class);

    first.setUp(Measure.SERIALIZE);
    Object firstRead = readInWorld(first);
    later.setUp(Measure.DESERIALIZE);
    Object laterRead = readInWorld(later);

    // the second trial, another payload, after the first's tear-down: the same world, still open
    assertThat(laterRead.getClass().getClassLoader())
        .isInstanceOf(WorldClassLoader.class)
        .isSameAs(firstRead.getClass().getClassLoader());
  }

  private static Object readInWorld(RaceBenchmark benchmark) throws Exception {
    benchmark.enterWorld();
    try {
      return benchmark.deserialize();
    } finally {
      benchmark.leaveWorld();
    }
  }

  @Test
  void refusesToTimeAPayloadThatDoesNotReadBackIntact() throws Exception {
    RaceBenchmark benchmark =
        benchmark(
            "test-corrupts-name", TestWorlds.worldFile(dir).toString(), TestObjectFixture.class);
    ClassLoader context = Thread.currentThread().getContextClassLoader();

    assertThatThrownBy(() -> benchmark.setUp(Measure.DESERIALIZE))
        .isInstanceOf(RaceBenchmark.PayloadNotIntactException.class)
        .hasMessageStartingWith("CORRUPTED: ")
        .hasMessageContaining("name");
    assertThat(Thread.currentThread().getContextClassLoader()).isSameAs(context);
  }

  @Test
  void saysWhenAConfigurationAndItsWorldDoNotGoTogether() throws Exception {
    String world = TestWorlds.worldFile(dir).toString();

    assertThatThrownBy(
            () ->
                benchmark("kryo-default", world, TestObjectFixture.class).setUp(Measure.SERIALIZE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("no configuration 'kryo-default' in this world");
    assertThatThrownBy(
            () -> benchmark("kryo-default", "-", TestObjectFixture.class).setUp(Measure.SERIALIZE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("configuration kryo-default needs a world file");
    assertThatThrownBy(
            () ->
                benchmark("hand-written", world, TestObjectFixture.class).setUp(Measure.SERIALIZE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("hand-written is built in and runs without a world");
    assertThatThrownBy(() -> benchmark("hand-written", "-", String.class).setUp(Measure.SERIALIZE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("java.lang.String does not implement io.serialtck.spi.Fixture");
  }

  @Test
  void theHandWrittenYardstickReadsIntoTheSameObject() throws Exception {
    RaceBenchmark benchmark = benchmark("hand-written", "-", TestObjectFixture.class);
    benchmark.setUp(Measure.DESERIALIZE_REUSE);

    Object first = benchmark.deserializeReuse();
    Object second = benchmark.deserializeReuse();

    assertThat(first).isInstanceOf(TestObjectFixture.TestObject.class).isSameAs(second);
    assertThat(((TestObjectFixture.TestObject) first).name)
        .isEqualTo(((TestObjectFixture.TestObject) new TestObjectFixture().create()).name);
  }

  @Test
  void aConfigurationWithoutReusingReaderSaysSoAndIsNotTimed() throws Exception {
    String world = TestWorlds.worldFile(dir).toString();
    for (Measure measure : List.of(Measure.DESERIALIZE_REUSE, Measure.ECHO_REUSE)) {
      RaceBenchmark benchmark = benchmark("test-java-serialization", world, TopOfBookFixture.class);
      assertThatThrownBy(() -> benchmark.setUp(measure))
          .isInstanceOf(RaceBenchmark.MissingCapabilityException.class)
          .hasMessage("no reuse: test-java-serialization does not implement ReusingReader");
    }
  }

  @Test
  void readsIntoAnObjectInAWorld() throws Exception {
    RaceBenchmark benchmark =
        benchmark("test-reusing", TestWorlds.worldFile(dir).toString(), TopOfBookFixture.class);
    benchmark.setUp(Measure.ECHO_REUSE);
    benchmark.enterWorld();
    Object target = benchmark.deserializeReuse();
    byte[] echoed = benchmark.echoReuse();
    byte[] written = benchmark.serialize();
    benchmark.leaveWorld();

    assertThat(benchmark.deserializeReuse()).isSameAs(target);
    assertThat(echoed).isEqualTo(written);
  }

  @Test
  void refusesToTimeAReadIntoThatLeavesItsTargetAsItWas() throws Exception {
    RaceBenchmark benchmark =
        benchmark(
            "test-reuse-ignores-bytes",
            TestWorlds.worldFile(dir).toString(),
            TopOfBookFixture.class);

    assertThatThrownBy(() -> benchmark.setUp(Measure.DESERIALIZE_REUSE))
        .isInstanceOf(RaceBenchmark.PayloadNotIntactException.class)
        .hasMessageContaining(": readInto: ")
        .hasMessageContaining("symbol");
  }

  @Test
  void echoesTheEventWithAndWithoutACopy() throws Exception {
    RaceBenchmark benchmark =
        benchmark(
            "test-java-serialization",
            TestWorlds.worldFile(dir).toString(),
            TopOfBookFixture.class);
    benchmark.setUp(Measure.ECHO_COPY);
    benchmark.enterWorld();
    byte[] written = benchmark.serialize();
    byte[] echoed = benchmark.echo();
    byte[] copied = benchmark.echoCopy();
    benchmark.leaveWorld();

    assertThat(echoed).isEqualTo(written);
    assertThat(copied).isEqualTo(written);
  }

  @Test
  void theEchoWithACopyNeedsAFixtureThatCopies() {
    RaceBenchmark benchmark = benchmark("hand-written", "-", TestObjectFixture.class);

    assertThatThrownBy(() -> benchmark.setUp(Measure.ECHO_COPY))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("does not implement java.util.function.UnaryOperator");
  }

  @ParameterizedTest
  @EnumSource(
      value = Measure.class,
      names = {"FILE_TRIP_STREAM", "FILE_TRIP_RANDOM_ACCESS"})
  void tripsThroughOneTemporaryFile(Measure measure) throws Exception {
    RaceBenchmark benchmark = benchmark("hand-written", "-", TestObjectFixture.class);
    Set<Path> before = temporaryFiles();
    benchmark.setUp(measure);
    Set<Path> during = temporaryFiles();
    during.removeAll(before);
    Object first =
        measure == Measure.FILE_TRIP_STREAM
            ? benchmark.fileTripStream()
            : benchmark.fileTripRandomAccess();
    Object second =
        measure == Measure.FILE_TRIP_STREAM
            ? benchmark.fileTripStream()
            : benchmark.fileTripRandomAccess();
    assertThat(during).hasSize(1);
    long size = Files.size(during.iterator().next());

    assertThat(size).isEqualTo(benchmark.serialize().length);
    assertThat(first).isInstanceOf(TestObjectFixture.TestObject.class).isNotSameAs(second);
    // later trials of the benchmark take the file over: it goes when the JVM exits
  }

  @Test
  void roundTripsALambda() throws Exception {
    RaceBenchmark benchmark =
        benchmark(
            "test-java-serialization",
            TestWorlds.worldFile(dir).toString(),
            LambdaCapturingFixture.class);
    benchmark.setUp(Measure.ROUND_TRIP);
    benchmark.enterWorld();
    Object read = benchmark.roundTrip();
    benchmark.leaveWorld();

    assertThat(read).isNotNull();
  }

  @Test
  void aLambdaThatDoesNotReadBackIntactIsNotTimed() throws Exception {
    RaceBenchmark benchmark =
        benchmark(
            "test-corrupts-name",
            TestWorlds.worldFile(dir).toString(),
            LambdaCapturingFixture.class);

    assertThatThrownBy(() -> benchmark.setUp(Measure.ROUND_TRIP))
        .isInstanceOf(RaceBenchmark.PayloadNotIntactException.class)
        .hasMessageStartingWith("CORRUPTED: ")
        .hasMessageContaining("name");
  }

  private static Set<Path> temporaryFiles() throws IOException {
    try (Stream<Path> files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
      return files
          .filter(f -> f.getFileName().toString().startsWith("serialtck-race-"))
          .collect(Collectors.toCollection(HashSet::new));
    }
  }

  private static RaceBenchmark benchmark(String configuration, String world, Class<?> fixture) {
    RaceBenchmark benchmark = new RaceBenchmark();
    benchmark.configuration = configuration;
    benchmark.world = world;
    benchmark.fixture = fixture.getName();
    return benchmark;
  }
}
