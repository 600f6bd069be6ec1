/* SerialTCK matrix page: loading the matrix and the cells' details from the folder beside the
   page, sorting, filters, folding, columns, cell links, keyboard and the detail panel. Inlined by
   HtmlReport. */
(function () {
  'use strict';

  const manifest = JSON.parse(document.getElementById('report-data').textContent);
  const table = document.getElementById('matrix');
  const matrixBox = table.closest('.matrix-scroll');
  const loadButton = document.getElementById('matrix-load');
  const matrixStatus = document.getElementById('matrix-status');
  const filterStatus = document.getElementById('filter-status');
  const panel = document.getElementById('detail');
  const columnStyle = document.head.appendChild(document.createElement('style'));
  const columnIds = Array.from(table.tHead.querySelectorAll('th.configuration'),
    th => th.textContent);
  let matrixLoaded = false;
  let selected = null;
  // Roving focus: the one cell of the matrix in the tab order; the arrow keys move it.
  let active = null;

  // ---- The folder beside the page (IndexData): the matrix's rows and the cells' details
  // Each file is a script that calls serialtck.load(its own name, its content): a script element
  // rather than fetch(), which a page opened from disk (file://) may not use on the files beside it.

  const files = new Map();
  window.serialtck = {
    load(name, content) {
      const file = files.get(name);
      if (file) {
        file.content = content;
        file.arrived = true;
      }
    },
  };

  function folderProblem(name, what) {
    return manifest.folder + '/' + name + ' ' + what + '. This page reads the matrix and the'
      + ' cells\' details from the folder ' + manifest.folder + '/ that the report wrote beside it:'
      + ' keep that folder next to the page when copying or moving it, or render the report again'
      + ' (./serialtck report DIR).';
  }

  /** A file's content, loaded once; a file that fails is tried again at the next call. */
  function loadFile(name) {
    if (files.has(name)) {
      return files.get(name).promise;
    }
    const file = {arrived: false, content: null};
    file.promise = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      const fail = what => {
        files.delete(name);
        reject(new Error(folderProblem(name, what)));
      };
      script.addEventListener('load', () => {
        script.remove();
        if (file.arrived) {
          resolve(file.content);
        } else {
          fail('holds nothing this page can read');
        }
      });
      script.addEventListener('error', () => {
        script.remove();
        fail('cannot be read');
      });
      script.src = manifest.folder + '/' + name;
      document.head.append(script);
    });
    files.set(name, file);
    return file.promise;
  }

  let matrixLoading = null;

  /**
   * Loads every part of the matrix and puts each part's rows into its category, in order; then the
   * filters, folds and columns apply. Resolves once the rows are in; a failure says which file.
   */
  function loadMatrix() {
    if (!matrixLoading) {
      matrixLoading = loadMatrixParts();
      matrixLoading.catch(() => { matrixLoading = null; });
    }
    return matrixLoading;
  }

  function loadMatrixParts() {
    const names = manifest.matrix;
    let arrived = 0;
    loadButton.disabled = true;
    matrixBox.setAttribute('aria-busy', 'true');
    const progress = () => {
      matrixStatus.className = '';
      matrixStatus.textContent = 'Loading the matrix… (' + arrived + ' of ' + names.length
        + (names.length === 1 ? ' file)' : ' files)');
    };
    progress();
    return Promise.all(names.map(name => loadFile(name).then(part => {
      arrived++;
      progress();
      return part;
    }))).then(parts => {
      const bodies = new Map(Array.from(table.tBodies, tbody => [tbody.dataset.category, tbody]));
      parts.forEach((part, index) => {
        if (!bodies.has(part.category)) {
          throw new Error(folderProblem(names[index], 'belongs to another report'));
        }
      });
      for (const part of parts) {
        bodies.get(part.category).insertAdjacentHTML('beforeend', part.rows.join(''));
      }
      matrixLoaded = true;
      matrixBox.hidden = false;
      matrixBox.removeAttribute('aria-busy');
      loadButton.hidden = true;
      matrixStatus.textContent = '';
      applyFilters();
      applyColumns();
    }, error => {
      matrixBox.removeAttribute('aria-busy');
      loadButton.disabled = false;
      matrixStatus.className = 'load-error';
      matrixStatus.textContent = 'The matrix cannot be shown: ' + error.message;
      throw error;
    });
  }

  const details = new Map();

  /** A configuration's cells' details (CellDetailsJson), by cell number, loaded once. */
  function loadDetails(column) {
    if (!details.has(column)) {
      const name = manifest.details[column];
      const loading = loadFile(name).then(data => {
        if (data.configuration[0] !== columnIds[column]) {
          throw new Error(folderProblem(name, 'belongs to another report'));
        }
        const cells = new Map();
        for (const fields of data.cells) {
          cells.set(fields[0], fields);
        }
        return {data, cells};
      });
      loading.catch(() => details.delete(column));
      details.set(column, loading);
    }
    return details.get(column);
  }

  /** A cell's detail, its fields named (the array layout is CellDetailsJson's). */
  function detailOf(loaded, number) {
    const [, outcome, harnessError, detail, writer, reader, durationMicros, minimalCase] =
      loaded.cells.get(number);
    const [id, library, version] = loaded.data.configuration;
    const texts = loaded.data.texts;
    return {
      id, library, version, outcome, harnessError, durationMicros,
      detail: texts[detail],
      writer: texts[writer],
      reader: texts[reader],
      minimalCase: minimalCase < 0 ? null : texts[minimalCase],
    };
  }

  // ---- What the matrix says of a cell: its column's configuration, its row, its mark

  function placeOf(td) {
    const column = td.cellIndex - 1;
    const row = td.parentElement.dataset.row;
    const slash = row.lastIndexOf('/');
    return {
      column,
      id: columnIds[column],
      category: td.closest('tbody').dataset.category,
      scenario: row.slice(0, slash),
      direction: row.slice(slash + 1),
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

  function cellHash(place) {
    return '#' + [place.id, place.scenario, place.direction].map(linkPart).join('/');
  }

  /**
   * The column and row (scenario/direction) a hash names, or null when it names no cell: it must
   * start with a configuration of the page (the longest that fits) and go on to a row.
   */
  function linkTarget(hash) {
    let text;
    try {
      text = decodeURIComponent(hash.replace(/^#/, ''));
    } catch (malformed) {
      return null;
    }
    let column = -1;
    columnIds.forEach((id, index) => {
      if (text.startsWith(id + '/') && (column < 0 || id.length > columnIds[column].length)) {
        column = index;
      }
    });
    if (column < 0) {
      return null;
    }
    const row = text.slice(columnIds[column].length + 1);
    return row.includes('/') ? {column, row, text} : null;
  }

  function cellAt(target) {
    for (const tr of table.querySelectorAll('tr.row')) {
      if (tr.dataset.row === target.row) {
        const td = tr.cells[target.column + 1];
        return td && td.dataset.cell !== undefined ? td : null;
      }
    }
    return null;
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

  /** Opens the cell the address names, loading the matrix first. */
  function openFromHash() {
    const target = linkTarget(location.hash);
    if (!target) {
      return;
    }
    loadMatrix().then(() => {
      const now = linkTarget(location.hash);
      if (!now || now.text !== target.text) {
        return; // the address moved on while the matrix loaded
      }
      const td = cellAt(target);
      if (!td) {
        matrixStatus.className = 'load-error';
        matrixStatus.textContent = 'This report has no cell ' + target.text + '.';
        return;
      }
      reveal(td);
      showDetail(td, false);
      document.getElementById('detail-title').focus({preventScroll: true});
    }, () => {});
  }

  // ---- The detail panel

  function field(fields, name, value) {
    const dt = document.createElement('dt');
    dt.textContent = name;
    const dd = document.createElement('dd');
    dd.textContent = value;
    fields.append(dt, dd);
    return dd;
  }

  // Every text goes in with textContent: details hold whatever a library threw, markup included.
  // The panel opens at once with what the matrix says of the cell; the rest follows from the
  // configuration's file of details.
  function showDetail(td, updateAddress) {
    const place = placeOf(td);
    if (selected) {
      selected.classList.remove('selected');
    }
    selected = td;
    td.classList.add('selected');
    setActive(td);
    document.getElementById('detail-title').textContent =
      place.id + ' › ' + place.scenario + ' › ' + place.direction;
    document.getElementById('detail-link').href = cellHash(place);
    const about = td.parentElement.querySelector('th > p');
    document.getElementById('detail-about').textContent = about ? about.textContent : '';
    document.getElementById('detail-fields').replaceChildren();
    document.getElementById('detail-text').textContent = 'Loading the detail…';
    document.getElementById('detail-minimal-case').hidden = true;
    panel.setAttribute('aria-busy', 'true');
    panel.hidden = false;
    document.body.classList.add('with-detail');
    if (updateAddress) {
      history.replaceState(null, '', cellHash(place));
    }
    td.scrollIntoView({block: 'nearest', inline: 'nearest'});
    loadDetails(place.column).then(loaded => {
      if (selected === td) {
        fillDetail(td, place, detailOf(loaded, Number(td.dataset.cell)));
      }
    }, error => {
      if (selected === td) {
        panel.removeAttribute('aria-busy');
        document.getElementById('detail-text').textContent =
          'The detail cannot be shown: ' + error.message;
      }
    });
  }

  function fillDetail(td, place, cell) {
    const fields = document.getElementById('detail-fields');
    fields.replaceChildren();
    field(fields, 'configuration',
      cell.id + (cell.library ? ' (' + cell.library + ' ' + cell.version + ')' : ''));
    field(fields, 'category', place.category);
    field(fields, 'scenario', place.scenario);
    const note = td.parentElement.querySelector('th > small');
    field(fields, 'direction', place.direction + (note ? ': ' + note.textContent : ''));
    const outcome = field(fields, 'outcome', '');
    outcome.id = 'detail-outcome';
    const mark = document.createElement('span');
    mark.className = 'mark o-' + markOf(td);
    mark.textContent = td.textContent;
    outcome.append(mark, ' ' + cell.outcome
      + (cell.harnessError ? ' (harness error: the kit failed, not the library)' : ''));
    field(fields, 'writer', cell.writer);
    field(fields, 'reader', cell.reader);
    field(fields, 'duration', duration(cell.durationMicros));
    document.getElementById('detail-text').textContent = cell.detail || '(no detail)';
    document.getElementById('detail-minimal-case').hidden = cell.minimalCase === null;
    document.getElementById('detail-minimal-case-text').textContent = cell.minimalCase || '';
    panel.removeAttribute('aria-busy');
  }

  /** Closes the panel and gives the focus back to the cell it showed. */
  function closeDetail() {
    if (panel.hidden) {
      return;
    }
    panel.hidden = true;
    document.body.classList.remove('with-detail');
    if (linkTarget(location.hash)) {
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
      for (let column = 0; column < columnIds.length; column++) {
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
    filterStatus.textContent = rows + (rows === 1 ? ' row' : ' rows')
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

  loadButton.addEventListener('click', () => {
    loadMatrix().then(() => matrixBox.scrollIntoView({block: 'nearest'}), () => {});
  });
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
  // Titles are set on first hover rather than written into every cell.
  table.addEventListener('mouseover', event => {
    const td = event.target.closest('td[data-cell]');
    if (td && !td.title) {
      const place = placeOf(td);
      const mark = markOf(td);
      td.title = place.id + ' › ' + place.scenario + ' › ' + place.direction + ': '
        + (mark === 'HARNESS_ERROR' ? 'harness error' : mark);
    }
  });
  // A filter applies to the matrix: using one loads it, and the loaded matrix applies them all.
  document.getElementById('filters').addEventListener('change', event => {
    if (!matrixLoaded) {
      loadMatrix().catch(() => {});
    } else if (event.target.name === 'column') {
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
  filterStatus.textContent = 'The filters apply to the matrix, which loads when one is used.';
  openFromHash();
})();
