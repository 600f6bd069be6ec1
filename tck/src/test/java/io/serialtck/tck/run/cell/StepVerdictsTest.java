package io.serialtck.tck.run.cell;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.worker.Step;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.protocol.Response;
import io.serialtck.worker.protocol.Response.Failure.Stage;
import org.junit.jupiter.api.Test;

/**
 * A failed request's verdict: the library's exception is its answer, the kit's own failure a
 * harness error, except where observing the object read shows the library broke the type system
 * (Kryo 5.6.2 reading Kryo 4.0.3's LinkedBlockingQueue left an Integer where a Collection is
 * declared).
 */
class StepVerdictsTest {

  private static Step<Object> failed(Stage stage, String exceptionClass) {
    return new Step.Failed<>(new Response.Failure(stage, exceptionClass, "the message", "", null));
  }

  @Test
  void observingAValueOfAForbiddenTypeIsIllTyped() {
    Step<Object> step = failed(Stage.CAPTURE, "java.lang.IncompatibleClassChangeError");

    Verdict verdict = StepVerdicts.of(step, "read");

    assertThat(verdict.outcome()).isEqualTo(Outcome.ILL_TYPED);
    assertThat(verdict.mode()).isEqualTo("type confusion: java.lang.IncompatibleClassChangeError");
    assertThat(StepVerdicts.isHarnessError(step)).isFalse();
    assertThat(
            StepVerdicts.of(failed(Stage.CAPTURE, "java.lang.ClassCastException"), "read")
                .outcome())
        .isEqualTo(Outcome.ILL_TYPED);
  }

  @Test
  void anyOtherFailureToObserveIsTheKitsFault() {
    Step<Object> step = failed(Stage.CAPTURE, "java.lang.NullPointerException");

    assertThat(StepVerdicts.of(step, "read").outcome()).isEqualTo(Outcome.SKIPPED);
    assertThat(StepVerdicts.isHarnessError(step)).isTrue();
    assertThat(
            StepVerdicts.of(failed(Stage.MATERIALIZE, "java.lang.ClassCastException"), "write")
                .outcome())
        .as("a type confusion while the kit builds its own object is the kit's")
        .isEqualTo(Outcome.SKIPPED);
  }

  @Test
  void theLibrarysExceptionIsItsAnswer() {
    Verdict verdict = StepVerdicts.of(failed(Stage.READ, "java.lang.ClassCastException"), "read");

    assertThat(verdict.outcome()).isEqualTo(Outcome.REJECTED);
    assertThat(verdict.mode()).isEqualTo("read: java.lang.ClassCastException");
  }
}
