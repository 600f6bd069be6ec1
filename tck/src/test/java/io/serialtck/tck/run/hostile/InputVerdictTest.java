package io.serialtck.tck.run.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.verdict.Outcome;
import io.serialtck.worker.protocol.Response;
import org.junit.jupiter.api.Test;

class InputVerdictTest {

  @Test
  void theLibrarysOwnExceptionAndACheckedOneAreCleanRejections() {
    assertThat(judge("com.example.LibraryException", "runtime", false).outcome())
        .isEqualTo(Outcome.REJECTED);
    assertThat(judge("java.io.EOFException", "checked", true).outcome())
        .isEqualTo(Outcome.REJECTED);
  }

  @Test
  void aJdkRuntimeExceptionOrAnErrorIsAFault() {
    assertThat(judge("java.lang.NullPointerException", "runtime", true).outcome())
        .isEqualTo(Outcome.FAULTED);
    assertThat(judge("java.lang.NoClassDefFoundError", "error", true).kind())
        .isEqualTo("java.lang.NoClassDefFoundError");
  }

  @Test
  void runningOutOfHeapOrStackIsExhaustion() {
    assertThat(judge("java.lang.OutOfMemoryError", "error", true).kind())
        .isEqualTo("out of memory");
    assertThat(judge("java.lang.StackOverflowError", "error", true).kind())
        .isEqualTo("stack overflow");
  }

  @Test
  void allocationOutOfProportionIsAmplifiedEvenWhenTheReadEndsCleanly() {
    long big = InputVerdict.AMPLIFIED_BYTES;
    InputVerdict amplified =
        InputVerdict.of(new Response.HostileRead(null, null, null, false, big), 100);
    assertThat(amplified.outcome()).isEqualTo(Outcome.EXHAUSTED);
    assertThat(amplified.kind()).isEqualTo("amplified");
    assertThat(
            InputVerdict.of(new Response.HostileRead(null, null, null, false, big), 10_000)
                .outcome())
        .as("32 MiB for 10,000 bytes is 3,355 times the input: in proportion")
        .isEqualTo(Outcome.PASS);
    assertThat(
            InputVerdict.of(new Response.HostileRead(null, null, null, false, big - 1), 1)
                .outcome())
        .isEqualTo(Outcome.PASS);
  }

  private static InputVerdict judge(String thrown, String flavour, boolean jdkType) {
    return InputVerdict.of(new Response.HostileRead(thrown, "m", flavour, jdkType, 1000), 10);
  }
}
