package io.serialtck.tck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CellDetailsTest {

  @Test
  void garbageBecomesEscapesAndValidTextStays() {
    assertThat(CellDetails.clean("class not found CLASSNAME:\u0001\uD800x"))
        .isEqualTo("class not found CLASSNAME:\\u0001\\ud800x");
    assertThat(CellDetails.clean("smile \uD83D\uDE00, line\nbreak"))
        .isEqualTo("smile \uD83D\uDE00, line break");
  }

  @Test
  void longTextIsCutWithItsLength() {
    String cleaned = CellDetails.clean("x".repeat(7000));

    assertThat(cleaned)
        .startsWith("x".repeat(CellDetails.MAX_LENGTH))
        .endsWith("… (7000 characters)");
  }
}
