package io.serialtck.tck.worker;

import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;

/**
 * What a {@link WorkerSession} asks of a cache of cells ({@code io.serialtck.tck.cache}): every
 * request and every change of its worlds goes through it, so that a cell whose inputs it has seen
 * is answered from what the worker answered then. {@link #NONE} asks the worker every time.
 */
public interface SessionCache {

  /** No cache: every request goes to the worker, every change applies at once. */
  SessionCache NONE =
      new SessionCache() {
        @Override
        public void unit(String unitId, Runnable cells) {
          cells.run();
        }

        @Override
        public Step<Response> call(WorkerSession session, Request request) {
          return session.ask(request);
        }

        @Override
        public void change(WorkerSession session, WorldChange change) {
          change.applyTo(session);
        }
      };

  /**
   * Runs {@code cells}, the requests that decide one or more cells (a criterion's, a scenario's, a
   * property's), as one unit the cache keeps or answers as a whole. Units do not nest: a unit
   * opened inside another is part of it.
   *
   * @param unitId what the unit asks, unique among a configuration's units of a run
   */
  void unit(String unitId, Runnable cells);

  /**
   * The answer to {@code request}: from the cache, or from the worker ({@link WorkerSession#ask}).
   */
  Step<Response> call(WorkerSession session, Request request);

  /**
   * Applies {@code change} to the session's worlds, now or (for a unit the cache answers) later.
   */
  void change(WorkerSession session, WorldChange change);
}
