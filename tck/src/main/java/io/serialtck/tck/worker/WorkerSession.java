package io.serialtck.tck.worker;

import io.serialtck.value.Value;
import io.serialtck.worker.protocol.ConfigurationInfo;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The harness's side of one configuration's worker: starts the JVM on demand, creates its worlds
 * and defines their classes, and after the worker dies or is killed starts a new one and replays
 * that state before the next request, so a run goes on. Made by {@link Workers}, the one place
 * workers start from.
 *
 * <p>Every world's class path ends with the {@code fixture-objects} jar ({@link
 * WorkerClasspath#fixtureObjects}), whatever its declaration gave: each world has its own copy of
 * the flexibility fixtures, written in one world and read in another like everything else.
 */
public final class WorkerSession implements AutoCloseable {

  private final WorkerSpec spec;
  private final String configurationId;
  private final List<Path> worldClasspath;
  private final Duration timeout;
  private final Map<String, Map<String, byte[]>> classesByWorld = new LinkedHashMap<>();
  private final Map<String, List<Path>> classpathByWorld = new HashMap<>();
  private final Map<String, String> configurationByWorld = new HashMap<>();
  private final Map<String, ConfigurationInfo> infoByWorld = new HashMap<>();
  private final Set<String> restorable = new HashSet<>();

  /**
   * After this many starts in a row that did not finish their handshake, the session stops trying:
   * every later request fails at once with the last start's failure, instead of costing a JVM start
   * (or a whole request timeout) each.
   */
  static final int MAX_FAILED_STARTS = 3;

  private WorkerProcess process;
  private Response.Hello hello;
  private int failedStarts;
  private WorkerFailure lastStartFailure;
  private int starts;
  private int worldsCreated;

  /**
   * @param worldClasspath the class path of every world of this configuration that is not declared
   *     with one of its own (the fixtures' jar is added at its end)
   * @param timeout how long one request may take before the worker is killed
   */
  WorkerSession(
      WorkerSpec spec, String configurationId, List<Path> worldClasspath, Duration timeout) {
    this.spec = spec;
    this.configurationId = configurationId;
    this.worldClasspath = WorkerClasspath.world(worldClasspath);
    this.timeout = timeout;
  }

  /** Declares a world; it is created in the worker before the first request that needs it. */
  public void declareWorld(String worldId) {
    classesByWorld.putIfAbsent(worldId, new LinkedHashMap<>());
  }

  /**
   * Declares a world with a class path of its own, e.g. another version of the library than the
   * session's other worlds load (a writer and a reader of different library versions); the
   * fixtures' jar is added at its end.
   */
  public void declareWorld(String worldId, List<Path> classpath) {
    declareWorld(worldId);
    classpathByWorld.put(worldId, WorkerClasspath.world(classpath));
  }

  /**
   * Declares a world with a class path of its own that selects another configuration than the
   * session's: one side of a migration (Jackson 2's configuration writing, Jackson 3's reading).
   */
  public void declareWorld(String worldId, List<Path> classpath, String worldConfigurationId) {
    declareWorld(worldId, classpath);
    configurationByWorld.put(worldId, worldConfigurationId);
  }

  /**
   * Replaces declared worlds by new ones with no generated classes: a new class loader, a new copy
   * of the library and of its static state. Done now if the worker runs, else on its start.
   */
  public Step<Void> renewWorlds(List<String> worldIds) {
    for (String worldId : worldIds) {
      classesByWorld.get(worldId).clear();
      if (process != null && process.isAlive()) {
        Step<Void> created = createWorld(worldId);
        if (!(created instanceof Step.Success<Void>)) {
          return created;
        }
      }
    }
    return new Step.Success<>(null);
  }

  /**
   * Gives declared worlds the static state of new ones: a world whose configuration restores its
   * static state ({@link io.serialtck.spi.StaticStateRestore}) gets it back as it was when the world
   * was made, and keeps its class loader and classes; any other is {@link #renewWorlds renewed}.
   * Done now if the worker runs; a worker that starts makes new worlds anyway.
   */
  public Step<Void> resetWorlds(List<String> worldIds) {
    List<String> renewed = new ArrayList<>();
    for (String worldId : worldIds) {
      if (!restorable.contains(worldId)) {
        renewed.add(worldId);
      } else if (process != null && process.isAlive()) {
        Step<Response.Done> restored =
            send(new Request.RestoreStaticState(worldId), Response.Done.class);
        if (!(restored instanceof Step.Success<Response.Done>)) {
          return restored.map(done -> null);
        }
      }
    }
    return renewWorlds(renewed);
  }

  /** Adds generated classes to a declared world, now if the worker runs, else on its start. */
  public Step<Void> defineClasses(String worldId, Map<String, byte[]> classes) {
    Map<String, byte[]> known = classesByWorld.get(worldId);
    Map<String, byte[]> fresh = new LinkedHashMap<>(classes);
    fresh.keySet().removeAll(known.keySet());
    known.putAll(fresh);
    if (fresh.isEmpty() || process == null) {
      return new Step.Success<>(null);
    }
    return call(new Request.DefineClasses(worldId, fresh), Response.Done.class).map(done -> null);
  }

  /**
   * Builds the value in the world and has a fresh instance of the configuration write it, told
   * first of {@code classes} (see {@link io.serialtck.value.ValueClasses}).
   */
  public Step<Response.Written> write(
      String worldId, String className, Value value, List<String> classes) {
    return write(worldId, className, value, classes, false);
  }

  /**
   * As {@link #write(String, String, Value, List)}; with {@code throughConstructors}, objects are
   * built through their classes' public constructors and setters where the classes offer fitting
   * ones (a refusal is a failure at stage {@code CONSTRUCT}).
   */
  public Step<Response.Written> write(
      String worldId,
      String className,
      Value value,
      List<String> classes,
      boolean throughConstructors) {
    return call(
        new Request.Write(worldId, className, value, classes, throughConstructors),
        Response.Written.class);
  }

  /** Has a fresh instance of the configuration read the bytes, told first of {@code classes}. */
  public Step<Response.ReadBack> read(
      String worldId, String className, byte[] payload, byte[] metadata, List<String> classes) {
    return call(
        new Request.Read(worldId, className, payload, metadata, classes), Response.ReadBack.class);
  }

  /** Builds a flexibility fixture in the world and serializes it. */
  public Step<Response.Written> writeFixture(String worldId, String fixtureClass) {
    return call(new Request.WriteFixture(worldId, fixtureClass), Response.Written.class);
  }

  /** Reads a fixture's bytes and observes what came out and what should have. */
  public Step<Response.Observed> readFixture(
      String worldId, String fixtureClass, byte[] payload, byte[] metadata) {
    return call(
        new Request.ReadFixture(worldId, fixtureClass, payload, metadata), Response.Observed.class);
  }

  /**
   * Reads hostile inputs one by one in the world (see {@link Request.ReadHostile}); a read that
   * outlives {@code deadlineMillis} ends the request, and the worker should then be {@link
   * #replaceWorker() replaced}.
   */
  public Step<Response.HostileReads> readHostile(Request.ReadHostile request) {
    return call(request, Response.HostileReads.class);
  }

  /** Has the library's own writer write a chain of {@code depth} objects. */
  public Step<Response.Written> writeNest(
      String worldId, String nestClass, String linkField, int depth) {
    return call(
        new Request.WriteNest(worldId, nestClass, linkField, depth), Response.Written.class);
  }

  /**
   * Has one held instance of the world's configuration perform the sequence's steps ({@link
   * Request.Sequence}); each step's answer is in the response, a failed step's too.
   */
  public Step<Response.Sequence> sequence(Request.Sequence sequence) {
    return call(sequence, Response.Sequence.class);
  }

  /** Reads bytes naming a canary and reports what happened to it in the reader's world. */
  public Step<Response.CanaryRead> readCanary(Request.ReadCanary request) {
    return call(request, Response.CanaryRead.class);
  }

  /**
   * Ends the worker now (a read that hung still runs in it); the next request starts a new one with
   * the same worlds and classes.
   */
  public void replaceWorker() {
    stop();
  }

  /** The JDK version the last worker started reported, or null before any started. */
  public String jdkVersion() {
    return hello == null ? null : hello.jdkVersion();
  }

  /** What a world's configuration said of itself when the worker created it. */
  public ConfigurationInfo info(String worldId) {
    return infoByWorld.get(worldId);
  }

  /** How many worker JVMs this session started. */
  public int starts() {
    return starts;
  }

  /** How many worlds this session created, over all worker starts. */
  public int worldsCreated() {
    return worldsCreated;
  }

  /** How the worker JVM is started. */
  WorkerSpec spec() {
    return spec;
  }

  /** The class path a declared world is created with. */
  List<Path> classpathOf(String worldId) {
    return classpathByWorld.getOrDefault(worldId, worldClasspath);
  }

  private <T extends Response> Step<T> call(Request request, Class<T> expected) {
    Step<Void> ready = ensureStarted();
    if (!(ready instanceof Step.Success<Void>)) {
      return ready.map(v -> null);
    }
    return send(request, expected);
  }

  private <T extends Response> Step<T> send(Request request, Class<T> expected) {
    try {
      Response response = process.call(request, timeout);
      if (response instanceof Response.Failure failure) {
        return new Step.Failed<>(failure);
      }
      return new Step.Success<>(expected.cast(response));
    } catch (WorkerFailure failure) {
      stop();
      return new Step.Lost<>(failure);
    }
  }

  private Step<Void> ensureStarted() {
    if (process != null && process.isAlive()) {
      return new Step.Success<>(null);
    }
    stop();
    if (failedStarts >= MAX_FAILED_STARTS) {
      return new Step.Lost<>(
          startFailure(
              lastStartFailure.getMessage()
                  + "; not started again after "
                  + failedStarts
                  + " failed starts",
              lastStartFailure));
    }
    try {
      process = WorkerProcess.start(spec);
      starts++;
    } catch (IOException e) {
      throw WorkerProcess.startFailure(spec, e);
    }
    Step<Response.Hello> greeting = send(new Request.Hello(), Response.Hello.class);
    if (greeting instanceof Step.Lost<Response.Hello> lost) {
      failedStarts++;
      WorkerFailure failure = notStarted(lost.failure());
      lastStartFailure = failure;
      return new Step.Lost<>(failure);
    }
    if (!(greeting instanceof Step.Success<Response.Hello> success)) {
      return greeting.map(h -> null);
    }
    failedStarts = 0;
    hello = success.value();
    for (Map.Entry<String, Map<String, byte[]>> world : classesByWorld.entrySet()) {
      Step<Void> created = createWorld(world.getKey());
      if (!(created instanceof Step.Success<Void>)) {
        return created;
      }
      if (!world.getValue().isEmpty()) {
        Step<Response.Done> defined =
            send(new Request.DefineClasses(world.getKey(), world.getValue()), Response.Done.class);
        if (!(defined instanceof Step.Success<Response.Done>)) {
          return defined.map(d -> null);
        }
      }
    }
    return new Step.Success<>(null);
  }

  /**
   * A worker that did not finish its handshake: the kit's set-up failed (a flag the JVM refuses, a
   * heap too small to start in, a JDK that does not run), not the library, which was not even
   * loaded yet.
   */
  private WorkerFailure notStarted(WorkerFailure lost) {
    String how;
    if (lost.timedOut()) {
      how = "no answer to the handshake within " + timeout.toMillis() + " ms, killed";
    } else if (lost.failureCause() == WorkerFailure.Cause.KILLED_FROM_OUTSIDE) {
      how = "exit " + lost.exitCode() + ", killed from outside the kit";
    } else {
      how = "exit " + lost.exitCode();
    }
    String stderr = lost.stderr().isEmpty() ? "(nothing on stderr during start-up)" : lost.stderr();
    return startFailure(
        "worker JVM could not start: "
            + how
            + "; stderr: "
            + stderr
            + "; command: "
            + spec.describeCommand(),
        lost);
  }

  private static WorkerFailure startFailure(String message, WorkerFailure like) {
    return new WorkerFailure(
        message, WorkerFailure.Cause.NOT_STARTED, "not started", like.exitCode(), like.stderr());
  }

  private Step<Void> createWorld(String worldId) {
    List<String> classpath = classpathOf(worldId).stream().map(Path::toString).toList();
    Step<Response.WorldReady> created =
        send(
            new Request.CreateWorld(
                worldId, classpath, configurationByWorld.getOrDefault(worldId, configurationId)),
            Response.WorldReady.class);
    if (!(created instanceof Step.Success<Response.WorldReady> ready)) {
      return created.map(r -> null);
    }
    infoByWorld.put(worldId, ready.value().configuration());
    if (ready.value().restoresStaticState()) {
      restorable.add(worldId);
    } else {
      restorable.remove(worldId);
    }
    worldsCreated++;
    return new Step.Success<>(null);
  }

  private void stop() {
    if (process != null) {
      process.close();
      process = null;
    }
  }

  @Override
  public void close() {
    stop();
  }
}
