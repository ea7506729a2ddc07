// Play: solve the puzzle by hand. Fill, mark empty or clear; Check compares with the
// solution (found by the server once) and marks the mistakes; Hint asks the server for the
// next logical step from the player's own cells and shows it. In a colour puzzle Fill paints
// the colour chosen beside the tools (keys 1-9 choose it too).
import { api } from './api.js';
import { Board } from './board.js';
import { UNKNOWN, FILLED, EMPTY, cellsFromRows, rowsFromCells, lineName, isColour, colourValue } from './clues.js';
import { state, on, puzzleBody } from './state.js';
import { fetchLevel } from './solve.js';
import { showSwatches, swatchKey } from './swatches.js';

const $ = (id) => document.getElementById(id);
let board;
let fillValue = FILLED;  // what the Fill tool paints: FILLED, or the colour chosen
const palette = () => (isColour(state.puzzle) ? state.puzzle.palette : null);

function chooseFill(value) {
  fillValue = board.fill = value;
  if (document.querySelector('input[name="play-tool"]:checked').value === 'fill') board.tool = value;
}

function status(text, kind = '') {
  $('play-status').textContent = text;
  $('play-status').className = `verdict ${kind}`;
}

function restart() {
  const colours = palette();
  chooseFill(showSwatches($('play-colours'), colours, 'play-colour', chooseFill) ?? FILLED);
  $('play-colours').hidden = !colours;
  board.setPuzzle(state.puzzle);
  status(state.valid ? 'Fill the cells the clues call for.' : `On the Puzzle tab: ${state.problem}`, state.valid ? '' : 'bad');
}

async function solution() {
  if (!state.result) state.result = await api('/api/solve', { puzzle: puzzleBody(), max_solutions: 2 });
  if (state.result.verdict !== 'unique') return null;
  return cellsFromRows(state.result.solutions[0], state.puzzle.width, state.puzzle.height, palette());
}

async function check() {
  try {
    const answer = await solution();
    if (!answer) { status(`This puzzle has no single answer to check against (${state.result.verdict_text}).`, 'bad'); return; }
    const mistakes = [];
    let open = 0;
    board.cells.forEach((v, i) => {
      if (v === UNKNOWN) { if (answer[i] !== EMPTY) open++; } else if (v !== answer[i]) mistakes.push(i);
    });
    board.setMarks(mistakes, '#f7a0a0');
    if (mistakes.length) status(`${mistakes.length} mistake${mistakes.length > 1 ? 's' : ''} (red).`, 'bad');
    else if (open) status(`No mistakes so far; ${open} cells still to fill.`, 'ok');
    else status('Solved! Every cell is right.', 'ok');
  } catch (error) {
    status(error.message, 'bad');
  }
}

// When no single line decides a cell: what it takes now, worded from the puzzle's level D_k
// (a unique puzzle needs reasoning over several lines at once, never a guess).
async function stuckText() {
  const stuck = 'No single row or column decides another cell here';
  let answer;
  try {
    answer = await fetchLevel();
  } catch (error) {
    return `${stuck} (or one of your cells is wrong: Check).`;
  }
  const level = answer.level;
  if (level && level.outcome === 'level' && level.level > 1)
    return `${stuck}: this puzzle is unique, at level D${level.level}, so the next cell follows from reasoning over ` +
      `up to ${level.level} rows and columns together (what they allow where they cross), not from a guess. ` +
      'Or one of your cells is wrong: Check.';
  if (level && (level.outcome === 'above' || level.outcome === 'out-of-work'))
    return `${stuck}: this puzzle is unique but above level D${level.max_level}: it takes reasoning over more than ` +
      `${level.max_level} lines at once, or trying a cell and following where it leads. Or one of your cells is wrong: Check.`;
  if (answer.verdict === 'multiple')
    return `${stuck}: this puzzle has several solutions, so here a cell can only be guessed.`;
  return `${stuck}: one of your cells is wrong (Check), or the puzzle needs trying a cell and following where it leads.`;
}

async function hint() {
  const { width, height } = state.puzzle;
  try {
    const answer = await api('/api/hint', { puzzle: puzzleBody(), board: rowsFromCells(board.cells, width, height, '?', palette()) });
    // The line as one number, rows first (the board's numbering).
    const line = answer.row !== undefined ? answer.row : answer.column !== undefined ? height + answer.column : -1;
    if (answer.kind === 'done') { board.setLine(-1); status('Solved! Every clue is satisfied.', 'ok'); return; }
    if (answer.kind === 'contradiction') {
      board.setLine(line);
      status(`${lineName(state.puzzle, line)} cannot be completed from your cells: something there is wrong.`, 'bad');
      return;
    }
    if (answer.kind === 'stuck') {
      board.setLine(-1);
      status(await stuckText());
      return;
    }
    // A cell's value: '#' or '-', or a colour puzzle's palette character.
    const VALUE = { '#': FILLED, '-': EMPTY };
    (palette() || []).forEach((colour, k) => { VALUE[colour.char] = colourValue(k); });
    const indices = answer.cells.map(([row, column]) => row * width + column);
    answer.cells.forEach(([, , value], i) => { board.cells[indices[i]] = VALUE[value]; });
    board.line = line;
    board.setMarks(indices, '#ffb347');
    status(`Hint: ${answer.sentence} (the ${answer.cells.length} cells in orange).`, 'ok');
  } catch (error) {
    status(error.message, 'bad');
  }
}

export function initPlay() {
  board = new Board($('play-board'), {
    editable: true,
    onPaint: () => { board.line = -1; board.marks = new Map(); },
  });
  document.querySelectorAll('input[name="play-tool"]').forEach((radio) => radio.addEventListener('change', () => {
    board.tool = { fill: fillValue, mark: EMPTY, clear: UNKNOWN }[radio.value];
  }));
  $('play-board').addEventListener('keydown', (event) => { if (swatchKey($('play-colours'), event)) event.preventDefault(); });
  $('play-check').addEventListener('click', check);
  $('play-hint').addEventListener('click', hint);
  $('play-reset').addEventListener('click', restart);
  on('puzzle', restart);
  restart();
}
