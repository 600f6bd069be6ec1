package io.serialtck.tck.run.hostile;

import io.serialtck.tck.worker.Step;
import io.serialtck.tck.worker.WorkerSession;
import io.serialtck.worker.protocol.Request;
import io.serialtck.worker.protocol.Response;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads hostile inputs in one world of the hostile worker, in batches, and survives what they do: a
 * read that hangs ends its batch and the worker is replaced; a worker that dies during a batch is
 * restarted and the batch read again one input at a time, so that the input that killed it is
 * known. After {@link #MAX_LOSSES} hangs or deaths in one call the remaining inputs are not read:
 * the kit's own run must finish.
 */
final class HostileReader {

  static final int BATCH = 64;
  static final int MAX_LOSSES = 3;

  /** How long one read may take before it counts as a hang. */
  static final long DEADLINE_MILLIS = 10_000;

  private final WorkerSession session;
  private final String worldId;
  private final long deadlineMillis;

  HostileReader(WorkerSession session, String worldId) {
    this(session, worldId, DEADLINE_MILLIS);
  }

  /** A reader whose reads count as hangs after {@code deadlineMillis}. */
  HostileReader(WorkerSession session, String worldId, long deadlineMillis) {
    this.session = session;
    this.worldId = worldId;
    this.deadlineMillis = deadlineMillis;
  }

  /**
   * What the reader reads the inputs as.
   *
   * @param fixtureClass the fixture whose root type is read, or null
   * @param rootClass the root type when there is no fixture
   * @param warmup the unharmed bytes each fresh reader reads first, or null
   */
  record Target(String fixtureClass, String rootClass, byte[] warmup, byte[] metadata) {}

  /** An input and what it did. */
  record Result(HostileInput input, InputVerdict verdict) {}

  /**
   * What a call read.
   *
   * @param notRead inputs left unread after too many hangs or deaths
   * @param fault the kit's failure (a world or fixture that could not be set up, a worker that
   *     could not start), or null
   */
  record Reading(List<Result> results, int notRead, String fault) {}

  Reading read(Target target, List<HostileInput> inputs) {
    List<Result> results = new ArrayList<>();
    int losses = 0;
    int singlesUntil = 0;
    int next = 0;
    while (next < inputs.size() && losses < MAX_LOSSES) {
      int size = next < singlesUntil ? 1 : Math.min(BATCH, inputs.size() - next);
      List<HostileInput> batch = inputs.subList(next, next + size);
      Step<Response.HostileReads> step =
          session.readHostile(
              new Request.ReadHostile(
                  worldId,
                  target.fixtureClass(),
                  target.rootClass(),
                  target.warmup(),
                  target.metadata(),
                  batch.stream().map(HostileInput::bytes).toList(),
                  deadlineMillis));
      if (step instanceof Step.Success<Response.HostileReads> success) {
        List<Response.HostileRead> reads = success.value().reads();
        for (int i = 0; i < reads.size(); i++) {
          HostileInput input = batch.get(i);
          results.add(new Result(input, InputVerdict.of(reads.get(i), input.bytes().length)));
        }
        int hungAt = success.value().hungAt();
        if (hungAt >= 0) {
          results.add(new Result(batch.get(hungAt), InputVerdict.hung(deadlineMillis)));
          session.replaceWorker();
          losses++;
          next += hungAt + 1;
        } else {
          next += size;
        }
      } else if (step instanceof Step.Failed<Response.HostileReads> failed) {
        Response.Failure failure = failed.failure();
        return new Reading(
            results,
            inputs.size() - next,
            failure.stage() + ": " + failure.exceptionClass() + ": " + failure.message());
      } else {
        Step.Lost<Response.HostileReads> lost = (Step.Lost<Response.HostileReads>) step;
        if (lost.failure().isHarnessFault()) {
          return new Reading(results, inputs.size() - next, lost.failure().getMessage());
        }
        if (size > 1) {
          singlesUntil = next + size;
        } else {
          results.add(new Result(batch.get(0), InputVerdict.lost(lost.failure())));
          losses++;
          next++;
        }
      }
    }
    return new Reading(results, inputs.size() - next, null);
  }
}
