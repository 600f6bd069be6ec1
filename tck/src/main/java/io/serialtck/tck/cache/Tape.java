package io.serialtck.tck.cache;

import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.worker.protocol.Response;
import java.util.List;
import java.util.Map;

/**
 * What a unit of cells asked its workers, by digest, and what they answered: the raw observation,
 * which the harness judges again when it replays the unit.
 *
 * @param entries each request and world change of the unit, in order
 * @param sessions what each worker of the unit said of itself, by session label
 */
record Tape(List<Entry> entries, Map<String, WorkerSession.Facts> sessions) {

  Tape {
    entries = List.copyOf(entries);
    sessions = Map.copyOf(sessions);
  }

  /**
   * One request or world change.
   *
   * @param digest what was asked, with everything its answer depends on ({@link CacheScope})
   * @param response the worker's answer ({@link Response.Failure} included), or null for a change
   *     of the worlds, which has none, and for a crash
   * @param crash how the worker died serving the request, or null when it answered
   */
  record Entry(String digest, Response response, Crash crash) {

    /** A request the worker answered, or a change of the worlds ({@code response} null). */
    Entry(String digest, Response response) {
      this(digest, response, null);
    }
  }

  /**
   * A worker that died serving a request (its {@link io.serialtck.tck.worker.WorkerFailure}, cause
   * {@code CRASHED}): kept only in a unit none of whose cells is {@code CRASHED}, as a shrinker's
   * check or a property's try that killed the worker.
   */
  record Crash(String message, String kind, int exitCode, String stderr) {}
}
