package io.serialtck.race;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.fixtures.objects.Session;
import io.serialtck.fixtures.objects.Session1KbFixture;
import io.serialtck.fixtures.objects.TestObjectFixture;
import io.serialtck.fixtures.objects.TopOfBookFixture;
import io.serialtck.worker.world.WorldClassLoader;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RaceBenchmarkTest {

  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(classes = {TestObjectFixture.class, TopOfBookFixture.class, Session1KbFixture.class})
  void timesTheHandWrittenBaselineOnTheAppClassPath(Class<?> fixture) throws Exception {
    RaceBenchmark benchmark = benchmark("hand-written", "-", fixture);

    benchmark.setUp();
    benchmark.enterWorld();
    byte[] bytes = benchmark.serialize();
    Object read = benchmark.deserialize();
    benchmark.leaveWorld();
    benchmark.tearDown();

    assertThat(bytes).isNotEmpty();
    assertThat(read.getClass().getClassLoader()).isSameAs(getClass().getClassLoader());
  }

  @Test
  void theArraycopyBoundSkipsTheGuardAndTakesOnlySessions() throws Exception {
    RaceBenchmark benchmark = benchmark("arraycopy-bound", "-", Session1KbFixture.class);
    benchmark.setUp();
    assertThat(benchmark.serialize()).hasSize(1024);
    assertThat(benchmark.deserialize()).isInstanceOf(byte[].class);

    RaceBenchmark notASession = benchmark("arraycopy-bound", "-", TestObjectFixture.class);
    assertThatThrownBy(notASession::setUp)
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

    benchmark.setUp();
    assertThat(Thread.currentThread().getContextClassLoader()).isSameAs(context);
    benchmark.enterWorld();
    ClassLoader duringIteration = Thread.currentThread().getContextClassLoader();
    byte[] bytes = benchmark.serialize();
    Object read = benchmark.deserialize();
    benchmark.leaveWorld();
    benchmark.tearDown();

    assertThat(duringIteration).isInstanceOf(WorldClassLoader.class);
    assertThat(Thread.currentThread().getContextClassLoader()).isSameAs(context);
    assertThat(bytes).isNotEmpty();
    assertThat(read.getClass().getName()).isEqualTo(TestObjectFixture.TestObject.class.getName());
    assertThat(read.getClass().getClassLoader()).isSameAs(duringIteration);
  }

  @Test
  void refusesToTimeAPayloadThatDoesNotReadBackIntact() throws Exception {
    RaceBenchmark benchmark =
        benchmark(
            "test-corrupts-name", TestWorlds.worldFile(dir).toString(), TestObjectFixture.class);
    ClassLoader context = Thread.currentThread().getContextClassLoader();

    assertThatThrownBy(benchmark::setUp)
        .isInstanceOf(RaceBenchmark.PayloadNotIntactException.class)
        .hasMessageStartingWith("CORRUPTED: ")
        .hasMessageContaining("name");
    assertThat(Thread.currentThread().getContextClassLoader()).isSameAs(context);
  }

  @Test
  void saysWhenAConfigurationAndItsWorldDoNotGoTogether() throws Exception {
    String world = TestWorlds.worldFile(dir).toString();

    assertThatThrownBy(benchmark("kryo-default", world, TestObjectFixture.class)::setUp)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("no configuration 'kryo-default' in this world");
    assertThatThrownBy(benchmark("kryo-default", "-", TestObjectFixture.class)::setUp)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("configuration kryo-default needs a world file");
    assertThatThrownBy(benchmark("hand-written", world, TestObjectFixture.class)::setUp)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("hand-written is built in and runs without a world");
    assertThatThrownBy(benchmark("hand-written", "-", String.class)::setUp)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("java.lang.String does not implement io.serialtck.spi.Fixture");
  }

  private static RaceBenchmark benchmark(String configuration, String world, Class<?> fixture) {
    RaceBenchmark benchmark = new RaceBenchmark();
    benchmark.configuration = configuration;
    benchmark.world = world;
    benchmark.fixture = fixture.getName();
    return benchmark;
  }
}
