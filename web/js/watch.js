// Watch: the solve replayed from its trace. Step i applies its cell changes to the board; the
// old values are kept, so stepping back restores the board exactly. Each step is said in a
// sentence, and the line it worked on is highlighted.
import { Board } from './board.js';
import { UNKNOWN, FILLED, EMPTY } from './clues.js';
import { state, on } from './state.js';

const $ = (id) => document.getElementById(id);
const VALUE = { '#': FILLED, '-': EMPTY, '?': UNKNOWN };
let board, steps = [], position = 0, cells = new Uint8Array(0), undo = [], timer = null;

// A step of the library's trace (docs/trace.md: cells as [row, column, value], the line as
// `row` or `column`, a cell as both) in the board's terms: cell indices and one line number
// (rows first, then columns). The sentence is the server's (`nono solve --explain`).
function boardStep(step) {
  const { width, height } = state.puzzle;
  const hasRow = step.row !== undefined && step.row !== null;
  const hasColumn = step.column !== undefined && step.column !== null;
  return {
    kind: step.kind,
    sentence: step.sentence,
    cell: hasRow && hasColumn ? step.row * width + step.column : -1,
    line: hasRow && !hasColumn ? step.row : hasColumn && !hasRow ? height + step.column : -1,
    cells: (step.cells || []).map(([row, column, value]) => [row * width + column, value]),
  };
}

function apply(i) {
  const step = steps[i];
  if (!undo[i]) undo[i] = step.cells.map(([index]) => [index, cells[index]]);
  for (const [index, value] of step.cells) cells[index] = VALUE[value];
}

function revert(i) {
  const before = undo[i];
  for (let k = before.length - 1; k >= 0; k--) cells[before[k][0]] = before[k][1];
}

function show() {
  const step = position > 0 ? steps[position - 1] : null;
  board.line = step ? step.line : -1;
  board.marks = new Map((step ? step.cells : []).map(([index]) => [index, '#ffb347']));
  if (step && step.cell >= 0) board.marks.set(step.cell, '#9cc3ff');
  board.setCells(cells);
  $('watch-sentence').textContent = step ? `${step.sentence}${/[.!?]$/.test(step.sentence) ? '' : '.'}`
    : steps.length ? 'The start: nothing is known. Press Play or Step ▶.' : 'Solve a puzzle to watch how it is solved.';
  const dropped = state.result && state.result.trace ? state.result.trace.dropped : 0;
  $('watch-position').textContent = `step ${position} of ${steps.length}${dropped ? ` (${dropped} more not recorded)` : ''}`;
}

export function seek(target) {
  target = Math.max(0, Math.min(steps.length, target));
  while (position < target) apply(position++);
  while (position > target) revert(--position);
  show();
}

function delay() { return [1000, 600, 350, 200, 120, 60, 30, 15, 8, 4, 1][Number($('watch-speed').value)]; }

function pause() {
  clearTimeout(timer);
  timer = null;
  $('watch-play').textContent = 'Play';
}

function play() {
  if (position >= steps.length) seek(0);
  $('watch-play').textContent = 'Pause';
  const tick = () => {
    // At the fastest speeds several steps go per frame, so long traces still finish.
    const batch = delay() <= 4 ? Math.max(1, Math.ceil(steps.length / 600)) : 1;
    seek(position + batch);
    timer = position < steps.length ? setTimeout(tick, delay()) : (pause(), null);
  };
  timer = setTimeout(tick, 0);
}

function load() {
  pause();
  steps = state.result && state.result.trace ? state.result.trace.steps.map(boardStep) : [];
  cells = new Uint8Array(state.puzzle.width * state.puzzle.height);
  undo = [];
  position = 0;
  board.setPuzzle(state.puzzle, cells);
  show();
}

export function initWatch() {
  board = new Board($('watch-board'));
  on('solved', load);
  on('puzzle', load);
  $('watch-play').addEventListener('click', () => (timer ? pause() : play()));
  $('watch-forward').addEventListener('click', () => { pause(); seek(position + 1); });
  $('watch-back').addEventListener('click', () => { pause(); seek(position - 1); });
  $('watch-start').addEventListener('click', () => { pause(); seek(0); });
  $('watch-end').addEventListener('click', () => { pause(); seek(steps.length); });
  $('view-watch').addEventListener('keydown', (event) => {
    if (event.target.tagName === 'INPUT') return;
    const actions = {
      ArrowRight: () => { pause(); seek(position + 1); }, ArrowLeft: () => { pause(); seek(position - 1); },
      Home: () => { pause(); seek(0); }, End: () => { pause(); seek(steps.length); },
      ' ': () => (timer ? pause() : play()),
    };
    if (actions[event.key] && !(event.key === ' ' && event.target.tagName === 'BUTTON')) {
      actions[event.key]();
      event.preventDefault();
    }
  });
  load();
}
