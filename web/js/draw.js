// Draw: paint a picture and the clues follow. After each pause in painting the server checks
// the clues: unique or not, and solvable by line logic alone; the cells that make it ambiguous
// (where two solutions differ, or what line logic leaves open) are highlighted.
import { api } from './api.js';
import { Board } from './board.js';
import { FILLED, cluesOfPicture, rowsFromCells, cellsFromRows } from './clues.js';
import { state } from './state.js';
import { loadPuzzle } from './editor.js';

const $ = (id) => document.getElementById(id);
let board, timer = null, generation = 0;

function status(text, kind = '') {
  $('draw-status').textContent = text;
  $('draw-status').className = `verdict ${kind}`;
}

function puzzleOfPicture() {
  const { width, height } = board.puzzle;
  const picture = board.cells.map((v) => (v === FILLED ? FILLED : 0));
  return { width, height, ...cluesOfPicture(picture, width, height), picture };
}

// Clues at once; the verdict after a short pause (and only the latest answer is shown).
function changed() {
  const { width, height, rows, columns } = puzzleOfPicture();
  board.puzzle = { width, height, rows, columns };
  board.render();
  clearTimeout(timer);
  timer = setTimeout(check, 250);
}

async function check() {
  const mine = ++generation;
  const { width, height, rows, columns } = puzzleOfPicture();
  status('Checking…');
  try {
    const answer = await api('/api/check', { puzzle: { width, height, rows, columns } });
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

function reset(width, height, cells = null) {
  board.setPuzzle({ width, height, rows: [], columns: [] }, cells || new Uint8Array(width * height));
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
    const solution = state.goal || (state.result && state.result.solutions[0] && cellsFromRows(state.result.solutions[0], width, height));
    if (!solution) { status('Solve the puzzle first: there is no picture to start from.', 'bad'); return; }
    reset(width, height, solution.map((v) => (v === FILLED ? FILLED : 0)));
  });
  $('draw-use').addEventListener('click', () => {
    const { width, height, rows, columns, picture } = puzzleOfPicture();
    loadPuzzle({ width, height, title: 'Drawn', rows, columns }, picture);
    document.getElementById('tab-puzzle').click();
  });
  reset(10, 10);
}

export const drawnRows = () => rowsFromCells(board.cells, board.puzzle.width, board.puzzle.height);
