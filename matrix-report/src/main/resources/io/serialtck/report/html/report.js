/* SerialTCK matrix page: sorting, filters, folding, columns, cell links, keyboard and the detail
   panel. Inlined by HtmlReport. */
(function () {
  'use strict';

  const data = JSON.parse(document.getElementById('cell-data').textContent);
  const table = document.getElementById('matrix');
  const panel = document.getElementById('detail');
  const columnStyle = document.head.appendChild(document.createElement('style'));
  let selected = null;
  // Roving focus: the one cell of the matrix in the tab order; the arrow keys move it.
  let active = null;
  let cellsByKey = null;

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

  function visible(element) {
    return element.offsetParent !== null;
  }

  // ---- Cell links: index.html#configuration/scenario/direction

  function linkPart(text) {
    return encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%40/g, '@');
  }

  function cellHash(cell) {
    return '#' + [cell.id, cell.scenario, cell.direction].map(linkPart).join('/');
  }

  /** The number of the cell a hash names, or undefined. */
  function cellIndexOf(hash) {
    if (!cellsByKey) {
      cellsByKey = new Map();
      data.cells.forEach((fields, index) => {
        const [id] = data.configurations[fields[0]];
        const [, scenario, direction] = data.rows[fields[1]];
        cellsByKey.set(id + '/' + scenario + '/' + direction, index);
      });
    }
    try {
      return cellsByKey.get(decodeURIComponent(hash.replace(/^#/, '')));
    } catch (malformed) {
      return undefined;
    }
  }

  /** Undoes whatever hides a cell: its category unticked, a mark filter, a fold, its column. */
  function reveal(td) {
    const tbody = td.closest('tbody');
    const tr = td.closest('tr');
    for (const input of document.querySelectorAll('#filters input[name="category"]')) {
      if (input.value === tbody.dataset.category) {
        input.checked = true;
      }
    }
    if (tr.classList.contains('filtered-out')) {
      document.querySelectorAll('#filters input[name="mark"]:checked')
        .forEach(input => { input.checked = false; });
    }
    if (tr.classList.contains('folded')) {
      tbody.classList.add('unfolded');
    }
    const chosen = chosenColumns();
    if (chosen.size > 0 && !chosen.has(td.cellIndex - 1)) {
      document.querySelector('#columns input[data-column="' + (td.cellIndex - 1) + '"]').checked = true;
    }
    applyFilters();
    applyColumns();
  }

  function openFromHash() {
    const index = cellIndexOf(location.hash);
    const td = index === undefined ? null : table.querySelector('td[data-cell="' + index + '"]');
    if (!td) {
      return;
    }
    reveal(td);
    showDetail(td, false);
    document.getElementById('detail-title').focus({preventScroll: true});
  }

  // ---- The detail panel

  // Every text goes in with textContent: details hold whatever a library threw, markup included.
  function showDetail(td, updateAddress) {
    const cell = cellAt(Number(td.dataset.cell));
    if (selected) {
      selected.classList.remove('selected');
    }
    selected = td;
    td.classList.add('selected');
    setActive(td);
    document.getElementById('detail-title').textContent =
      cell.id + ' › ' + cell.scenario + ' › ' + cell.direction;
    const link = document.getElementById('detail-link');
    link.href = cellHash(cell);
    const about = td.parentElement.querySelector('th > p');
    document.getElementById('detail-about').textContent = about ? about.textContent : '';
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
    const note = td.parentElement.querySelector('th > small');
    field('direction', cell.direction + (note ? ': ' + note.textContent : ''));
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
    if (updateAddress) {
      history.replaceState(null, '', cellHash(cell));
    }
    td.scrollIntoView({block: 'nearest', inline: 'nearest'});
  }

  /** Closes the panel and gives the focus back to the cell it showed. */
  function closeDetail() {
    if (panel.hidden) {
      return;
    }
    panel.hidden = true;
    document.body.classList.remove('with-detail');
    if (cellIndexOf(location.hash) !== undefined) {
      history.replaceState(null, '', location.pathname + location.search);
    }
    if (selected) {
      const td = selected;
      selected.classList.remove('selected');
      selected = null;
      setActive(td);
      td.focus();
    }
  }

  // ---- Keyboard: roving focus over the cells

  function setActive(td) {
    if (active && active !== td) {
      active.removeAttribute('tabindex');
    }
    active = td;
    td.tabIndex = 0;
  }

  /** Keeps a visible cell in the tab order when filters, folds or columns hide the active one. */
  function keepActiveCellVisible() {
    if (active && visible(active)) {
      return;
    }
    for (const td of table.querySelectorAll('td[data-cell]')) {
      if (visible(td)) {
        setActive(td);
        return;
      }
    }
  }

  function cellBeside(td, step) {
    let next = td;
    do {
      next = step > 0 ? next.nextElementSibling : next.previousElementSibling;
    } while (next && !(next.dataset.cell !== undefined && visible(next)));
    return next && next.tagName === 'TD' ? next : null;
  }

  function cellAbove(td, step) {
    const rows = Array.from(table.querySelectorAll('tr.row')).filter(visible);
    let at = rows.indexOf(td.parentElement) + step;
    for (; at >= 0 && at < rows.length; at += step) {
      const candidate = rows[at].cells[td.cellIndex];
      if (candidate && candidate.dataset.cell !== undefined) {
        return candidate;
      }
    }
    return null;
  }

  table.addEventListener('keydown', event => {
    const td = event.target.closest('td[data-cell]');
    if (!td) {
      return;
    }
    let next = null;
    switch (event.key) {
      case 'Enter':
      case ' ':
        event.preventDefault();
        showDetail(td, true);
        document.getElementById('detail-title').focus({preventScroll: true});
        return;
      case 'ArrowRight': next = cellBeside(td, 1); break;
      case 'ArrowLeft': next = cellBeside(td, -1); break;
      case 'ArrowDown': next = cellAbove(td, 1); break;
      case 'ArrowUp': next = cellAbove(td, -1); break;
      default: return;
    }
    event.preventDefault();
    if (next) {
      setActive(next);
      next.focus();
    }
  });

  // ---- Filters, folds and columns

  function checked(name) {
    return new Set(Array.from(
      document.querySelectorAll('#filters input[name="' + name + '"]:checked'), input => input.value));
  }

  function chosenColumns() {
    return new Set(Array.from(document.querySelectorAll('#columns input:checked'),
      input => Number(input.dataset.column)));
  }

  /** Shows only the ticked configurations' columns: one rule per hidden column, none per cell. */
  function applyColumns() {
    const chosen = chosenColumns();
    const hidden = [];
    if (chosen.size > 0) {
      for (let column = 0; column < data.configurations.length; column++) {
        if (!chosen.has(column)) {
          hidden.push('#matrix tr > :nth-child(' + (column + 2) + ')');
        }
      }
    }
    columnStyle.textContent = hidden.length ? hidden.join(',\n') + ' { display: none; }' : '';
    keepActiveCellVisible();
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
      let topic = null;
      let shownInTopic = 0;
      for (const tr of tbody.rows) {
        if (tr.classList.contains('topic-head')) {
          if (topic) {
            topic.hidden = shownInTopic === 0;
          }
          topic = tr;
          shownInTopic = 0;
          continue;
        }
        if (!tr.classList.contains('row')) {
          continue;
        }
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
          shownInTopic++;
        }
      }
      if (topic) {
        topic.hidden = shownInTopic === 0;
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
    keepActiveCellVisible();
  }

  // ---- Sorting the scores: by the number each cell carries, or by text

  function sortScores(th) {
    const scores = th.closest('table');
    const column = th.cellIndex;
    const best = th.dataset.best;
    const was = th.getAttribute('aria-sort');
    const ascending = was === 'none' ? best !== 'high' : was === 'descending';
    for (const header of th.parentElement.cells) {
      header.setAttribute('aria-sort', 'none');
    }
    th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
    const key = tr => {
      const cell = tr.cells[column];
      return cell && cell.dataset.sort !== undefined ? cell.dataset.sort : null;
    };
    const body = scores.tBodies[0];
    const rows = Array.from(body.rows);
    rows.sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x === null || y === null) {
        return (x === null) - (y === null);
      }
      const order = best === 'text'
        ? x.localeCompare(y, undefined, {numeric: true}) : Number(x) - Number(y);
      return ascending ? order : -order;
    });
    body.append(...rows);
  }

  const scores = document.getElementById('scores-table');
  if (scores) {
    scores.tHead.addEventListener('click', event => {
      const button = event.target.closest('button.sort');
      if (button) {
        sortScores(button.closest('th'));
      }
    });
  }

  // ---- Events

  table.addEventListener('click', event => {
    const toggle = event.target.closest('button.fold-toggle');
    if (toggle) {
      toggle.closest('tbody').classList.toggle('unfolded');
      applyFilters();
      return;
    }
    const td = event.target.closest('td[data-cell]');
    if (td) {
      showDetail(td, true);
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
  document.getElementById('filters').addEventListener('change', event => {
    if (event.target.name === 'column') {
      applyColumns();
    } else {
      applyFilters();
    }
  });
  document.getElementById('columns-clear').addEventListener('click', () => {
    document.querySelectorAll('#columns input:checked').forEach(input => { input.checked = false; });
    applyColumns();
  });
  document.getElementById('detail-close').addEventListener('click', closeDetail);
  document.addEventListener('keydown', event => {
    if (event.key === 'Escape') {
      closeDetail();
    }
  });
  window.addEventListener('hashchange', openFromHash);
  applyFilters();
  openFromHash();
})();
