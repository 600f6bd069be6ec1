package io.serialtck.report.race;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SvgWriterTest {

  @Test
  void writesTheRootWithItsHooksAndEscapesAttributesAndText() {
    SvgWriter svg = new SvgWriter("size-x", 100, 50.25, "Sizes <of> \"x\"");
    svg.open("g", "class", "a&b", "stroke-dasharray", null)
        .text("text", "</svg><script>", "x", "1")
        .empty("line", "x1", "0")
        .close("g");

    assertThat(svg.finish())
        .isEqualTo(
            """
            <svg class="race-chart" id="chart-size-x" data-chart="size-x" role="img" \
            aria-label="Sizes &lt;of&gt; &quot;x&quot;" width="100" height="50.3" \
            viewBox="0 0 100 50.3">
            <title>Sizes &lt;of&gt; &quot;x&quot;</title>
            <g class="a&amp;b">
            <text x="1">&lt;/svg&gt;&lt;script&gt;</text>
            <line x1="0"/>
            </g>
            </svg>
            """);
  }

  @Test
  void attributesComeInPairs() {
    SvgWriter svg = new SvgWriter("c", 1, 1, "c");

    assertThatThrownBy(() -> svg.empty("line", "x1")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void numbersHaveAtMostOneDecimalAndNoExponent() {
    assertThat(SvgWriter.number(12)).isEqualTo("12");
    assertThat(SvgWriter.number(12.345)).isEqualTo("12.3");
    assertThat(SvgWriter.number(-0.04)).isEqualTo("0");
    assertThat(SvgWriter.number(1e7)).isEqualTo("10000000");
  }
}
