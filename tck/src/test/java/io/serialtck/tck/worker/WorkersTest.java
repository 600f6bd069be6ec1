package io.serialtck.tck.worker;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every worker starts from {@link Workers}: with its heap, JDK and log folder, the harness flags
 * before the configuration's, and every world's class path ending with the fixtures' jar, once.
 */
class WorkersTest {

  private static final Path HOME = Path.of("/jdks/17");
  private static final Path LOGS = Path.of("/run/workers");
  private static final Path LIBRARY = Path.of("/repo/kryo.jar");
  private static final Path ADAPTER = Path.of("/repo/adapter.jar");

  private final Workers workers = new Workers(HOME, "123m", Duration.ofSeconds(7), LOGS);

  @Test
  void aWorkerGetsTheHeapJdkLogFolderAndFlagsOfItsFactory() {
    WorkerSpec spec =
        workers.session("kryo-hostile", "kryo", List.of("-Dflag=1"), List.of(LIBRARY)).spec();

    assertThat(spec.command().get(0)).isEqualTo(HOME.resolve("bin").resolve("java").toString());
    assertThat(spec.command()).contains("-Xmx123m", "-Dserialtck.configuration=kryo-hostile");
    assertThat(spec.command().indexOf("-Dflag=1"))
        .as("the configuration's flags come after the harness's, so they win")
        .isGreaterThan(spec.command().indexOf("-Xmx123m"));
    assertThat(spec.log()).isEqualTo(LOGS.resolve("kryo-hostile.log"));
    assertThat(spec.classpath()).isEqualTo(WorkerClasspath.locate());
  }

  @Test
  void everyWorldsClassPathEndsWithTheFixturesOnce() {
    Path fixtures = WorkerClasspath.fixtureObjects();
    WorkerSession session = workers.session("kryo", "kryo", List.of(), List.of(ADAPTER, LIBRARY));
    session.declareWorld("old");
    session.declareWorld("upgrade-to", List.of(ADAPTER, Path.of("/repo/kryo-5.5.jar")));
    session.declareWorld("release", List.of(Path.of("/team/app.jar"), LIBRARY, fixtures));

    assertThat(session.classpathOf("old")).containsExactly(ADAPTER, LIBRARY, fixtures);
    assertThat(session.classpathOf("upgrade-to"))
        .containsExactly(ADAPTER, Path.of("/repo/kryo-5.5.jar"), fixtures);
    assertThat(session.classpathOf("release"))
        .as("a class path that already ends with the fixtures keeps them once")
        .containsExactly(Path.of("/team/app.jar"), LIBRARY, fixtures);
  }

  @Test
  void aFactoryDerivedFromAnotherKeepsItsSettingsButTheOneChanged() {
    List<WorkerSession> started = new ArrayList<>();
    Workers counted = workers.reporting(started::add);
    Path otherJdk = Path.of("/jdks/25");

    WorkerSession own = counted.session("kryo", "kryo", List.of(), List.of(LIBRARY));
    WorkerSession reader =
        counted.onJdk(otherJdk).session("kryo-jdk25", "kryo", List.of(), List.of(LIBRARY));

    assertThat(started).containsExactly(own, reader);
    assertThat(reader.spec().javaHome()).isEqualTo(otherJdk);
    assertThat(reader.spec().heap()).isEqualTo("123m");
    assertThat(workers.withTimeout(Duration.ofSeconds(28)).timeout())
        .isEqualTo(Duration.ofSeconds(28));
    assertThat(workers.timeout()).isEqualTo(Duration.ofSeconds(7));
  }
}
