package io.serialtck.report.security;

import static io.serialtck.report.security.HostileCells.advice;
import static io.serialtck.report.security.HostileCells.canary;
import static io.serialtck.report.security.HostileCells.malformed;
import static io.serialtck.report.security.HostileCells.secure;
import static io.serialtck.report.security.HostileCells.secureSkipped;
import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.CellResult;
import io.serialtck.verdict.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SecurityAdviceTest {

  private static final String SET_SECURE = "Before reading untrusted bytes, set ";
  private static final String NOTHING_STOPS = "No setting the kit knows stops it";
  private static final String NO_CANARY = "No canary ran";

  private static final Map<Outcome, String> MALFORMED_ADVICE =
      Map.of(
          Outcome.CRASHED, "never read untrusted bytes in-process",
          Outcome.TIMED_OUT, "read under a deadline",
          Outcome.EXHAUSTED, "bound what a read may take",
          Outcome.FAULTED, "catch RuntimeException");

  @Test
  void aCanaryThatRanAtTheKitsSettingsButNotAtSecureOnesAsksForTheSecureSettings() {
    String advice =
        advice(
            canary(
                "lib", "object-field", Outcome.RAN_UNASKED, "looked up", "initialized", "setter"),
            canary("lib", "other-root", Outcome.RAN_UNASKED, "looked up", "constructor"),
            canary("lib", "interface-field", Outcome.PASS, "looked up"),
            secure("lib", "object-field", Outcome.REJECTED, "looked up"),
            secure("lib", "other-root", Outcome.REJECTED),
            secure("lib", "interface-field", Outcome.REJECTED));

    assertThat(advice)
        .isEqualTo(
            SET_SECURE
                + HostileCells.SECURE
                + ": at the kit's settings reading bytes that name a class ran its static"
                + " initializer, setter and constructor (object-field, other-root); at those"
                + " settings it was rejected.")
        .doesNotContain(NOTHING_STOPS, NO_CANARY);
  }

  @Test
  void saysWhatTheSecureSettingsDidInsteadWhenTheyReadWithoutLookingTheClassUp() {
    String advice =
        advice(
            canary("lib", "object-field", Outcome.RAN_UNASKED, "looked up", "constructor"),
            secure("lib", "object-field", Outcome.PASS),
            canary("lib", "other-root", Outcome.RAN_UNASKED, "looked up", "readResolve"),
            secure("lib", "other-root", Outcome.REJECTED, "looked up"));

    assertThat(advice)
        .startsWith(SET_SECURE + HostileCells.SECURE)
        .contains("ran its constructor and readResolve")
        .endsWith("at those settings it was not looked up or was rejected.");
  }

  @Test
  void aCanaryThatRanAtSecureSettingsTooMeansNothingTheKitKnowsStopsIt() {
    String advice =
        advice(
            canary("lib", "object-field", Outcome.RAN_UNASKED, "looked up", "initialized"),
            secure("lib", "object-field", Outcome.RAN_UNASKED, "looked up", "initialized"),
            canary("lib", "other-root", Outcome.PASS),
            secure("lib", "other-root", Outcome.REJECTED));

    assertThat(advice)
        .startsWith(NOTHING_STOPS)
        .contains("ran its static initializer (object-field)")
        .contains("at " + HostileCells.SECURE + " it ran its static initializer too")
        .contains("untrusted bytes must not reach it")
        .doesNotContain(SET_SECURE, NO_CANARY);
  }

  @Test
  void aCanaryThatRanWithoutSecureSettingsToTryMeansNothingTheKitKnowsStopsIt() {
    String advice =
        advice(
            canary("lib", "collection-element", Outcome.RAN_UNASKED, "looked up", "readObject"),
            secureSkipped("lib", "collection-element"));

    assertThat(advice)
        .isEqualTo(
            NOTHING_STOPS
                + ": at the kit's settings reading bytes that name a class ran its readObject"
                + " (collection-element), with no secure settings to try (no secure settings: lib"
                + " does not implement SecureSettings); untrusted bytes must not reach it.");
  }

  @Test
  void secureCellsThatCrashedDoNotCountAsStoppingIt() {
    String advice =
        advice(
            canary("lib", "object-field", Outcome.RAN_UNASKED, "looked up", "constructor"),
            secure("lib", "object-field", Outcome.TIMED_OUT),
            canary("lib", "other-root", Outcome.PASS),
            secure("lib", "other-root", Outcome.REJECTED));

    assertThat(advice)
        .startsWith(NOTHING_STOPS)
        .contains("and at " + HostileCells.SECURE + " the reads ended TIMED_OUT;")
        .doesNotContain(SET_SECURE);
  }

  @Test
  void noCanaryRanSaysSo() {
    String advice =
        advice(
            canary("lib", "object-field", Outcome.REJECTED, "looked up"),
            canary("lib", "other-root", Outcome.PASS),
            secureSkipped("lib", "object-field"));

    assertThat(advice).startsWith(NO_CANARY).doesNotContain(SET_SECURE, NOTHING_STOPS);
  }

  @Test
  void aCanaryThatRanOnlyAtSecureSettingsIsAWarningNotAnInstruction() {
    String advice =
        advice(
            canary("lib", "object-field", Outcome.REJECTED),
            secure("lib", "object-field", Outcome.RAN_UNASKED, "looked up", "setter"));

    assertThat(advice)
        .startsWith("No canary ran at the kit's settings, but at " + HostileCells.SECURE)
        .contains("ran its setter")
        .doesNotContain(SET_SECURE, NOTHING_STOPS);
  }

  @ParameterizedTest
  @EnumSource(
      value = Outcome.class,
      names = {"CRASHED", "TIMED_OUT", "EXHAUSTED", "FAULTED"})
  void eachHarmOfMalformedInputHasItsAdviceExactlyWhenACellShowsIt(Outcome harm) {
    String advice =
        advice(
            malformed("lib", "truncation", Outcome.REJECTED, "", 3, "01 02 03"),
            malformed("lib", "bit-flip", harm, mode(harm), 7, "00 11 22 33 44 55 66"));

    MALFORMED_ADVICE.forEach(
        (outcome, phrase) -> {
          if (outcome == harm) {
            assertThat(advice).contains(phrase);
          } else {
            assertThat(advice).doesNotContain(phrase);
          }
        });
    assertThat(advice).startsWith("Against malformed bytes, ").doesNotContain("Every malformed");
  }

  @Test
  void theHarmsAreListedWorstFirstWithTheirEvidence() {
    String advice =
        advice(
            malformed(
                "lib",
                "truncation",
                Outcome.FAULTED,
                "read: java.lang.NullPointerException",
                3,
                "01 02 03"),
            malformed(
                "lib",
                "bit-flip",
                Outcome.FAULTED,
                "read: java.lang.ArrayIndexOutOfBoundsException, java.lang.InternalError",
                9,
                "01"),
            malformed("lib", "extreme-length", Outcome.EXHAUSTED, "read: out of memory", 12, "7f"),
            malformed("lib", "depth-bomb", Outcome.EXHAUSTED, "read: stack overflow", 400, "aa"),
            malformed(
                "lib", "random-bytes", Outcome.CRASHED, "read: fatal error SIGSEGV", 20, "ff"));

    assertThat(advice)
        .isEqualTo(
            "Against malformed bytes, never read untrusted bytes in-process: a 20-byte"
                + " random-bytes input crashed the JVM (fatal error SIGSEGV); bound what a read"
                + " may take (an input size limit, the library's own limits where it has them, or"
                + " a process of its own): a 12-byte extreme-length input exhausted it (out of"
                + " memory); catch RuntimeException and Error around reads, not only the"
                + " library's own exception: malformed input threw java.lang.NullPointerException,"
                + " java.lang.ArrayIndexOutOfBoundsException, java.lang.InternalError.");
  }

  @Test
  void malformedInputReadOrRejectedCleanlySaysSo() {
    String advice =
        advice(
            malformed("lib", "truncation", Outcome.REJECTED, "", 3, "01 02 03"),
            malformed("lib", "bit-flip", Outcome.PASS, "", -1, null));

    assertThat(advice).startsWith("Every malformed input was read or cleanly rejected");
    MALFORMED_ADVICE.values().forEach(phrase -> assertThat(advice).doesNotContain(phrase));
  }

  @Test
  void theCanarySentenceComesFirstAndTheMalformedOneSecond() {
    String advice =
        advice(
            malformed("lib", "truncation", Outcome.REJECTED, "", 3, "01"),
            canary("lib", "object-field", Outcome.PASS));

    assertThat(advice)
        .isEqualTo(
            "No canary ran: reading bytes that name a class the reader never asked for ran none"
                + " of its code. Every malformed input was read or cleanly rejected: no limit or"
                + " catch beyond the library's own exception is needed.");
  }

  @Test
  void harnessErrorsAreLeftOutOfTheAdvice() {
    List<CellResult> cells = new ArrayList<>();
    cells.add(malformed("lib", "truncation", Outcome.REJECTED, "", 3, "01"));
    CellResult broken = malformed("lib", "bit-flip", Outcome.SKIPPED, "", -1, null);
    cells.add(
        CellResult.builder(
                broken.configuration(), broken.category(), broken.scenario(), broken.direction())
            .outcome(Outcome.SKIPPED)
            .detail("harness error at DEFINE: boom")
            .writer(broken.writer())
            .reader(broken.reader())
            .harnessError(true)
            .durationMicros(1)
            .build());

    String advice = advice(cells.toArray(CellResult[]::new));

    assertThat(advice).startsWith("Every malformed input was read or cleanly rejected");
  }

  private static String mode(Outcome harm) {
    return switch (harm) {
      case CRASHED -> "read: fatal error SIGSEGV";
      case TIMED_OUT -> "read: timed out";
      case EXHAUSTED -> "read: out of memory";
      case FAULTED -> "read: java.lang.NullPointerException";
      default -> "";
    };
  }
}
