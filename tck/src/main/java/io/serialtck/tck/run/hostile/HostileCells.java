package io.serialtck.tck.run.hostile;

import io.serialtck.fixtures.FlexibilityCriteria;
import io.serialtck.fixtures.HostileScenarios;
import io.serialtck.fixtures.HostileScenarios.CanaryPlace;
import io.serialtck.fixtures.HostileScenarios.MutationFamily;
import io.serialtck.tck.Direction;
import io.serialtck.tck.Side;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.plan.RunOptions;
import io.serialtck.tck.run.cell.CellRecorder;
import io.serialtck.tck.run.cell.Exchange;
import io.serialtck.tck.worker.Step;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.tck.worker.Workers;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * One configuration's {@code hostile} cells, in a worker of its own ({@code <id>-hostile}) that
 * runs without {@code -XX:+ExitOnOutOfMemoryError}, so that an input that exhausts the heap is one
 * answer, not one JVM start. Its worlds: {@code hostile-writer} writes the seeds, the depth bomb
 * and the canary bytes; {@code hostile-reader} reads them; {@code hostile-secure}, for a
 * configuration with {@link io.serialtck.spi.SecureSettings}, reads the canary bytes at those
 * settings. Canaries are named in no other world but the writer's before they are read.
 */
public final class HostileCells {

  static final String WRITER = "hostile-writer";
  static final String READER = "hostile-reader";
  static final String SECURE = "hostile-secure";

  /** Depths of the bomb, deepest first: the first the library's writer writes is read. */
  static final int[] BOMB_DEPTHS = {20_000, 1_000};

  /** The seed whose root type random bytes are read as. */
  static final String RANDOM_READ_AS = "TestObject";

  private final RegisteredConfiguration configuration;
  private final RunOptions options;
  private final Workers workers;
  private final HostileDepth depth;
  private final CellRecorder recorder;

  /**
   * @param workers where the hostile worker starts from; its requests may take four times their
   *     timeout (a batch of inputs is one request)
   */
  public HostileCells(
      RegisteredConfiguration configuration,
      RunOptions options,
      Workers workers,
      HostileDepth depth,
      CellRecorder recorder) {
    this.configuration = configuration;
    this.options = options;
    this.workers = workers;
    this.depth = depth;
    this.recorder = recorder;
  }

  /** Runs the cells {@code selected} keeps (by scenario id), recording them in plan order. */
  public void run(Predicate<String> selected) {
    List<String> scenarios = scenarios().stream().filter(selected).toList();
    if (scenarios.isEmpty()) {
      return;
    }
    List<String> flags = new ArrayList<>(configuration.info().jvmFlags());
    flags.add("-XX:-ExitOnOutOfMemoryError");
    try (WorkerSession session =
        workers
            .withTimeout(workers.timeout().multipliedBy(4))
            .session(
                configuration.id() + "-hostile",
                configuration.id(),
                flags,
                configuration.worldClasspath())) {
      session.declareWorld(WRITER);
      session.declareWorld(READER);
      boolean secure = configuration.info().hasSecureSettings();
      if (secure
          && scenarios.stream().anyMatch(s -> s.startsWith(HostileScenarios.CANARY_SECURE))) {
        session.declareWorld(SECURE);
      }
      session.unit(
          HostileCategory.ID + "/" + scenarios + "/seed " + options.seed() + "/" + depth,
          () -> {
            Run run = new Run(session);
            for (String scenario : scenarios) {
              run.cell(scenario);
            }
          });
    }
  }

  /** Every hostile scenario id, in plan order. */
  static List<String> scenarios() {
    List<String> ids = new ArrayList<>();
    for (MutationFamily family : MutationFamily.values()) {
      ids.add(family.scenario());
    }
    HostileScenarios.canaryPlaces().forEach(p -> ids.add(p.scenario()));
    HostileScenarios.canaryPlaces().forEach(p -> ids.add(p.secureScenario()));
    return ids;
  }

  /** One worker's cells, with the seeds written once. */
  private final class Run {

    private final WorkerSession session;
    private final HostileReader reader;
    private final InputShrinker shrinker;
    private Map<String, Seed> seeds;
    private final List<String> seedsLeftOut = new ArrayList<>();

    Run(WorkerSession session) {
      this.session = session;
      this.reader = new HostileReader(session, READER);
      this.shrinker = new InputShrinker(reader);
    }

    void cell(String scenario) {
      long started = System.nanoTime();
      MalformedCell.Cell cell;
      try {
        cell = judge(scenario);
      } catch (HarnessFault fault) {
        cell =
            new MalformedCell.Cell(
                new Verdict(Outcome.SKIPPED, "the kit failed: " + fault.getMessage()), null);
        record(scenario, cell, true, started);
        return;
      }
      record(scenario, cell, false, started);
    }

    private MalformedCell.Cell judge(String scenario) {
      if (configuration.info().keepsStaticState()) {
        expect(session.renewWorlds(List.of(READER)), "renewing the reader's world");
      }
      for (MutationFamily family : MutationFamily.values()) {
        if (family.scenario().equals(scenario)) {
          return malformed(family);
        }
      }
      for (CanaryPlace place : HostileScenarios.canaryPlaces()) {
        if (place.scenario().equals(scenario)) {
          return canary(place, false);
        }
        if (place.secureScenario().equals(scenario)) {
          return canary(place, true);
        }
      }
      throw new IllegalArgumentException("not a hostile scenario: " + scenario);
    }

    private MalformedCell.Cell malformed(MutationFamily family) {
      if (family == MutationFamily.DEPTH_BOMB) {
        return depthBomb();
      }
      Map<String, Seed> written = seeds();
      if (written.isEmpty()) {
        return new MalformedCell.Cell(
            new Verdict(
                Outcome.NO_ROUND_TRIP,
                "no seed to mutate: the configuration does not round-trip any of "
                    + HostileScenarios.SEEDS
                    + " ("
                    + String.join("; ", seedsLeftOut)
                    + ")"),
            null);
      }
      List<HostileReader.Result> results = new ArrayList<>();
      Map<HostileInput, HostileReader.Target> targets = new LinkedHashMap<>();
      int notRead = 0;
      String about;
      if (family == MutationFamily.RANDOM_BYTES) {
        Seed seed =
            written.containsKey(RANDOM_READ_AS)
                ? written.get(RANDOM_READ_AS)
                : written.values().iterator().next();
        List<HostileInput> inputs =
            MalformedInputs.randomBytes(depth.randomInputs(), options.seed());
        notRead += readInto(seed.target(), inputs, results, targets);
        about = "seeded random bytes, read as " + seed.name();
      } else {
        for (Seed seed : written.values()) {
          List<HostileInput> inputs =
              MalformedInputs.of(family, seed.name(), seed.bytes(), depth, options.seed());
          notRead += readInto(seed.target(), inputs, results, targets);
        }
        about = about(written);
      }
      HostileReader.Result worst = MalformedCell.worst(results);
      HostileInput shrunk =
          worst == null
              ? null
              : shrinker.shrink(targets.get(worst.input()), worst.input(), worst.verdict());
      return MalformedCell.of(results, notRead, shrunk, about);
    }

    private int readInto(
        HostileReader.Target target,
        List<HostileInput> inputs,
        List<HostileReader.Result> results,
        Map<HostileInput, HostileReader.Target> targets) {
      HostileReader.Reading reading = reader.read(target, inputs);
      if (reading.fault() != null) {
        throw new HarnessFault(reading.fault());
      }
      results.addAll(reading.results());
      inputs.forEach(input -> targets.put(input, target));
      return reading.notRead();
    }

    private String about(Map<String, Seed> written) {
      List<String> names = new ArrayList<>();
      written.values().forEach(s -> names.add(s.name() + " (" + s.bytes().length + " bytes)"));
      return "seeds "
          + String.join(", ", names)
          + (seedsLeftOut.isEmpty() ? "" : " (left out: " + String.join("; ", seedsLeftOut) + ")");
    }

    private MalformedCell.Cell depthBomb() {
      List<String> refused = new ArrayList<>();
      for (int levels : BOMB_DEPTHS) {
        Step<Response.Written> written =
            session.writeNest(WRITER, HostileScenarios.nestClass(), "inner", levels);
        if (written instanceof Step.Success<Response.Written> success) {
          HostileReader.Target target =
              new HostileReader.Target(
                  null, HostileScenarios.nestClass(), null, success.value().metadata());
          HostileInput bomb =
              new HostileInput(
                  success.value().payload(),
                  "objects nested "
                      + levels
                      + " deep"
                      + (refused.isEmpty()
                          ? ""
                          : " (the writer refused deeper: " + String.join("; ", refused) + ")"));
          List<HostileReader.Result> results = new ArrayList<>();
          int notRead = readInto(target, List.of(bomb), results, new LinkedHashMap<>());
          HostileReader.Result worst = MalformedCell.worst(results);
          return MalformedCell.of(
              results, notRead, worst == null ? bomb : worst.input(), "the library's own writer");
        }
        refused.add(levels + " levels: " + describe(written));
      }
      return new MalformedCell.Cell(
          new Verdict(
                  Outcome.REJECTED,
                  "the writer refused every depth tried, so no bomb was read: "
                      + String.join("; ", refused))
              .withMode("write refused"),
          null);
    }

    private MalformedCell.Cell canary(CanaryPlace place, boolean secure) {
      if (secure && !configuration.info().hasSecureSettings()) {
        return new MalformedCell.Cell(
            new Verdict(
                Outcome.SKIPPED,
                configuration.id()
                    + " declares no secure settings beyond its own (it does not implement"
                    + " io.serialtck.spi.SecureSettings)"),
            null);
      }
      Step<Response.Written> written = session.writeFixture(WRITER, place.fixtureClass());
      if (!(written instanceof Step.Success<Response.Written> success)) {
        if (written instanceof Step.Failed<Response.Written> failed
            && failed.failure().stage() == Response.Failure.Stage.WRITE) {
          return new MalformedCell.Cell(
              new Verdict(
                      Outcome.REJECTED,
                      "the writer did not write the canary: "
                          + failed.failure().exceptionClass()
                          + ": "
                          + failed.failure().message())
                  .withMode("write: " + failed.failure().exceptionClass()),
              null);
        }
        throw new HarnessFault("writing the canary: " + describe(written));
      }
      Step<Response.CanaryRead> read =
          session.readCanary(
              new Request.ReadCanary(
                  secure ? SECURE : READER,
                  place.fixtureClass(),
                  place.canaryClass(),
                  success.value().payload(),
                  success.value().metadata(),
                  secure));
      if (read instanceof Step.Success<Response.CanaryRead> canary) {
        String settings =
            secure ? configuration.info().secureSettings() : "the configuration's own";
        return CanaryVerdict.of(canary.value(), settings);
      }
      if (read instanceof Step.Lost<Response.CanaryRead> lost && !lost.failure().isHarnessFault()) {
        InputVerdict verdict = InputVerdict.lost(lost.failure());
        return new MalformedCell.Cell(
            new Verdict(verdict.outcome(), verdict.detail()).withMode(verdict.kind()), null);
      }
      throw new HarnessFault("reading the canary: " + describe(read));
    }

    private Map<String, Seed> seeds() {
      if (seeds != null) {
        return seeds;
      }
      seeds = new LinkedHashMap<>();
      for (String id : HostileScenarios.SEEDS) {
        String fixture = FlexibilityCriteria.criterion(id).fixtureClass();
        Step<Response.Written> written = session.writeFixture(WRITER, fixture);
        if (!(written instanceof Step.Success<Response.Written> success)) {
          seedsLeftOut.add(id + " not written: " + describe(written));
          continue;
        }
        byte[] bytes = success.value().payload();
        byte[] metadata = success.value().metadata();
        HostileReader.Target unwarmed = new HostileReader.Target(fixture, null, null, metadata);
        HostileReader.Reading check =
            reader.read(unwarmed, List.of(new HostileInput(bytes, id + " as written")));
        if (check.fault() != null) {
          throw new HarnessFault(check.fault());
        }
        if (check.results().size() != 1
            || check.results().get(0).verdict().outcome() != Outcome.PASS) {
          seedsLeftOut.add(
              id
                  + " not read back: "
                  + (check.results().isEmpty()
                      ? "no answer"
                      : check.results().get(0).verdict().detail()));
          continue;
        }
        seeds.put(
            id, new Seed(id, bytes, new HostileReader.Target(fixture, null, bytes, metadata)));
      }
      return seeds;
    }

    private void expect(Step<?> step, String what) {
      if (!(step instanceof Step.Success<?>)) {
        throw new HarnessFault(what + ": " + describe(step));
      }
    }

    private void record(
        String scenario, MalformedCell.Cell cell, boolean harnessError, long started) {
      Side side = new Side(options.jdk().version(), configuration.info().version(), "");
      Exchange exchange =
          new Exchange(
              cell.verdict(), harnessError, side, side, (System.nanoTime() - started) / 1_000);
      recorder.record(scenario, HostileCategory.ID, Direction.ROUNDTRIP, exchange, cell.facts());
    }
  }

  private static String describe(Step<?> step) {
    if (step instanceof Step.Failed<?> failed) {
      Response.Failure failure = failed.failure();
      return failure.stage() + ": " + failure.exceptionClass() + ": " + failure.message();
    }
    if (step instanceof Step.Lost<?> lost) {
      return lost.failure().getMessage();
    }
    return "succeeded";
  }

  /** A seed: the bytes the configuration wrote for a fixture, and how to read them. */
  private record Seed(String name, byte[] bytes, HostileReader.Target target) {}

  /** The kit, not the library, failed: the cell is SKIPPED with a harness error. */
  private static final class HarnessFault extends RuntimeException {
    HarnessFault(String message) {
      super(message);
    }
  }
}
