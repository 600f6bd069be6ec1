/* SerialTCK matrix page: filters, folding and the cell detail panel. Inlined by HtmlReport. */
(function () {
  'use strict';

  const data = JSON.parse(document.getElementById('cell-data').textContent);
  const table = document.getElementById('matrix');
  const panel = document.getElementById('detail');
  let selected = null;

  /** One cell of the data, its fields named (the array layout is CellDetailsJson's). */
  function cellAt(index) {
    const [configuration, row, outcome, harnessError, detail, writer, reader, durationMicros,
      minimalCase] = data.cells[index];
    const [id, library, version] = data.configurations[configuration];
    const [category, scenario, direction] = data.rows[row];
    return {
      id, library, version, category, scenario, direction, outcome, harnessError, durationMicros,
      detail: data.texts[detail],
      writer: data.texts[writer],
      reader: data.texts[reader],
      minimalCase: minimalCase < 0 ? null : data.texts[minimalCase],
    };
  }

  function markOf(td) {
    const markClass = Array.from(td.classList).find(name => name.startsWith('o-'));
    return markClass ? markClass.slice(2) : '';
  }

  function duration(micros) {
    return micros >= 1000000 ? (micros / 1000000).toFixed(2) + ' s'
      : micros >= 1000 ? (micros / 1000).toFixed(1) + ' ms' : micros + ' µs';
  }

  // Every text goes in with textContent: details hold whatever a library threw, markup included.
  function showDetail(td) {
    const cell = cellAt(Number(td.dataset.cell));
    if (selected) {
      selected.classList.remove('selected');
    }
    selected = td;
    td.classList.add('selected');
    document.getElementById('detail-title').textContent =
      cell.id + ' › ' + cell.scenario + ' › ' + cell.direction;
    const fields = document.getElementById('detail-fields');
    fields.replaceChildren();
    const field = (name, value) => {
      const dt = document.createElement('dt');
      dt.textContent = name;
      const dd = document.createElement('dd');
      dd.textContent = value;
      fields.append(dt, dd);
      return dd;
    };
    field('configuration', cell.id + (cell.library ? ' (' + cell.library + ' ' + cell.version + ')' : ''));
    field('category', cell.category);
    field('scenario', cell.scenario);
    field('direction', cell.direction);
    const outcome = field('outcome', '');
    outcome.id = 'detail-outcome';
    const mark = document.createElement('span');
    mark.className = 'mark o-' + markOf(td);
    mark.textContent = td.textContent;
    outcome.append(mark, ' ' + cell.outcome
      + (cell.harnessError ? ' (harness error: the kit failed, not the library)' : ''));
    field('writer', cell.writer);
    field('reader', cell.reader);
    field('duration', duration(cell.durationMicros));
    document.getElementById('detail-text').textContent = cell.detail || '(no detail)';
    document.getElementById('detail-minimal-case').hidden = cell.minimalCase === null;
    document.getElementById('detail-minimal-case-text').textContent = cell.minimalCase || '';
    panel.hidden = false;
    document.body.classList.add('with-detail');
    td.scrollIntoView({block: 'nearest', inline: 'nearest'});
  }

  function closeDetail() {
    panel.hidden = true;
    document.body.classList.remove('with-detail');
    if (selected) {
      selected.classList.remove('selected');
      selected = null;
    }
  }

  function checked(name) {
    return new Set(Array.from(
      document.querySelectorAll('#filters input[name="' + name + '"]:checked'), input => input.value));
  }

  /** The same words as MatrixTable.foldText, with the count that the filters leave. */
  function foldText(count, byOutcome, unfolded) {
    const outcomes = Object.keys(byOutcome).sort().map(key => byOutcome[key] + ' ' + key);
    return count + (count === 1 ? ' row' : ' rows')
      + ' where every configuration gives the same outcome (' + outcomes.join(', ') + ') — '
      + (unfolded ? 'hide' : 'show');
  }

  function applyFilters() {
    const categories = checked('category');
    const marks = checked('mark');
    let rows = 0;
    let shown = 0;
    let folded = 0;
    for (const tbody of table.tBodies) {
      const categoryShown = categories.has(tbody.dataset.category);
      const unfolded = tbody.classList.contains('unfolded');
      tbody.hidden = !categoryShown;
      const foldedByOutcome = {};
      let foldedHere = 0;
      for (const tr of tbody.querySelectorAll('tr.row')) {
        const rowMarks = tr.dataset.marks.split(' ');
        const matches = marks.size === 0 || rowMarks.some(mark => marks.has(mark));
        tr.classList.toggle('filtered-out', !matches);
        if (!categoryShown || !matches) {
          continue;
        }
        rows++;
        if (tr.classList.contains('folded')) {
          foldedHere++;
          foldedByOutcome[rowMarks[0]] = (foldedByOutcome[rowMarks[0]] || 0) + 1;
        }
        if (!tr.classList.contains('folded') || unfolded) {
          shown++;
        }
      }
      if (!unfolded) {
        folded += foldedHere;
      }
      const toggle = tbody.querySelector('button.fold-toggle');
      if (toggle) {
        toggle.hidden = foldedHere === 0;
        toggle.textContent = foldText(foldedHere, foldedByOutcome, unfolded);
        toggle.setAttribute('aria-expanded', String(unfolded));
      }
    }
    table.classList.toggle('filtering', marks.size > 0);
    for (const td of table.querySelectorAll('td[data-cell]')) {
      td.classList.toggle('match', marks.has(markOf(td)));
    }
    document.getElementById('filter-status').textContent = rows + (rows === 1 ? ' row' : ' rows')
      + (marks.size > 0 ? ' contain ' + Array.from(marks).join(' or ') : ' in the categories shown')
      + ': ' + shown + ' shown, ' + folded + ' folded.';
  }

  table.addEventListener('click', event => {
    const toggle = event.target.closest('button.fold-toggle');
    if (toggle) {
      toggle.closest('tbody').classList.toggle('unfolded');
      applyFilters();
      return;
    }
    const td = event.target.closest('td[data-cell]');
    if (td) {
      showDetail(td);
    }
  });
  // Titles are set on first hover rather than written into every cell of the page.
  table.addEventListener('mouseover', event => {
    const td = event.target.closest('td[data-cell]');
    if (td && !td.title) {
      const cell = cellAt(Number(td.dataset.cell));
      td.title = cell.id + ' › ' + cell.scenario + ' › ' + cell.direction + ': '
        + (cell.harnessError ? 'harness error' : cell.outcome);
    }
  });
  document.getElementById('filters').addEventListener('change', applyFilters);
  document.getElementById('detail-close').addEventListener('click', closeDetail);
  document.addEventListener('keydown', event => {
    if (event.key === 'Escape') {
      closeDetail();
    }
  });
  applyFilters();
})();
