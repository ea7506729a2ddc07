// Draw: paint a picture and the clues follow. After each pause in painting the server checks
// the clues: unique or not, and solvable by line logic alone; the cells that make it ambiguous
// (where two solutions differ, or what line logic leaves open) are highlighted. With a colour
// palette on the Puzzle tab, Draw paints in the colour chosen and the clues carry colours.
import { api } from './api.js';
import { Board } from './board.js';
import { FILLED, EMPTY, UNKNOWN, cluesOfPicture, rowsFromCells, cellsFromRows, valueColour, isColour } from './clues.js';
import { state, on, puzzleBody } from './state.js';
import { loadPuzzle } from './editor.js';
import { showSwatches, swatchKey } from './swatches.js';

const $ = (id) => document.getElementById(id);
let board, timer = null, generation = 0;
let palette = null;  // the colours painted with (a colour puzzle's palette), or null

function status(text, kind = '') {
  $('draw-status').textContent = text;
  $('draw-status').className = `verdict ${kind}`;
}

// The picture's cells: painted ones keep their colour, the rest are 0 (not painted).
const painted = (v) => (v === UNKNOWN || v === EMPTY || (palette ? valueColour(v) >= palette.length : v !== FILLED) ? 0 : v);

// The puzzle the picture makes: its clues (with their colours and the palette in colour).
function puzzleOfPicture(inks = palette) {
  const { width, height } = board.puzzle;
  const picture = board.cells.map(painted);
  return { width, height, ...cluesOfPicture(picture, width, height, Boolean(inks)), palette: inks, picture };
}

// Clues at once; the verdict after a short pause (and only the latest answer is shown).
function changed() {
  const { picture, ...puzzle } = puzzleOfPicture();
  board.puzzle = puzzle;
  board.render();
  clearTimeout(timer);
  timer = setTimeout(check, 250);
}

async function check() {
  const mine = ++generation;
  const { picture, ...puzzle } = puzzleOfPicture();
  status('Checking…');
  try {
    const answer = await api('/api/check', { puzzle: puzzleBody(puzzle) });
    if (mine !== generation) return;
    if (answer.verdict === 'unique' && answer.line_solvable) {
      board.setMarks([], '');
      status('Unique, and line logic alone solves it.', 'ok');
    } else if (answer.verdict === 'unique') {
      board.setMarks(answer.line_open_cells, '#ffd27a');
      status(`Unique, but line logic alone leaves ${answer.line_open_cells.length} cells open (orange): it needs probing or guessing.`, 'bad');
    } else if (answer.verdict === 'multiple') {
      board.setMarks(answer.differing_cells, '#f7a0a0');
      status(`Not unique: ${answer.solutions_found} or more solutions; the red cells differ between two of them.`, 'bad');
    } else {
      board.setMarks([], '');
      status(answer.verdict_text, 'bad');
    }
  } catch (error) {
    if (mine === generation) status(error.message, 'bad');
  }
}

// "Make unique": the server's repair (POST /api/repair) changes the fewest cells it finds;
// they are painted in and marked, and the verdict is checked again.
async function makeUnique() {
  const mine = ++generation;
  const { width, height, rows, columns } = puzzleOfPicture();
  const solution = rowsFromCells(board.cells, width, height, '-');
  status('Looking for the fewest cells to change…');
  try {
    const answer = await api('/api/repair', { puzzle: { width, height, rows, columns, solution } });
    if (mine !== generation) return;
    if (answer.outcome === 'already') { check(); return; }
    if (answer.outcome !== 'repaired') {
      status(`No change of at most ${answer.max_changes} cells makes it unique: try redrawing the red cells.`, 'bad');
      return;
    }
    for (const change of answer.changes) board.cells[change.cell] = change.to === 'filled' ? FILLED : 0;
    const { rows: newRows, columns: newColumns } = puzzleOfPicture();
    board.puzzle = { width, height, rows: newRows, columns: newColumns };
    board.setMarks(answer.changes.map((change) => change.cell), '#9fd3ff');
    board.render();
    const n = answer.changes.length;
    status(`Unique now: ${n} cell${n === 1 ? '' : 's'} changed (blue).`, 'ok');
  } catch (error) {
    if (mine === generation) status(error.message, 'bad');
  }
}

function reset(width, height, cells = null) {
  board.setPuzzle({ width, height, rows: [], columns: [], palette }, cells || new Uint8Array(width * height));
  $('draw-width').value = width;
  $('draw-height').value = height;
  changed();
}

export function initDraw() {
  board = new Board($('draw-board'), { editable: true, onPaint: changed, reserveClues: true });
  const resize = () => {
    const width = Number($('draw-width').value), height = Number($('draw-height').value);
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > 200 || height > 200) return;
    const old = board.cells, oldWidth = board.puzzle.width, cells = new Uint8Array(width * height);
    for (let r = 0; r < Math.min(height, board.puzzle.height); r++)
      for (let c = 0; c < Math.min(width, oldWidth); c++) cells[r * width + c] = old[r * oldWidth + c];
    reset(width, height, cells);
  };
  $('draw-width').addEventListener('change', resize);
  $('draw-height').addEventListener('change', resize);
  $('draw-clear').addEventListener('click', () => reset(board.puzzle.width, board.puzzle.height));
  $('draw-from-puzzle').addEventListener('click', () => {
    const { width, height } = state.puzzle;
    const solution = state.goal || (state.result && state.result.solutions[0] && cellsFromRows(state.result.solutions[0], width, height, state.puzzle.palette));
    if (!solution) { status('Solve the puzzle first: there is no picture to start from.', 'bad'); return; }
    reset(width, height, solution.map((v) => (v === EMPTY || v === UNKNOWN ? 0 : v)));
  });
  $('draw-make-unique').addEventListener('click', makeUnique);
  // The palette is the Puzzle tab's: adding a colour here adds it there (and the clues there
  // are written with it).
  $('draw-add-colour').addEventListener('click', () => $('add-colour').click());
  $('draw-use').addEventListener('click', () => {
    // A picture in one ink is black and white, whatever palette it was painted with (black
    // alone after the traffic light): it then gets a level, and Make unique works on it.
    const oneInk = new Set(board.cells.map(painted).filter((v) => v !== 0)).size <= 1;
    if (oneInk) board.cells = board.cells.map((v) => (painted(v) ? FILLED : 0));
    const { picture, ...puzzle } = puzzleOfPicture(oneInk ? null : palette);
    loadPuzzle({ ...puzzle, title: 'Drawn' }, picture);
    document.getElementById('tab-puzzle').click();
  });
  $('draw-board').addEventListener('keydown', (event) => { if (swatchKey($('draw-colours'), event)) event.preventDefault(); });
  // The palette follows the Puzzle tab's: a colour puzzle's colours to paint with.
  on('puzzle', () => {
    const next = isColour(state.puzzle) ? state.puzzle.palette.map((c) => ({ ...c })) : null;
    if (JSON.stringify(next) === JSON.stringify(palette)) return;
    palette = next;
    choosePalette();
    changed();
  });
  reset(10, 10);
  choosePalette();
}

function choosePalette() {
  const first = showSwatches($('draw-colours'), palette, 'draw-colour', (value) => { board.tool = board.fill = value; });
  $('draw-colour-note').textContent = palette ? "(the Puzzle tab's palette; keys 1-9 choose)" : 'black';
  $('draw-add-colour').disabled = $('add-colour').disabled;
  board.tool = board.fill = first ?? FILLED;
  board.puzzle.palette = palette;
  // Repair works on black-and-white pictures only.
  $('draw-make-unique').disabled = Boolean(palette);
  $('draw-make-unique').title = palette ? 'Make unique works on black-and-white pictures only'
    : 'Change the fewest cells nono finds (at most 10) so that the clues have one solution';
}

export const drawnRows = () => rowsFromCells(board.cells, board.puzzle.width, board.puzzle.height, '?', palette);
