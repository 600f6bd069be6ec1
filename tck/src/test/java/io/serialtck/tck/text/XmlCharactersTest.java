package io.serialtck.tck.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class XmlCharactersTest {

  @Test
  void charactersXmlDoesNotAllowAreEscaped() {
    assertThat(XmlCharacters.safe("Expected a ] but got \uFFFF (\uFFFF)"))
        .isEqualTo("Expected a ] but got \\uFFFF (\\uFFFF)");
    assertThat(XmlCharacters.safe("nul \u0000, bell \u0007, \uFFFE"))
        .isEqualTo("nul \\u0000, bell \\u0007, \\uFFFE");
    assertThat(XmlCharacters.safe("lone \uD800 surrogate")).isEqualTo("lone \\uD800 surrogate");
  }

  @Test
  void allowedTextIsKeptAsItIs() {
    String text = "tab\t, lines\r\n, é, 𝄞 (a pair), \uE000";
    assertThat(XmlCharacters.safe(text)).isSameAs(text);
  }
}
