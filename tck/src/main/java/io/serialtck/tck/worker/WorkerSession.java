package io.serialtck.tck.worker;

import io.serialtck.value.Value;
import io.serialtck.worker.protocol.ConfigurationInfo;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The harness's side of one configuration's worker: starts the JVM on demand, creates its worlds
 * and defines their classes, and after the worker dies or is killed starts a new one and replays
 * that state before the next request, so a run goes on. Made by {@link Workers}, the one place
 * workers start from.
 *
 * <p>What it changes in its worlds ({@link WorldChange}: new worlds, restored static state,
 * classes) reaches the worker just before the next request that needs an answer, so that a worker
 * only starts when a request needs it. Requests and changes go through the session's {@link
 * SessionCache} ({@link SessionCache#NONE} unless a run's cell cache {@link #cacheIn holds it}).
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
  private final Map<String, WorldState> worlds = new LinkedHashMap<>();
  private int declarations;
  private final Map<String, List<Path>> classpathByWorld = new HashMap<>();
  private final Map<String, String> configurationByWorld = new HashMap<>();
  private final Map<String, ConfigurationInfo> infoByWorld = new HashMap<>();

  /**
   * After this many starts in a row that did not finish their handshake, the session stops trying:
   * every later request fails at once with the last start's failure, instead of costing a JVM start
   * (or a whole request timeout) each.
   */
  static final int MAX_FAILED_STARTS = 3;

  private SessionCache cache = SessionCache.NONE;
  private WorkerProcess process;
  private String jdkVersion;
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

  /** Sends this session's requests and world changes through {@code cellCache}. */
  public void cacheIn(SessionCache cellCache) {
    this.cache = cellCache;
  }

  /**
   * Runs the requests that decide one or more cells as one unit of the session's cache ({@link
   * SessionCache#unit}); without a cache, just runs them.
   */
  public void unit(String unitId, Runnable cells) {
    cache.unit(unitId, cells);
  }

  /** Declares a world; it is created in the worker before the first request that needs it. */
  public void declareWorld(String worldId) {
    if (worlds.putIfAbsent(worldId, new WorldState()) == null) {
      declarations++;
    }
  }

  /**
   * Declares a world with a class path of its own, e.g. another version of the library than the
   * session's other worlds load (a writer and a reader of different library versions); the
   * fixtures' jar is added at its end.
   */
  public void declareWorld(String worldId, List<Path> classpath) {
    declareWorld(worldId);
    List<Path> declared = WorkerClasspath.world(classpath);
    if (!declared.equals(classpathByWorld.put(worldId, declared))) {
      declarations++;
    }
  }

  /**
   * Declares a world with a class path of its own that selects another configuration than the
   * session's: one side of a migration (Jackson 2's configuration writing, Jackson 3's reading).
   */
  public void declareWorld(String worldId, List<Path> classpath, String worldConfigurationId) {
    declareWorld(worldId, classpath);
    if (!worldConfigurationId.equals(configurationByWorld.put(worldId, worldConfigurationId))) {
      declarations++;
    }
  }

  /**
   * Replaces declared worlds by new ones with no generated classes: a new class loader, a new copy
   * of the library and of its static state, made before the next request.
   */
  public Step<Void> renewWorlds(List<String> worldIds) {
    cache.change(this, new WorldChange.Renew(worldIds));
    return new Step.Success<>(null);
  }

  /**
   * Gives declared worlds the static state of new ones: a world whose configuration restores its
   * static state ({@link io.serialtck.spi.StaticStateRestore}) gets it back as it was when the
   * world was made, and keeps its class loader and classes; any other is {@link #renewWorlds
   * renewed}.
   */
  public Step<Void> resetWorlds(List<String> worldIds) {
    cache.change(this, new WorldChange.Reset(worldIds));
    return new Step.Success<>(null);
  }

  /** Adds generated classes to a declared world, shipped before the next request. */
  public Step<Void> defineClasses(String worldId, Map<String, byte[]> classes) {
    cache.change(this, new WorldChange.Define(worldId, classes));
    return new Step.Success<>(null);
  }

  void applyRenew(List<String> worldIds) {
    for (String worldId : worldIds) {
      world(worldId).renew();
    }
  }

  void applyReset(List<String> worldIds) {
    for (String worldId : worldIds) {
      WorldState world = world(worldId);
      if (!world.created) {
        continue; // it is made with the static state of a new world, and keeps its classes
      }
      if (world.restorable) {
        world.restorePending = true;
      } else {
        world.renew();
      }
    }
  }

  void applyDefine(String worldId, Map<String, byte[]> classes) {
    WorldState world = world(worldId);
    classes.forEach(
        (name, bytes) -> {
          if (world.classes.putIfAbsent(name, bytes) == null) {
            world.unsent.put(name, bytes);
          }
        });
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
    return writeFixture(worldId, fixtureClass, null);
  }

  /**
   * Builds a flexibility fixture's part in the world (its root with only the field {@code part}
   * kept; the whole fixture when null) and serializes it.
   */
  public Step<Response.Written> writeFixture(String worldId, String fixtureClass, String part) {
    return call(new Request.WriteFixture(worldId, fixtureClass, part), Response.Written.class);
  }

  /** Reads a fixture's bytes and observes what came out and what should have. */
  public Step<Response.Observed> readFixture(
      String worldId, String fixtureClass, byte[] payload, byte[] metadata) {
    return readFixture(worldId, fixtureClass, null, payload, metadata);
  }

  /**
   * Reads the bytes of a fixture's part (the whole fixture when {@code part} is null) and observes
   * what came out and what should have.
   */
  public Step<Response.Observed> readFixture(
      String worldId, String fixtureClass, String part, byte[] payload, byte[] metadata) {
    return call(
        new Request.ReadFixture(worldId, fixtureClass, part, payload, metadata),
        Response.Observed.class);
  }

  /** The names of a fixture's parts in the world; empty when it has none. */
  public Step<Response.Parts> fixtureParts(String worldId, String fixtureClass) {
    return call(new Request.ListParts(worldId, fixtureClass), Response.Parts.class);
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
    return jdkVersion;
  }

  /** What a world's configuration said of itself when the worker created it. */
  public ConfigurationInfo info(String worldId) {
    return infoByWorld.get(worldId);
  }

  /**
   * What the session's workers said of themselves: the JDK version and each world's configuration,
   * as a cell cache keeps them beside the cells' answers.
   */
  public Facts facts() {
    return new Facts(jdkVersion, new TreeMap<>(infoByWorld));
  }

  /**
   * Takes what a worker said of itself in an earlier run ({@link #facts()}) where no worker of this
   * session said it yet: the cells a cache answers name their JDK and library version as a worker
   * would.
   */
  public void adopt(Facts facts) {
    if (jdkVersion == null) {
      jdkVersion = facts.jdkVersion();
    }
    facts.infos().forEach(infoByWorld::putIfAbsent);
  }

  /**
   * What a session's worker said of itself.
   *
   * @param jdkVersion the JDK version its handshake reported, or null
   * @param infos each created world's configuration, by world
   */
  public record Facts(String jdkVersion, Map<String, ConfigurationInfo> infos) {}

  /** How many worker JVMs this session started. */
  public int starts() {
    return starts;
  }

  /** How many worlds this session created, over all worker starts. */
  public int worldsCreated() {
    return worldsCreated;
  }

  /** How the worker JVM is started. */
  public WorkerSpec spec() {
    return spec;
  }

  /** How long one request may take. */
  public Duration timeout() {
    return timeout;
  }

  /**
   * How many times a world was declared, or its class path or configuration changed: what the
   * worlds are changes only when this number does.
   */
  public int declarations() {
    return declarations;
  }

  /** The declared worlds, in the order they were declared. */
  public List<String> worlds() {
    return List.copyOf(worlds.keySet());
  }

  /** The class path a declared world is created with. */
  public List<Path> classpathOf(String worldId) {
    return classpathByWorld.getOrDefault(worldId, worldClasspath);
  }

  /** The configuration a declared world selects. */
  public String configurationOf(String worldId) {
    return configurationByWorld.getOrDefault(worldId, configurationId);
  }

  /** A label for the session that is unique among a configuration's: its worker's. */
  public String label() {
    return spec.label();
  }

  private <T extends Response> Step<T> call(Request request, Class<T> expected) {
    return cache.call(this, request).map(expected::cast);
  }

  /**
   * Asks the worker, started if it is not, after it learnt the changes of its worlds made since its
   * last request: what a cache does when it has no answer.
   */
  public Step<Response> ask(Request request) {
    Step<Void> ready = ensureStarted();
    if (ready instanceof Step.Success<Void>) {
      ready = applyChanges();
    }
    if (!(ready instanceof Step.Success<Void>)) {
      return ready.map(v -> null);
    }
    return send(request, Response.class);
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
    worlds.values().forEach(WorldState::lost);
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
    jdkVersion = success.value().jdkVersion();
    return new Step.Success<>(null);
  }

  /** Tells the running worker what changed in its worlds since its last request. */
  private Step<Void> applyChanges() {
    for (Map.Entry<String, WorldState> entry : worlds.entrySet()) {
      String worldId = entry.getKey();
      WorldState world = entry.getValue();
      if (!world.created) {
        Step<Void> created = createWorld(worldId, world);
        if (!(created instanceof Step.Success<Void>)) {
          return created;
        }
      } else if (world.restorePending) {
        world.restorePending = false;
        Step<Response.Done> restored =
            send(new Request.RestoreStaticState(worldId), Response.Done.class);
        if (!(restored instanceof Step.Success<Response.Done>)) {
          return restored.map(done -> null);
        }
      }
      if (!world.unsent.isEmpty()) {
        Map<String, byte[]> classes = new LinkedHashMap<>(world.unsent);
        world.unsent.clear();
        Step<Response.Done> defined =
            send(new Request.DefineClasses(worldId, classes), Response.Done.class);
        if (!(defined instanceof Step.Success<Response.Done>)) {
          return defined.map(done -> null);
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

  /** Creates the world in the worker; its classes are all to be shipped again. */
  private Step<Void> createWorld(String worldId, WorldState world) {
    List<String> classpath = classpathOf(worldId).stream().map(Path::toString).toList();
    Step<Response.WorldReady> created =
        send(
            new Request.CreateWorld(worldId, classpath, configurationOf(worldId)),
            Response.WorldReady.class);
    if (!(created instanceof Step.Success<Response.WorldReady> ready)) {
      return created.map(r -> null);
    }
    infoByWorld.put(worldId, ready.value().configuration());
    world.created(ready.value().restoresStaticState());
    worldsCreated++;
    return new Step.Success<>(null);
  }

  private WorldState world(String worldId) {
    WorldState world = worlds.get(worldId);
    if (world == null) {
      throw new IllegalArgumentException("no world " + worldId + " declared in " + spec.label());
    }
    return world;
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

  /** A declared world as the session knows it, and what its worker does not know of it yet. */
  private static final class WorldState {

    /** Every generated class the world holds, by binary name. */
    final Map<String, byte[]> classes = new LinkedHashMap<>();

    /** Classes the running worker's world does not have yet. */
    final Map<String, byte[]> unsent = new LinkedHashMap<>();

    /** Whether the running worker has this world (else it is made before the next request). */
    boolean created;

    /** Whether the world's configuration restores its static state ({@code WorldReady}). */
    boolean restorable;

    /** Whether the running worker is to restore the world's static state first. */
    boolean restorePending;

    /** A new world is to be made, without the classes the old one had. */
    void renew() {
      classes.clear();
      unsent.clear();
      created = false;
      restorePending = false;
    }

    /** The worker is gone: a new one makes the world again, with all its classes. */
    void lost() {
      created = false;
      restorePending = false;
      unsent.clear();
    }

    /** The worker made the world: its classes are all to be shipped. */
    void created(boolean restoresStaticState) {
      created = true;
      restorable = restoresStaticState;
      restorePending = false;
      unsent.clear();
      unsent.putAll(classes);
    }
  }
}
