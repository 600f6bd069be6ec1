package io.serialtck.tck.junit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class XmlSafeTest {

  @Test
  void charactersXmlDoesNotAllowAreEscaped() {
    assertThat(XmlSafe.text("Expected a ] but got \uFFFF (\uFFFF)"))
        .isEqualTo("Expected a ] but got \\uFFFF (\\uFFFF)");
    assertThat(XmlSafe.text("nul \u0000, bell \u0007, \uFFFE"))
        .isEqualTo("nul \\u0000, bell \\u0007, \\uFFFE");
    assertThat(XmlSafe.text("lone \uD800 surrogate")).isEqualTo("lone \\uD800 surrogate");
  }

  @Test
  void allowedTextIsKeptAsItIs() {
    String text = "tab\t, lines\r\n, é, 𝄞 (a pair), \uE000";
    assertThat(XmlSafe.text(text)).isSameAs(text);
  }

  @Test
  void aFailureMessageIsSafeToo() {
    assertThat(new CellFailure("got \uFFFF").getMessage()).isEqualTo("got \\uFFFF");
  }
}
