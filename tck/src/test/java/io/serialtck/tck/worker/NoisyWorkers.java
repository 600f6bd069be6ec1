package io.serialtck.tck.worker;

import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.worker.protocol.Response;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Sessions with the {@code test-noisy} configuration, told how to misbehave by system property. */
final class NoisyWorkers {

  static final String WORLD = "noisy";
  static final Duration TIMEOUT = Duration.ofSeconds(60);

  private NoisyWorkers() {}

  static WorkerSpec spec(String label, Path logs, String heap, String... flags) {
    return new WorkerSpec(
        label, Jdk.current().home(), List.of(flags), heap, WorkerClasspath.locate(), logs);
  }

  static WorkerSession session(WorkerSpec spec, Duration timeout) {
    List<Path> world =
        new ArrayList<>(TestAdapters.testConfigurations().get("test-configurations"));
    world.add(WorkerClasspath.fixtureObjects());
    WorkerSession session = new WorkerSession(spec, "test-noisy", world, timeout);
    session.declareWorld(WORLD);
    return session;
  }

  static WorkerSession session(WorkerSpec spec) {
    return session(spec, TIMEOUT);
  }

  /** One write by the configuration: the write number its misbehaviour counts. */
  static Step<Response.Written> write(WorkerSession session) {
    return session.writeFixture(WORLD, FlexibilityCriteria.criterion("ArrayList").fixtureClass());
  }

  /** The failure of a step that must have lost its worker. */
  static WorkerFailure lost(Step<?> step) {
    if (step instanceof Step.Lost<?> lost) {
      return lost.failure();
    }
    throw new AssertionError("expected a lost worker, got " + step);
  }
}
