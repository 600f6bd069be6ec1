package io.serialtck.tck.cache;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.run.cell.StepVerdicts;
import io.serialtck.tck.worker.SessionCache;
import io.serialtck.tck.worker.Step;
import io.serialtck.tck.worker.WorkerFailure;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.tck.worker.WorldChange;
import io.serialtck.verdict.Outcome;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * One configuration's run as its cell cache sees it: every worker session of the run sends its
 * requests and world changes through the scope, and the categories group them into units (a
 * criterion's, a scenario's, a property's: {@link #unit}).
 *
 * <p>Each request and change gets a digest of everything its answer depends on: the request itself
 * (its class names, values, bytes, class lists; a change's classes' bytes), the JDK, the worker's
 * flags, heap, timeout and jars, and each world's configuration and class path, jar by jar ({@link
 * SessionFingerprint}). A unit's {@link Tape} is kept under a key of the configuration, the unit
 * and its first digest ({@link CellCache#key}), so that a changed library, JDK or flag keys another
 * tape. A later run replays it while each of its requests and changes has the digest the tape has
 * at that place: the answers come from the tape and the harness judges them again, with its
 * classifier of today, and no worker is asked. At the first that differs (the harness now asks
 * something else), the scope catches up: it asks the worker what the unit asked so far, in order,
 * so that a library's static state is what it would be, and goes on asking the worker; the unit's
 * new tape is kept.
 *
 * <p>A unit whose worker timed out, did not start or was killed from outside, or answered with a
 * fault of the kit, or hung on a hostile input, or that recorded a cell that is a harness error,
 * {@code CRASHED} or {@code TIMED_OUT}, is never kept. A worker that died of the library inside a
 * unit none of whose cells is {@code CRASHED} (a property's try, a shrinker's check) is kept as a
 * crash, and replayed as one.
 */
public final class CacheScope implements SessionCache {

  private final CellCache cache;
  private final String configurationId;
  private final List<WorkerSession> sessions = new ArrayList<>();
  private final Map<WorkerSession, SessionFingerprint> fingerprints = new IdentityHashMap<>();
  private final List<CellKey> fromCache = new ArrayList<>();
  private Unit unit;

  /**
   * @param cache where the tapes are kept
   * @param configurationId the configuration whose run this is
   */
  public CacheScope(CellCache cache, String configurationId) {
    this.cache = cache;
    this.configurationId = configurationId;
  }

  /** Sends the session's requests and world changes through this scope. */
  public void attach(WorkerSession session) {
    sessions.add(session);
    session.cacheIn(this);
  }

  /** The cells this configuration recorded whose units were answered from the cache. */
  public List<CellKey> cellsFromCache() {
    return List.copyOf(fromCache);
  }

  /**
   * A cell the configuration ran: it belongs to the open unit, if any.
   *
   * @param kept whether the run records it (else it ran only for another cell's sake)
   */
  public void ran(CellResult cell, boolean kept) {
    if (unit == null) {
      return;
    }
    if (kept) {
      unit.kept.add(CellKey.of(cell));
    }
    if (cell.harnessError()
        || cell.outcome() == Outcome.CRASHED
        || cell.outcome() == Outcome.TIMED_OUT) {
      unit.spoilt = true;
    }
  }

  @Override
  public void unit(String unitId, Runnable cells) {
    if (unit != null) {
      cells.run();
      return;
    }
    Unit opened = new Unit(unitId);
    unit = opened;
    try {
      cells.run();
    } finally {
      unit = null;
    }
    finish(opened);
  }

  @Override
  public Step<Response> call(WorkerSession session, Request request) {
    if (unit == null) {
      return session.ask(request);
    }
    unit.used.add(session);
    String digest = digest(session, request);
    Tape.Entry kept = replayed(digest);
    if (kept != null) {
      unit.entries.add(kept);
      unit.deferred.add(new Deferred(session, request, null));
      answered(kept.response());
      return replay(kept);
    }
    Step<Response> step = session.ask(request);
    if (spoils(step)) {
      unit.spoilt = true;
    } else {
      unit.entries.add(entry(digest, step));
    }
    if (step instanceof Step.Success<Response> success) {
      answered(success.value());
    }
    return step;
  }

  private static Step<Response> replay(Tape.Entry kept) {
    if (kept.crash() != null) {
      Tape.Crash crash = kept.crash();
      return new Step.Lost<>(
          WorkerFailure.crashed(crash.message(), crash.kind(), crash.exitCode(), crash.stderr()));
    }
    return kept.response() instanceof Response.Failure failure
        ? new Step.Failed<>(failure)
        : new Step.Success<>(kept.response());
  }

  @Override
  public void change(WorkerSession session, WorldChange change) {
    if (unit == null) {
      change.applyTo(session);
      return;
    }
    unit.used.add(session);
    String digest = digest(session, change);
    Tape.Entry kept = replayed(digest);
    if (kept != null) {
      unit.entries.add(kept);
      unit.deferred.add(new Deferred(session, null, change));
    } else {
      unit.entries.add(new Tape.Entry(digest, null));
      change.applyTo(session);
    }
  }

  /**
   * The kept entry when the open unit replays a tape whose next entry has this digest; else null,
   * the unit then asking its workers (caught up first when it was replaying).
   */
  private Tape.Entry replayed(String digest) {
    if (unit.key == null) {
      unit.key = CellCache.key(configurationId, unit.id, digest);
      Optional<Tape> kept = cache.load(unit.key);
      if (kept.isPresent()
          && !kept.get().entries().isEmpty()
          && kept.get().entries().get(0).digest().equals(digest)) {
        unit.tape = kept.get().entries();
        adopt(kept.get().sessions());
      }
    }
    if (unit.tape == null) {
      return null;
    }
    if (unit.position < unit.tape.size() && unit.tape.get(unit.position).digest().equals(digest)) {
      return unit.tape.get(unit.position++);
    }
    catchUp();
    return null;
  }

  /** Asks the workers what the unit asked so far, in order: they then hold what it left. */
  private void catchUp() {
    unit.tape = null;
    for (Deferred deferred : unit.deferred) {
      if (deferred.change() != null) {
        deferred.change().applyTo(deferred.session());
      } else if (spoils(deferred.session().ask(deferred.request()))) {
        unit.spoilt = true;
      }
    }
    unit.deferred.clear();
  }

  private void finish(Unit finished) {
    if (finished.key == null) {
      return;
    }
    if (finished.tape != null) {
      for (Deferred deferred : finished.deferred) {
        if (deferred.change() != null) {
          deferred.change().applyTo(deferred.session());
        }
      }
      fromCache.addAll(finished.kept);
      return;
    }
    if (finished.spoilt || finished.entries.isEmpty()) {
      return;
    }
    Map<String, WorkerSession.Facts> facts = new TreeMap<>();
    for (WorkerSession session : finished.used) {
      facts.put(session.label(), session.facts());
    }
    cache.store(finished.key, new Tape(finished.entries, facts));
  }

  /** What the workers of a kept unit said of themselves, for the sessions that did not say it. */
  private void adopt(Map<String, WorkerSession.Facts> facts) {
    for (WorkerSession session : sessions) {
      WorkerSession.Facts kept = facts.get(session.label());
      if (kept != null) {
        session.adopt(kept);
      }
    }
  }

  /**
   * The digest of a request or change of the open unit. A byte array the unit's workers answered
   * before (a payload written, metadata) counts as that answer's, by its place in the unit, not by
   * its content: the requests that gave it are already counted, and a megabyte payload is not
   * hashed again for every read of it.
   */
  private String digest(WorkerSession session, Object asked) {
    MessageDigest digest = ContentDigest.sha256();
    ContentDigest.text(digest, CellCache.FORMAT);
    ContentDigest.text(
        digest,
        fingerprints
            .computeIfAbsent(session, s -> new SessionFingerprint(s, cache.files()))
            .current());
    StructuralDigest.update(
        digest, asked, bytes -> unit.answered.getOrDefault(bytes, StructuralDigest.NOT_ANSWERED));
    return ContentDigest.hex(digest.digest());
  }

  /** Notes the byte arrays of an answer the unit got, for the digests of later requests. */
  private void answered(Response response) {
    if (response instanceof Response.Written written) {
      for (byte[] bytes : new byte[][] {written.payload(), written.metadata()}) {
        if (bytes != null) {
          unit.answered.putIfAbsent(bytes, unit.answered.size());
        }
      }
    } else if (response instanceof Response.Sequence sequence) {
      sequence.answers().forEach(this::answered);
    }
  }

  /**
   * Whether an answer may not be kept: a worker that did not answer in time, did not start or was
   * killed from outside, a fault of the kit, a hostile read that hung (its worker is replaced). A
   * worker that died of the library (an exit, out of memory, a fatal error) is kept as such; the
   * cell it makes {@code CRASHED} is never kept ({@link #ran}), a property's try or a shrinker's
   * check it ended is.
   */
  private static boolean spoils(Step<Response> step) {
    if (step instanceof Step.Lost<Response> lost) {
      return lost.failure().failureCause() != WorkerFailure.Cause.CRASHED;
    }
    if (StepVerdicts.isHarnessError(step)) {
      return true;
    }
    return step instanceof Step.Success<Response> success
        && success.value() instanceof Response.HostileReads reads
        && reads.hungAt() >= 0;
  }

  private static Tape.Entry entry(String digest, Step<Response> step) {
    if (step instanceof Step.Lost<Response> lost) {
      WorkerFailure failure = lost.failure();
      return new Tape.Entry(
          digest,
          null,
          new Tape.Crash(
              failure.getMessage(), failure.kind(), failure.exitCode(), failure.stderr()));
    }
    if (step instanceof Step.Failed<Response> failed) {
      return new Tape.Entry(digest, failed.failure());
    }
    return new Tape.Entry(digest, ((Step.Success<Response>) step).value());
  }

  /** A request or change of a replayed unit, which the workers have not been told. */
  private record Deferred(WorkerSession session, Request request, WorldChange change) {}

  /** The open unit: its key, the tape it replays, and what it asked and recorded. */
  private static final class Unit {
    final String id;
    String key;
    List<Tape.Entry> tape;
    int position;
    final List<Tape.Entry> entries = new ArrayList<>();
    final List<Deferred> deferred = new ArrayList<>();
    final Set<WorkerSession> used = new LinkedHashSet<>();
    final List<CellKey> kept = new ArrayList<>();
    final Map<byte[], Integer> answered = new IdentityHashMap<>();
    boolean spoilt;

    Unit(String id) {
      this.id = id;
    }
  }
}
