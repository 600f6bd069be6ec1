package io.serialtck.tck.corpus;

import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.cell.StepVerdicts;
import io.serialtck.tck.worker.Step;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.verdict.BytesRead;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.ConfigurationInfo;
import io.serialtck.worker.protocol.Response;
import java.util.List;

/**
 * One configuration's worker for the corpus: writes flexibility fixtures in one world and reads
 * bytes in another, judging what was read as a flexibility cell is judged (the fixture's observed
 * value against its expected one).
 */
public final class FixtureWorker implements AutoCloseable {

  private final RegisteredConfiguration configuration;
  private final WorkerSession session;

  /**
   * Declares the worlds; the worker starts, and creates them all, with the first request.
   *
   * @param worlds every world this worker will be asked to use
   */
  public FixtureWorker(
      RegisteredConfiguration configuration, RunOptions options, List<String> worlds) {
    this.configuration = configuration;
    this.session =
        options
            .workers()
            .session(
                configuration.id(),
                configuration.id(),
                configuration.info().jvmFlags(),
                configuration.worldClasspath());
    for (String world : worlds) {
      session.declareWorld(world);
    }
  }

  /** Builds the fixture in the world and serializes it. */
  public Step<Response.Written> write(String world, String fixtureClass) {
    return session.writeFixture(world, fixtureClass);
  }

  /** Reads bytes as the fixture's root type in the world and judges what came out. */
  public Verdict read(String world, String fixtureClass, byte[] payload, byte[] metadata) {
    Step<Response.Observed> read = session.readFixture(world, fixtureClass, payload, metadata);
    if (read instanceof Step.Success<Response.Observed> observed) {
      Response.Observed seen = observed.value();
      return Classifier.classifyIntact(
          seen.expected(),
          seen.actual(),
          seen.illTyped(),
          seen.structuralFacts(),
          BytesRead.of(seen.consumed(), payload.length));
    }
    return StepVerdicts.of(read, "read");
  }

  /** The library version the world's configuration reported, else the registered one. */
  public String libraryVersion(String world) {
    ConfigurationInfo info = session.info(world);
    return info != null ? info.version() : configuration.info().version();
  }

  /** The JDK version the worker reported, or null before it started. */
  public String jdkVersion() {
    return session.jdkVersion();
  }

  @Override
  public void close() {
    session.close();
  }
}
