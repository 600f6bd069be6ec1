package io.serialtck.tck.junit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CellFailureTest {

  @Test
  void aFailureMessageIsSafeForSurefiresXml() {
    assertThat(new CellFailure("got \uFFFF").getMessage()).isEqualTo("got \\uFFFF");
  }
}
