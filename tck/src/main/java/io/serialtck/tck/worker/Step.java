package io.serialtck.tck.worker;

import io.serialtck.worker.protocol.Response;
import java.util.function.Function;

/** How one request to a worker ended. */
public sealed interface Step<T> {

  /** The same step with its success value transformed; failures pass through. */
  default <R> Step<R> map(Function<T, R> function) {
    if (this instanceof Success<T> success) {
      return new Success<>(function.apply(success.value()));
    } else if (this instanceof Failed<T> failed) {
      return new Failed<>(failed.failure());
    }
    return new Lost<>(((Lost<T>) this).failure());
  }

  /** The request succeeded. */
  record Success<T>(T value) implements Step<T> {}

  /** The worker answered with a failure (the library's, or the kit's: see its stage). */
  record Failed<T>(Response.Failure failure) implements Step<T> {}

  /**
   * The worker did not answer: it died or timed out (the library's doing), or could not start or
   * was killed from outside the kit (the kit's: {@link WorkerFailure#isHarnessFault()}). It will be
   * restarted for the next request.
   */
  record Lost<T>(WorkerFailure failure) implements Step<T> {}
}
