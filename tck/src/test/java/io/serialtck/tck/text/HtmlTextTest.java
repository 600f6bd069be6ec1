package io.serialtck.tck.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HtmlTextTest {

  @Test
  void escapesMarkupAndQuotes() {
    assertThat(HtmlText.escape("a < b & c > \"d\" 'e'"))
        .isEqualTo("a &lt; b &amp; c &gt; &quot;d&quot; &#39;e&#39;");
    assertThat(HtmlText.escape(null)).isEmpty();
  }

  @Test
  void charactersXmlDoesNotAllowAreWrittenAsEscapesSoThatInlineSvgParses() {
    assertThat(HtmlText.escape("nul\u0000 bell\u0007 tab\t end \uFFFF lone \uD800."))
        .isEqualTo("nul\\u0000 bell\\u0007 tab\t end \\uFFFF lone \\uD800.");
    assertThat(HtmlText.escape("emoji \uD83D\uDE00 stays")).isEqualTo("emoji \uD83D\uDE00 stays");
  }

  @Test
  void codeSpansOfTheKitsTextsBecomeCodeElements() {
    assertThat(HtmlText.withCode("a `List<Long>` field"))
        .isEqualTo("a <code>List&lt;Long&gt;</code> field");
  }

  @Test
  void jsonInAScriptElementHoldsNoLessThanSign() {
    assertThat(HtmlText.scriptJson("{\"detail\":\"</script><!--\"}"))
        .isEqualTo("{\"detail\":\"\\u003c/script>\\u003c!--\"}");
  }
}
