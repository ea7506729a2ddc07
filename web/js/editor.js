// The clue editor: size, one input per row and column, flagged at the line as you type, and
// the row and column totals compared; opening a file (sent as its bytes: some formats are
// binary) or pasted text in any format nono reads, with a chooser when a file holds several
// puzzles; exporting to every format of the server's table, and the picture. The palette (palette.js) makes it a
// colour puzzle: each block is then typed with its colour's character ("2k 3r").
import { api, serverInfo } from './api.js';
import { parseClue, clueText, total, cellsFromRows, rowsFromCells, isColour, colourTotals } from './clues.js';
import { initPalette, showPalette, paletteProblem } from './palette.js';
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
  const colour = isColour(state.puzzle);
  const palette = colour ? state.puzzle.palette : null;
  let problems = 0;
  state.puzzle.bad = { rows: [], columns: [] };
  const colours = { rows: [], columns: [] };
  for (const kind of ['rows', 'columns']) {
    const length = kind === 'rows' ? width : height;
    state.puzzle[kind] = texts[kind].map((text, i) => {
      const parsed = parseClue(text, length, palette);
      const { blocks, problem } = parsed;
      const input = document.querySelector(`input[data-kind="${kind}"][data-index="${i}"]`);
      if (input) {
        input.setAttribute('aria-invalid', problem ? 'true' : 'false');
        $(`${kind}-problem-${i}`).textContent = problem || '';
      }
      if (problem) problems++;
      state.puzzle.bad[kind][i] = Boolean(problem);
      colours[kind][i] = problem || !colour ? [] : parsed.colours;
      return problem ? [] : blocks;
    });
  }
  if (colour) {
    state.puzzle.rowColours = colours.rows;
    state.puzzle.columnColours = colours.columns;
  } else {
    delete state.puzzle.rowColours;
    delete state.puzzle.columnColours;
  }
  const rowTotal = total(state.puzzle.rows), columnTotal = total(state.puzzle.columns);
  // A colour puzzle's rows and columns must agree colour by colour.
  const unequal = [];
  if (colour && !problems) {
    const count = state.puzzle.palette.length;
    const byRow = colourTotals(state.puzzle.rows, colours.rows, count);
    const byColumn = colourTotals(state.puzzle.columns, colours.columns, count);
    for (let k = 1; k < count; k++)
      if (byRow[k] !== byColumn[k]) unequal.push(`${state.puzzle.palette[k].name}: the rows fill ${byRow[k]} cells but the columns fill ${byColumn[k]}`);
  }
  const paletteBad = colour ? paletteProblem(state.puzzle.palette) : '';
  const totals = $('totals');
  if (paletteBad) {
    totals.textContent = `The palette has a problem: ${paletteBad}.`;
    totals.className = 'note bad';
  } else if (problems) {
    totals.textContent = `${problems} clue${problems > 1 ? 's do' : ' does'} not read (marked in red): ` +
      'the totals are compared once every clue reads.';
    totals.className = 'note bad';
  } else if (rowTotal !== columnTotal) {
    totals.textContent = `The rows fill ${rowTotal} cells but the columns fill ${columnTotal}: the totals must be equal.`;
    totals.className = 'note bad';
  } else if (unequal.length) {
    totals.textContent = `Each colour's totals must be equal; ${unequal.join('; ')}.`;
    totals.className = 'note bad';
  } else {
    totals.textContent = `Rows and columns both fill ${rowTotal} cells${colour ? ', colour by colour' : ''}.`;
    totals.className = 'note';
  }
  state.valid = !paletteBad && problems === 0 && rowTotal === columnTotal && !unequal.length;
  // What Solve says while the clues cannot be solved: a clue in red, or only the totals.
  state.problem = paletteBad
    ? `Fix the palette first: ${paletteBad}.`
    : problems
      ? `Fix the clue${problems > 1 ? 's' : ''} marked in red first.`
      : rowTotal !== columnTotal
        ? `The rows fill ${rowTotal} cells but the columns fill ${columnTotal}: change a clue so the totals agree first.`
        : unequal.length ? `Change a clue so each colour's totals agree first (${unequal[0]}).` : '';
  state.result = null;
  emit('puzzle');
}

// Replaces the puzzle (from a file, pasted text, Draw, or the size inputs).
// A colour puzzle brings its palette and each block's colour (`rowColours`, or `row_colours`
// as the server's parse answers); a black-and-white one leaves the palette empty.
export function loadPuzzle(puzzle, goal = null) {
  const palette = puzzle.palette && puzzle.palette.length > 2 ? puzzle.palette.map((c) => ({ ...c })) : null;
  const rowColours = puzzle.rowColours || puzzle.row_colours, columnColours = puzzle.columnColours || puzzle.column_colours;
  state.puzzle = { width: puzzle.width, height: puzzle.height, title: puzzle.title || '', rows: puzzle.rows, columns: puzzle.columns, palette };
  state.goal = goal;
  texts = {
    rows: puzzle.rows.map((blocks, i) => clueText(blocks, palette && rowColours[i], palette)),
    columns: puzzle.columns.map((blocks, i) => clueText(blocks, palette && columnColours[i], palette)),
  };
  $('width').value = puzzle.width;
  $('height').value = puzzle.height;
  $('title').value = puzzle.title || '';
  // What was said of the puzzle before (loaded from a file, saved as) is not said of this one.
  for (const id of ['import-message', 'export-message']) {
    $(id).textContent = '';
    $(id).className = 'message';
  }
  $('choice-box').hidden = true;
  showPalette();
  rebuildInputs();
  emit('loaded');
}

// The palette changed (palette.js): every clue that read is written again with the new
// characters and indices, so renaming 'r' to 'x' or removing a colour keeps the clues; a clue
// in a colour that is gone is left as typed, and flagged.
function paletteChanged(before, after) {
  const rewrite = (kind, colourKey) => texts[kind].map((text, i) => {
    if (state.puzzle.bad[kind][i]) return text;
    const blocks = state.puzzle[kind][i];
    const colours = isColour({ palette: before }) ? state.puzzle[colourKey][i] : blocks.map(() => 1);
    const mapped = colours.map((k) => after.findIndex((c) => c.id === before[k].id));
    if (mapped.some((k) => k < 1)) return text;
    return isColour({ palette: after }) ? clueText(blocks, mapped, after) : clueText(blocks);
  });
  texts = { rows: rewrite('rows', 'rowColours'), columns: rewrite('columns', 'columnColours') };
  state.goal = null;
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

// The last clue input that had the focus: where the palette's "use" buttons type a colour.
let lastClue = null;

export function typeIntoClue(char) {
  const input = lastClue && lastClue.isConnected ? lastClue : document.querySelector('.clue-lists input');
  if (!input) return;
  const start = input.selectionStart ?? input.value.length, end = input.selectionEnd ?? start;
  input.setRangeText(char, start, end, 'end');
  input.focus();
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

// What was opened last ({text} or {base64, file_name}), to read another puzzle of it.
let opened = null;

// Reads a file or pasted text through POST /api/parse; `position` picks one puzzle of several.
async function importPuzzle(request, position = 0) {
  const message = $('import-message');
  message.className = 'message';
  message.textContent = 'Reading…';
  try {
    const parsed = await api('/api/parse', position ? { ...request, position } : request);
    loadPuzzle(parsed, parsed.goal ? cellsFromRows(parsed.goal, parsed.width, parsed.height, parsed.palette) : null);
    opened = request;
    showChoices(parsed);
    message.textContent = `Loaded a ${parsed.width}x${parsed.height} puzzle (${parsed.format} format)` +
      (parsed.count > 1 ? `: puzzle ${parsed.position} of the ${parsed.count} in the file.` : '.');
  } catch (error) {
    message.className = 'message bad';
    message.textContent = (error.line ? `line ${error.line}: ` : '') + error.message;
  }
}

// A picture made into a puzzle through POST /api/import, as `nono import` makes one: the
// size, colours and inversion from the fields beside the picture chooser.
async function importPicture(file) {
  const message = $('import-message');
  message.className = 'message';
  message.textContent = 'Reading…';
  const request = { base64: await fileBase64(file), title: file.name.replace(/\.[^.]*$/, '') };
  for (const [key, id] of [['width', 'picture-width'], ['height', 'picture-height'], ['colours', 'picture-colours']])
    if ($(id).value !== '') request[key] = Number($(id).value);
  if ($('picture-invert').checked) request.invert = true;
  try {
    const made = await api('/api/import', request);
    loadPuzzle(made, cellsFromRows(made.goal, made.width, made.height, made.palette));
    opened = null;
    message.textContent = `Imported a ${made.width}x${made.height} puzzle from a ${made.image.width}x${made.image.height} ` +
      `${made.format.toUpperCase()} picture` + (made.threshold === null ? ` in ${made.palette.length} colours.` : ` (threshold ${made.threshold}).`);
  } catch (error) {
    message.className = 'message bad';
    message.textContent = error.message;
  }
}

// A file holding several puzzles (webpbn's <puzzleset>): a chooser of them by title and size.
function showChoices(parsed) {
  $('choice-box').hidden = !(parsed.count > 1);
  if (!(parsed.count > 1)) return;
  $('choice-count').textContent = String(parsed.count);
  $('choice').replaceChildren(...parsed.puzzles.map((p) =>
    new Option(`${p.position}. ${p.title || 'untitled'}${p.width ? ` (${p.width}x${p.height})` : ''}`, String(p.position))));
  $('choice').value = String(parsed.position);
}

// A file's bytes as base64 (every file is sent so: PNG and P4 PBM are binary; screenshots too).
export const fileBase64 = (file) => new Promise((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(reader.result.slice(reader.result.indexOf(',') + 1));
  reader.onerror = () => reject(reader.error);
  reader.readAsDataURL(file);
});
const bytesOf = (base64) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

// What Open a file accepts and Export offers: the server's format table (GET /api/info).
async function offerFormats() {
  const formats = (await serverInfo()).format_table || [];
  const dotted = (f) => f.extensions.map((e) => `.${e}`);
  $('file').accept = formats.flatMap(dotted).join(',');
  $('file-formats').textContent = `Any format nono reads: ${formats.flatMap(dotted).join(' ')}`;
  $('paste').placeholder = `Paste a puzzle in any text format nono reads: ${formats.filter((f) => !f.binary).map((f) => f.description).join('; ')}. ` +
    `Binary files (${formats.filter((f) => f.binary).map((f) => f.name.toUpperCase()).join(', ')}): open them above.`;
  $('export-formats').replaceChildren(...formats.map((f) => {
    const button = Object.assign(document.createElement('button'), { textContent: dotted(f)[0], title: f.description });
    button.dataset.export = f.name;
    return button;
  }));
}

// The picture to export: the goal, else the first solution found.
function picture() {
  if (state.goal) return state.goal;
  const solution = state.result && state.result.solutions && state.result.solutions[0];
  return solution ? cellsFromRows(solution, state.puzzle.width, state.puzzle.height, state.puzzle.palette) : null;
}

async function exportAs(kind) {
  const message = $('export-message');
  message.className = 'message';
  message.textContent = '';
  const { width, height } = state.puzzle;
  const base = (state.puzzle.title || 'puzzle').replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40) || 'puzzle';
  const cells = picture();
  try {
    let name;
    if (kind === 'picture-png' || kind === 'picture-svg') {
      if (!cells) throw new Error('solve the puzzle first: there is no picture yet');
      const palette = isColour(state.puzzle) ? state.puzzle.palette : null;
      const blob = kind === 'picture-png' ? await pngPicture(cells, width, height, palette)
        : new Blob([svgPicture(cells, width, height, palette)], { type: 'image/svg+xml' });
      name = `${base}.${kind.slice('picture-'.length)}`;
      download(name, blob);
    } else {
      const body = puzzleBody();
      // Cells not decided are written as the background ('-' in black and white).
      const palette = isColour(state.puzzle) ? state.puzzle.palette : null;
      if (cells) body.solution = rowsFromCells(cells, width, height, palette ? palette[0].char : '-', palette);
      const converted = await api('/api/convert', { puzzle: body, to: kind });
      const format = (await serverInfo()).format_table.find((f) => f.name === kind);
      name = `${base}.${format.extensions[0]}`;
      // A binary format (PNG, P4 PBM) comes as base64, and is saved as its bytes.
      download(name, converted.base64 !== undefined ? new Blob([bytesOf(converted.base64)], { type: 'application/octet-stream' })
        : new Blob([converted.text], { type: 'text/plain' }));
    }
    message.textContent = `Saved ${name}.`;
  } catch (error) {
    message.className = 'message bad';
    message.textContent = error.message;
  }
}

export function initEditor() {
  document.querySelector('.clue-lists').addEventListener('focusin', (event) => {
    if (event.target.dataset.kind) lastClue = event.target;
  });
  initPalette({ changed: paletteChanged, revalidate, type: typeIntoClue });
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
  $('load-text').addEventListener('click', () => importPuzzle({ text: $('paste').value }));
  $('file').addEventListener('change', async () => {
    const file = $('file').files[0];
    if (!file) return;
    $('import-message').className = 'message';
    $('import-message').textContent = 'Reading…';
    // The server takes the format from the file's extension, else from its content.
    await importPuzzle({ base64: await fileBase64(file), file_name: file.name });
    $('file').value = '';  // choosing the same file again reads it again
  });
  $('choice').addEventListener('change', () => importPuzzle(opened, Number($('choice').value)));
  $('picture-file').addEventListener('change', async () => {
    const file = $('picture-file').files[0];
    if (!file) return;
    await importPicture(file);
    $('picture-file').value = '';
  });
  document.querySelector('#view-puzzle').addEventListener('click', (event) => {
    const button = event.target.closest('[data-export]');
    if (button) exportAs(button.dataset.export);
  });
  offerFormats().catch((error) => { $('import-message').textContent = error.message; });
  // The page opens on an empty puzzle of the default size (the examples are one choice away).
  texts = { rows: state.puzzle.rows.map(() => ''), columns: state.puzzle.columns.map(() => '') };
  rebuildInputs();
}
