package io.serialtck.tck.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RunToRunDetailTest {

  @Test
  void aTimeALibraryLoggedOnACrashedWorkersStandardErrorSaysTheSame() {
    String first =
        "CRASHED read: worker JVM exited with code 3; stderr: 2026-11-29 09:22:46 INFO Fory:156";
    String second =
        "CRASHED read: worker JVM exited with code 3; stderr: 2026-11-29 09:25:56 INFO Fory:156";

    assertThat(RunToRunDetail.masked(first)).isEqualTo(RunToRunDetail.masked(second));
  }

  @Test
  void oneNiosClassIdsSayTheSameWhateverTheirLength() {
    String sixteen =
        "read: java.lang.ClassCastException: class sun.reflect.Stub$0a16692a3418b38a$Fixture$$Lambda"
            + " cannot be cast; SerializerNotFoundException: 1f00aa03418b38a2";
    String fifteen =
        "read: java.lang.ClassCastException: class sun.reflect.Stub$b16692a3418b38a$Fixture$$Lambda"
            + " cannot be cast; SerializerNotFoundException: f00aa03418b38a2";

    assertThat(RunToRunDetail.masked(sixteen)).isEqualTo(RunToRunDetail.masked(fifteen));
    assertThat(RunToRunDetail.masked(fifteen)).contains("Stub$ID$Fixture");
    assertThat(RunToRunDetail.masked("Stub$0a16692a3418b38a$Fixture"))
        .isNotEqualTo(RunToRunDetail.masked("Stub$0a16692a3418b38a$Other"));
  }

  @Test
  void aValueThatIsADateIsNotATimeOfDayAndStays() {
    assertThat(RunToRunDetail.masked("f0: expected 2091-04-03 (LocalDate), got 2091-04-04"))
        .isEqualTo("f0: expected 2091-04-03 (LocalDate), got 2091-04-04");
  }

  @Test
  void aLocalDateTimeValueStays() {
    assertThat(RunToRunDetail.masked("f1: expected 2091-04-03T10:15:30 (LocalDateTime)"))
        .isEqualTo("f1: expected 2091-04-03T10:15:30 (LocalDateTime)");
  }

  @Test
  void theDepthOfAStackOverflowSaysTheSame() {
    assertThat(RunToRunDetail.masked("more than 1803 levels deep"))
        .isEqualTo(RunToRunDetail.masked("more than 2211 levels deep"));
  }

  @Test
  void anIdentityHashCodeInAnObjectsDumpSaysTheSame() {
    assertThat(RunToRunDetail.masked("expected Fixture@1b2c3d4e, got Fixture@5f6a7b8c"))
        .isEqualTo("expected Fixture@HASH, got Fixture@HASH");
    assertThat(RunToRunDetail.masked("mail to a@1b2c3d4e")).isEqualTo("mail to a@HASH");
    assertThat(RunToRunDetail.masked("the value 0x@1b2c3d4")).isEqualTo("the value 0x@HASH");
    assertThat(RunToRunDetail.masked("a bare @1b2c3d4e stays")).isEqualTo("a bare @1b2c3d4e stays");
  }

  @Test
  void aLongDetailCutAtAnotherPlaceSaysTheSame() {
    assertThat(
            RunToRunDetail.masked(
                "read: more than 1803 levels deep at Node.next… (5120 characters)"))
        .isEqualTo(
            RunToRunDetail.masked(
                "read: more than 211 levels deep at Node.nex… (5118 characters)"));
  }

  @Test
  void theMemoryFstUnsafeReadsAsAClassNameSaysTheSame() {
    assertThat(
            RunToRunDetail.masked("read: class not found CLASSNAME:\u0001x\nq… (900 characters)"))
        .isEqualTo(RunToRunDetail.masked("read: class not found CLASSNAME:zz"))
        .isEqualTo("read: class not found CLASSNAME:<memory>");
  }

  /** .ci/same-results reads the masks with Python's ASCII word characters; so does the kit. */
  @Test
  void aTimeRightAfterANonAsciiLetterIsMaskedAsPythonMasksIt() {
    assertThat(RunToRunDetail.masked("Zeitstempel é2026-11-29 09:22:46 INFO"))
        .isEqualTo("Zeitstempel éTIME INFO");
    assertThat(RunToRunDetail.masked("x2026-11-29 09:22:46")).isEqualTo("x2026-11-29 09:22:46");
    assertThat(RunToRunDetail.masked("dump Fixture@1b2c3d4eé")).isEqualTo("dump Fixture@HASHé");
  }

  @Test
  void aDifferentOutcomeStillDiffers() {
    assertThat(RunToRunDetail.masked("f0: expected 1, got 2"))
        .isNotEqualTo(RunToRunDetail.masked("f0: expected 1, got 3"));
  }
}
