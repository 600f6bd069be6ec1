package io.serialtck.tck.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MarkdownTextTest {

  @Test
  void markupOutsideCodeSpansIsEscapedSoThatGitHubShowsIt() {
    assertThat(MarkdownText.inline("expected <not representable: 5> & <!-- more"))
        .isEqualTo("expected &lt;not representable: 5> &amp; &lt;!-- more");
  }

  @Test
  void codeSpansAreLeftAsTheyAreSinceMarkdownShowsThemLiterally() {
    assertThat(MarkdownText.inline("type `java.util.Optional<String>` & <T>"))
        .isEqualTo("type `java.util.Optional<String>` &amp; &lt;T>");
    assertThat(MarkdownText.inline("``a ` <b>`` then <c>")).isEqualTo("``a ` <b>`` then &lt;c>");
  }

  @Test
  void aBacktickRunThatIsNotClosedIsText() {
    assertThat(MarkdownText.inline("one ` tick <x>")).isEqualTo("one ` tick &lt;x>");
    assertThat(MarkdownText.inline("``two <x> `")).isEqualTo("``two &lt;x> `");
  }

  @Test
  void lineBreaksBecomeSpacesInsideAndOutsideCode() {
    assertThat(MarkdownText.inline("a\nb\r\nc `d\ne`")).isEqualTo("a b  c `d e`");
    assertThat(MarkdownText.inline(null)).isEmpty();
  }

  @Test
  void aTableCellEscapesEveryPipeCodeSpansIncluded() {
    assertThat(MarkdownText.tableCell("a | b `c | d` <e>")).isEqualTo("a \\| b `c \\| d` &lt;e>");
  }

  @Test
  void aFencedBlockCannotBeEndedByItsText() {
    assertThat(MarkdownText.fenced("x\n```\ny")).isEqualTo("x\n'''\ny");
  }
}
