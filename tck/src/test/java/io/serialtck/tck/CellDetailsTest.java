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
  void aLambdasHiddenClassNameLosesItsCounterAndAddress() {
    assertThat(
            CellDetails.clean(
                "type id 'a.LambdaFixture$$Lambda$110/0x00007f960d1b1210' and"
                    + " b.Fixture$$Lambda$145.0x00007fcd6412ea08.arg$1 and c.F$$Lambda/0x000071a2"))
        .isEqualTo("type id 'a.LambdaFixture$$Lambda' and b.Fixture$$Lambda.arg$1 and c.F$$Lambda");
  }

  @Test
  void longTextIsCutWithItsLength() {
    String cleaned = CellDetails.clean("x".repeat(7000));

    assertThat(cleaned)
        .startsWith("x".repeat(CellDetails.MAX_LENGTH))
        .endsWith("… (7000 characters)");
  }
}
