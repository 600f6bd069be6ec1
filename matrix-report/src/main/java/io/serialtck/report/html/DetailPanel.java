package io.serialtck.report.html;

/**
 * The panel a click on a cell opens, empty until then: the page's script fills it with {@code
 * textContent}, so no detail is ever parsed as HTML, from the matrix and from the cell's
 * configuration's file of details ({@link CellDetailsJson}), which it loads on the first click. It
 * offers the cell's own link ({@code index.html#configuration/scenario/direction}), which opens it
 * when the page loads.
 */
final class DetailPanel {

  static final String HTML =
      """
      <aside id="detail" class="detail" hidden aria-labelledby="detail-title">
      <button type="button" id="detail-close" title="Close (Esc)">×</button>
      <h2 id="detail-title" tabindex="-1">Cell</h2>
      <p class="detail-link"><a id="detail-link" href="#">Link to this cell</a></p>
      <p id="detail-about"></p>
      <dl id="detail-fields"></dl>
      <h3>Detail</h3>
      <pre id="detail-text"></pre>
      <section id="detail-minimal-case" hidden>
      <h3>Minimal case: the shrunk class pair (v1 / vN source), the steps and the values written</h3>
      <pre id="detail-minimal-case-text"></pre>
      </section>
      </aside>
      """;

  private DetailPanel() {}
}
