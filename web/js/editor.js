// The clue editor: size, one input per row and column, flagged at the line as you type, and
// the row and column totals compared; opening a file or pasted text in any format (the server
// sniffs it); exporting to every format and the picture.
import { api } from './api.js';
import { parseClue, clueText, total, cellsFromRows } from './clues.js';
import { download, pngPicture, svgPicture } from './picture.js';
import { state, emit, puzzleBody } from './state.js';
import { EXAMPLES } from './examples.js';

const $ = (id) => document.getElementById(id);
let texts = { rows: [], columns: [] };  // what is typed, kept even while it is wrong

function lineItem(kind, index) {
  const item = document.createElement('li');
  const input = document.createElement('input');
  input.value = texts[kind][index];
  input.setAttribute('aria-label', `${kind === 'rows' ? 'row' : 'column'} ${index + 1} clue`);
  input.dataset.kind = kind;
  input.dataset.index = index;
  input.placeholder = '0';
  input.spellcheck = false;
  input.autocomplete = 'off';
  const problem = document.createElement('span');
  problem.className = 'line-problem';
  problem.id = `${kind}-problem-${index}`;
  input.setAttribute('aria-describedby', problem.id);
  item.append(input, problem);
  return item;
}

function rebuildInputs() {
  for (const kind of ['rows', 'columns']) {
    const list = $(kind === 'rows' ? 'row-clues' : 'column-clues');
    list.replaceChildren(...texts[kind].map((_, i) => lineItem(kind, i)));
  }
  revalidate();
}

// Re-reads every typed clue into the puzzle, flags each line, and compares the totals. A line
// whose clue does not read is marked bad (the boards show it as "?"), never counted as 0.
function revalidate() {
  const { width, height } = state.puzzle;
  let problems = 0;
  state.puzzle.bad = { rows: [], columns: [] };
  for (const kind of ['rows', 'columns']) {
    const length = kind === 'rows' ? width : height;
    state.puzzle[kind] = texts[kind].map((text, i) => {
      const { blocks, problem } = parseClue(text, length);
      const input = document.querySelector(`input[data-kind="${kind}"][data-index="${i}"]`);
      if (input) {
        input.setAttribute('aria-invalid', problem ? 'true' : 'false');
        $(`${kind}-problem-${i}`).textContent = problem || '';
      }
      if (problem) problems++;
      state.puzzle.bad[kind][i] = Boolean(problem);
      return problem ? [] : blocks;
    });
  }
  const rowTotal = total(state.puzzle.rows), columnTotal = total(state.puzzle.columns);
  const totals = $('totals');
  if (problems) {
    totals.textContent = `${problems} clue${problems > 1 ? 's do' : ' does'} not read (marked in red): ` +
      'the totals are compared once every clue reads.';
    totals.className = 'note bad';
  } else if (rowTotal !== columnTotal) {
    totals.textContent = `The rows fill ${rowTotal} cells but the columns fill ${columnTotal}: the totals must be equal.`;
    totals.className = 'note bad';
  } else {
    totals.textContent = `Rows and columns both fill ${rowTotal} cells.`;
    totals.className = 'note';
  }
  state.valid = problems === 0 && rowTotal === columnTotal;
  state.result = null;
  emit('puzzle');
}

// Replaces the puzzle (from a file, pasted text, Draw, or the size inputs).
export function loadPuzzle(puzzle, goal = null) {
  state.puzzle = { width: puzzle.width, height: puzzle.height, title: puzzle.title || '', rows: puzzle.rows, columns: puzzle.columns };
  state.goal = goal;
  texts = { rows: puzzle.rows.map(clueText), columns: puzzle.columns.map(clueText) };
  $('width').value = puzzle.width;
  $('height').value = puzzle.height;
  $('title').value = puzzle.title || '';
  rebuildInputs();
}

function resize() {
  const width = Number($('width').value), height = Number($('height').value);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > 200 || height > 200) return;
  const fit = (list, n) => Array.from({ length: n }, (_, i) => (i < list.length ? list[i] : ''));
  state.puzzle.width = width;
  state.puzzle.height = height;
  texts = { rows: fit(texts.rows, height), columns: fit(texts.columns, width) };
  state.goal = null;
  rebuildInputs();
}

async function importText(text, format) {
  const message = $('import-message');
  message.className = 'message';
  message.textContent = 'Reading…';
  try {
    const parsed = await api('/api/parse', { text, format });
    loadPuzzle(parsed, parsed.goal ? cellsFromRows(parsed.goal, parsed.width, parsed.height) : null);
    message.textContent = `Loaded a ${parsed.width}x${parsed.height} puzzle (${parsed.format} format).`;
  } catch (error) {
    message.className = 'message bad';
    message.textContent = (error.line ? `line ${error.line}: ` : '') + error.message;
  }
}

// The picture to export: the goal, else the first solution found.
function picture() {
  if (state.goal) return state.goal;
  const solution = state.result && state.result.solutions && state.result.solutions[0];
  return solution ? cellsFromRows(solution, state.puzzle.width, state.puzzle.height) : null;
}

async function exportAs(kind) {
  const message = $('export-message');
  message.className = 'message';
  message.textContent = '';
  const { width, height } = state.puzzle;
  const base = (state.puzzle.title || 'puzzle').replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40) || 'puzzle';
  const cells = picture();
  try {
    if (kind === 'png' || kind === 'svg') {
      if (!cells) throw new Error('solve the puzzle first: there is no picture yet');
      const blob = kind === 'png' ? await pngPicture(cells, width, height)
        : new Blob([svgPicture(cells, width, height)], { type: 'image/svg+xml' });
      download(`${base}.${kind}`, blob);
    } else {
      const body = puzzleBody();
      if (cells) body.solution = Array.from({ length: height }, (_, r) =>
        Array.from(cells.subarray(r * width, (r + 1) * width), (v) => (v === 1 ? '#' : '-')).join(''));
      const converted = await api('/api/convert', { puzzle: body, to: kind });
      const extension = { non: 'non', xml: 'xml', json: 'json', grid: 'txt' }[kind];
      download(`${base}.${extension}`, new Blob([converted.text], { type: 'text/plain' }));
    }
    message.textContent = `Saved ${base}.${kind === 'grid' ? 'txt' : kind}.`;
  } catch (error) {
    message.className = 'message bad';
    message.textContent = error.message;
  }
}

export function initEditor() {
  document.querySelector('.clue-lists').addEventListener('input', (event) => {
    const input = event.target;
    if (!input.dataset.kind) return;
    texts[input.dataset.kind][Number(input.dataset.index)] = input.value;
    state.goal = null;
    revalidate();
  });
  $('width').addEventListener('change', resize);
  $('height').addEventListener('change', resize);
  $('title').addEventListener('input', () => { state.puzzle.title = $('title').value; });
  $('new-puzzle').addEventListener('click', () => {
    texts = { rows: texts.rows.map(() => ''), columns: texts.columns.map(() => '') };
    state.goal = null;
    rebuildInputs();
  });
  $('example').replaceChildren(new Option('Open an example…', ''), ...EXAMPLES.map((e) => new Option(e.label, e.name)));
  $('example').addEventListener('change', () => {
    const example = EXAMPLES.find((e) => e.name === $('example').value);
    if (example) loadPuzzle(example.puzzle);
    $('example').value = '';
  });
  $('load-text').addEventListener('click', () => importText($('paste').value));
  $('file').addEventListener('change', async () => {
    const file = $('file').files[0];
    if (!file) return;
    const extension = file.name.split('.').pop().toLowerCase();
    const format = { non: 'non', xml: 'xml', pbn: 'xml', json: 'json', txt: 'grid', grid: 'grid' }[extension];
    await importText(await file.text(), format);
  });
  document.querySelectorAll('[data-export]').forEach((button) =>
    button.addEventListener('click', () => exportAs(button.dataset.export)));
  // The page opens on an empty puzzle of the default size (the examples are one choice away).
  texts = { rows: state.puzzle.rows.map(() => ''), columns: state.puzzle.columns.map(() => '') };
  rebuildInputs();
}
