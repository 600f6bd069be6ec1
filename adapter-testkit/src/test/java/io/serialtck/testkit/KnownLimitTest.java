package io.serialtck.testkit;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.Test;

class KnownLimitTest {

  private static final KnownLimit NO_CODEC =
      KnownLimit.of("strings", IllegalStateException.class, "no codec for private fields")
          .withMessage("Can't find a codec");

  @Test
  void theNamedExceptionWithItsMessageIsTheLimit() {
    assertThatCode(
            () ->
                NO_CODEC.check(
                    "bson", new IllegalStateException("Can't find a codec for class Strings")))
        .doesNotThrowAnyException();
  }

  @Test
  void theNamedExceptionMayBeACauseOfWhatWasThrown() {
    Throwable wrapped =
        new UncheckedIOException(
            new IOException("write failed", new IllegalStateException("Can't find a codec")));

    assertThatCode(() -> NO_CODEC.check("bson", wrapped)).doesNotThrowAnyException();
  }

  @Test
  void anotherExceptionFailsAndSaysWhichWasExpected() {
    NullPointerException broken = new NullPointerException("adapter bug");

    assertThatThrownBy(() -> NO_CODEC.check("bson", broken))
        .isInstanceOf(AssertionError.class)
        .hasCause(broken)
        .hasMessageContaining("known limit of bson on strings expects")
        .hasMessageContaining(
            "java.lang.IllegalStateException with a message containing \"Can't find a codec\"")
        .hasMessageContaining("but it failed with java.lang.NullPointerException: adapter bug");
  }

  @Test
  void theRightTypeWithAnotherMessageFails() {
    assertThatThrownBy(
            () -> NO_CODEC.check("bson", new IllegalStateException("connection pool closed")))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("but it failed with");
  }

  @Test
  void aSubclassOfTheNamedTypeMatchesAndAMessageIsOptional() {
    KnownLimit anyState = KnownLimit.of("strings", RuntimeException.class, "anything at runtime");

    assertThatCode(() -> anyState.check("bson", new IllegalStateException((String) null)))
        .doesNotThrowAnyException();
  }

  @Test
  void aLimitThatNoLongerFailsMustBeRemoved() {
    assertThatThrownBy(() -> NO_CODEC.check("bson", null))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("no longer fails")
        .hasMessageContaining("remove the limit");
  }

  @Test
  void aCycleOfCausesEndsTheSearch() {
    IllegalArgumentException first = new IllegalArgumentException("first");
    IllegalArgumentException second = new IllegalArgumentException("second", first);
    first.initCause(second);

    assertThatThrownBy(() -> NO_CODEC.check("bson", first)).isInstanceOf(AssertionError.class);
  }

  @Test
  void aLimitNeedsItsReason() {
    assertThatThrownBy(() -> KnownLimit.of("strings", RuntimeException.class, " "))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
