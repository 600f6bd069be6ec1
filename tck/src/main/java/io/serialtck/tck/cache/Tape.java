package io.serialtck.tck.cache;

import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.worker.protocol.Response;
import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * What a unit of cells asked its workers, by digest, and what they answered: the raw observation,
 * which the harness judges again when it replays the unit.
 *
 * @param entries each request and world change of the unit, in order
 * @param sessions what each worker of the unit said of itself, by session label
 */
record Tape(List<Entry> entries, Map<String, WorkerSession.Facts> sessions)
    implements Serializable {

  Tape {
    entries = List.copyOf(entries);
    sessions = Map.copyOf(sessions);
  }

  /**
   * One request or world change.
   *
   * @param digest what was asked, with everything its answer depends on ({@link CacheScope})
   * @param response the worker's answer ({@link Response.Failure} included), or null for a change
   *     of the worlds, which has none
   */
  record Entry(String digest, Response response) implements Serializable {}
}
