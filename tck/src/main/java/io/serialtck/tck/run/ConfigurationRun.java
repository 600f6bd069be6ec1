package io.serialtck.tck.run;

import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.fixtures.Category;
import io.serialtck.tck.CellDetails;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Outcome;
import io.serialtck.tck.Side;
import io.serialtck.tck.compare.Classifier;
import io.serialtck.tck.compare.Verdict;
import io.serialtck.tck.worker.Step;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.tck.worker.WorkerSpec;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.Value;
import io.serialtck.worker.protocol.ConfigurationInfo;
import io.serialtck.worker.protocol.Response;
import java.util.ArrayList;
import java.util.List;

/** Runs every cell of one configuration, in order, in that configuration's worker. */
final class ConfigurationRun {

  private final RegisteredConfiguration configuration;
  private final RunOptions options;
  private final RunListener listener;
  private final List<CellResult> cells = new ArrayList<>();
  private int classesDefined;

  ConfigurationRun(
      RegisteredConfiguration configuration, RunOptions options, RunListener listener) {
    this.configuration = configuration;
    this.options = options;
    this.listener = listener;
  }

  ConfigurationOutcome run(List<ScenarioClasses> scenarios) {
    long started = System.nanoTime();
    listener.configurationStarted(configuration.id(), scenarios.size() * Direction.values().length);
    if (!configuration.info().isSupported()) {
      return unsupported(scenarios, started);
    }
    WorkerSpec spec =
        new WorkerSpec(
            options.jdk().home(),
            configuration.info().jvmFlags(),
            options.workerHeap(),
            WorkerClasspath.locate(),
            options.workDir().resolve("workers").resolve(configuration.id() + ".log"));
    ConfigurationInfo reported = configuration.info();
    int starts;
    int worlds;
    try (WorkerSession session =
        new WorkerSession(
            spec, configuration.id(), configuration.worldClasspath(), options.requestTimeout())) {
      session.declareWorld(ScenarioClasses.OLD_WORLD);
      session.declareWorld(ScenarioClasses.NEW_WORLD);
      for (ScenarioClasses scenario : scenarios) {
        runScenario(session, scenario);
      }
      if (session.info(ScenarioClasses.OLD_WORLD) != null) {
        reported = session.info(ScenarioClasses.OLD_WORLD);
      }
      starts = session.starts();
      worlds = session.worldsCreated();
    }
    long wallMillis = (System.nanoTime() - started) / 1_000_000;
    ConfigurationTiming timing =
        new ConfigurationTiming(
            configuration.id(), cells.size(), worlds, classesDefined, starts, wallMillis);
    return new ConfigurationOutcome(reported, List.copyOf(cells), timing);
  }

  /** Every cell UNSUPPORTED with the configuration's own reason; no worker is started. */
  private ConfigurationOutcome unsupported(List<ScenarioClasses> scenarios, long started) {
    String reason =
        "not run on JDK " + options.jdk().version() + ": " + configuration.info().unsupported();
    for (ScenarioClasses scenario : scenarios) {
      for (Direction direction : Direction.values()) {
        String writer = direction == Direction.FORWARD ? "v2" : "v1";
        String reader = direction == Direction.BACKWARD ? "v2" : "v1";
        Side jdkOnly = new Side(options.jdk().version(), configuration.info().version(), writer);
        record(
            scenario,
            direction,
            new Exchange(
                new Verdict(Outcome.UNSUPPORTED, reason),
                false,
                jdkOnly,
                jdkOnly.withClassVersion(reader),
                0));
      }
    }
    long wallMillis = (System.nanoTime() - started) / 1_000_000;
    return new ConfigurationOutcome(
        configuration.info(),
        List.copyOf(cells),
        new ConfigurationTiming(configuration.id(), cells.size(), 0, 0, 0, wallMillis));
  }

  private void runScenario(WorkerSession session, ScenarioClasses scenario) {
    String failure = define(session, scenario);
    if (failure != null) {
      for (Direction direction : Direction.values()) {
        record(scenario, direction, harnessFault(failure, "v1", "v1"));
      }
      return;
    }
    Exchange roundTripV1 = roundTrip(session, scenario, true);
    record(scenario, Direction.ROUNDTRIP, roundTripV1);
    Exchange roundTripV2 = roundTrip(session, scenario, false);
    for (Direction direction : List.of(Direction.BACKWARD, Direction.FORWARD)) {
      record(scenario, direction, evolve(session, scenario, direction, roundTripV1, roundTripV2));
    }
  }

  private String define(WorkerSession session, ScenarioClasses scenario) {
    classesDefined += scenario.oldWorld().size() + scenario.newWorld().size();
    for (Step<Void> step :
        List.of(
            session.defineClasses(ScenarioClasses.OLD_WORLD, scenario.oldWorld()),
            session.defineClasses(ScenarioClasses.NEW_WORLD, scenario.newWorld()))) {
      if (step instanceof Step.Failed<Void> failed) {
        return "defining classes failed: " + describe(failed.failure());
      } else if (step instanceof Step.Lost<Void> lost) {
        return "worker lost while defining classes: " + lost.failure().getMessage();
      }
    }
    return null;
  }

  private Exchange roundTrip(WorkerSession session, ScenarioClasses scenario, boolean v1) {
    ObjectValue written = scenario.roundTripValue(v1);
    TypeShape shape = v1 ? scenario.sameV1() : scenario.sameV2();
    String version = v1 ? "v1" : "v2";
    return exchange(
        session,
        ScenarioClasses.OLD_WORLD,
        ScenarioClasses.NEW_WORLD,
        shape.name(),
        shape.name(),
        written,
        ExpectedValues.roundTrip(written, shape),
        version,
        version);
  }

  private Exchange evolve(
      WorkerSession session,
      ScenarioClasses scenario,
      Direction direction,
      Exchange roundTripV1,
      Exchange roundTripV2) {
    boolean backward = direction == Direction.BACKWARD;
    String writerVersion = backward ? "v1" : "v2";
    String readerVersion = backward ? "v2" : "v1";
    for (Exchange base : List.of(roundTripV1, roundTripV2)) {
      if (base.harnessError()) {
        return harnessFault(base.verdict().detail(), writerVersion, readerVersion);
      }
      if (base.outcome() != Outcome.PASS) {
        String version = base == roundTripV1 ? "v1" : "v2";
        return new Exchange(
            new Verdict(
                Outcome.UNSUPPORTED,
                "class version "
                    + version
                    + " does not round-trip: "
                    + base.outcome()
                    + " "
                    + base.verdict().detail()),
            false,
            base.writer().withClassVersion(writerVersion),
            base.reader().withClassVersion(readerVersion),
            0);
      }
    }
    TypeShape writerShape = backward ? scenario.classes().before() : scenario.classes().after();
    TypeShape readerShape = backward ? scenario.classes().after() : scenario.classes().before();
    ObjectValue written = scenario.writerValue(backward);
    Expectation expectation =
        backward
            ? ExpectedValues.backward(written, scenario.classes())
            : ExpectedValues.forward(written, scenario.classes());
    return exchange(
        session,
        backward ? ScenarioClasses.OLD_WORLD : ScenarioClasses.NEW_WORLD,
        backward ? ScenarioClasses.NEW_WORLD : ScenarioClasses.OLD_WORLD,
        writerShape.name(),
        readerShape.name(),
        written,
        expectation,
        writerVersion,
        readerVersion);
  }

  private Exchange exchange(
      WorkerSession session,
      String writerWorld,
      String readerWorld,
      String writerClass,
      String readerClass,
      Value written,
      Expectation expectation,
      String writerVersion,
      String readerVersion) {
    long started = System.nanoTime();
    Step<Response.Written> write = session.write(writerWorld, writerClass, written);
    Side writer = side(session, writerWorld, writerVersion);
    Side reader = side(session, readerWorld, readerVersion);
    if (!(write instanceof Step.Success<Response.Written> bytes)) {
      return unsuccessful(write, "write", writer, reader, started);
    }
    Step<Value> read =
        session.read(readerWorld, readerClass, bytes.value().payload(), bytes.value().metadata());
    reader = side(session, readerWorld, readerVersion);
    if (!(read instanceof Step.Success<Value> value)) {
      return unsuccessful(read, "read", writer, reader, started);
    }
    Verdict verdict = Classifier.classify(expectation, value.value());
    return new Exchange(verdict, false, writer, reader, micros(started));
  }

  private static Exchange unsuccessful(
      Step<?> step, String stage, Side writer, Side reader, long started) {
    if (step instanceof Step.Failed<?> failed) {
      Response.Failure failure = failed.failure();
      if (failure.stage().isLibraryAnswer()) {
        return new Exchange(
            new Verdict(Outcome.REJECTED, stage + ": " + describe(failure)),
            false,
            writer,
            reader,
            micros(started));
      }
      return new Exchange(
          new Verdict(
              Outcome.SKIPPED, "harness error at " + failure.stage() + ": " + describe(failure)),
          true,
          writer,
          reader,
          micros(started));
    }
    var lost = ((Step.Lost<?>) step).failure();
    Outcome outcome = lost.timedOut() ? Outcome.TIMED_OUT : Outcome.CRASHED;
    return new Exchange(
        new Verdict(outcome, stage + ": " + lost.getMessage()),
        false,
        writer,
        reader,
        micros(started));
  }

  private Side side(WorkerSession session, String world, String classVersion) {
    String jdk = session.jdkVersion() != null ? session.jdkVersion() : options.jdk().version();
    ConfigurationInfo info = session.info(world);
    String libraryVersion = info != null ? info.version() : configuration.info().version();
    return new Side(jdk, libraryVersion, classVersion);
  }

  private static String describe(Response.Failure failure) {
    return failure.exceptionClass() + ": " + failure.message();
  }

  private Exchange harnessFault(String detail, String writerVersion, String readerVersion) {
    Side writer = new Side(options.jdk().version(), configuration.info().version(), writerVersion);
    Side reader = new Side(options.jdk().version(), configuration.info().version(), readerVersion);
    return new Exchange(new Verdict(Outcome.SKIPPED, detail), true, writer, reader, 0);
  }

  private void record(ScenarioClasses scenario, Direction direction, Exchange exchange) {
    Category category = scenario.scenario().category();
    CellResult cell =
        new CellResult(
            configuration.id(),
            scenario.scenario().id(),
            category.id(),
            direction,
            exchange.outcome(),
            CellDetails.clean(exchange.verdict().detail()),
            exchange.writer(),
            exchange.reader(),
            exchange.harnessError(),
            exchange.micros());
    cells.add(cell);
    listener.cellFinished(cell);
  }

  private static long micros(long startedNanos) {
    return (System.nanoTime() - startedNanos) / 1_000;
  }
}
