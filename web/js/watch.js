// Watch: the solve replayed from its trace. Step i applies its cell changes to the board; the
// old values are kept, so stepping back restores the board exactly. Each step is said in a
// sentence, and the line it worked on is highlighted. The steps where a solution was found
// are marked on the timeline ("Next solution" goes there), and the replay ends on the result:
// the solution with the verdict, not the board a search leaves after undoing its guesses
// (which, proving a solution unique, is often empty). While the server still solves, the steps
// come in as they are made (state.live): the replay starts on the first, and the result is
// added when it arrives.
import { Board } from './board.js';
import { UNKNOWN, FILLED, EMPTY, cellsFromRows, isColour, colourValue } from './clues.js';
import { state, on } from './state.js';

const $ = (id) => document.getElementById(id);
const VALUE = { '#': FILLED, '-': EMPTY, '?': UNKNOWN };
// position: steps applied, 0..steps.length; steps.length + 1 is the result.
let board, steps = [], position = 0, cells = new Uint8Array(0), undo = [], timer = null, found = [];
let source = null;  // the trace `steps` were read from (state.live's while it streams)
const narrowed = new Map();  // cell index -> the colours (palette characters) it may still take
const streaming = () => Boolean(state.live && state.live.streaming && source === state.live.steps);
// The last position: the result, or while the solve runs the last step so far.
const resultPosition = () => steps.length + 1;
const lastPosition = () => (streaming() ? steps.length : steps.length ? resultPosition() : 0);
const number = (n) => n.toLocaleString('en');

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

// A trace cell's value: '#', '-', '?', or in a colour puzzle its palette's character (one
// colour decided). Several characters are the colours a cell is narrowed to (docs/trace.md):
// the cell stays undecided, and `narrowed` keeps them for the board to draw.
function cellValue(value) {
  if (isColour(state.puzzle)) {
    const k = state.puzzle.palette.findIndex((c) => c.char === value);
    if (k >= 0) return colourValue(k);
  }
  return VALUE[value] ?? UNKNOWN;
}

function apply(i) {
  const step = steps[i];
  if (!undo[i]) undo[i] = step.cells.map(([index]) => [index, cells[index], narrowed.get(index)]);
  for (const [index, value] of step.cells) {
    cells[index] = cellValue(value);
    if (value.length > 1 && isColour(state.puzzle)) narrowed.set(index, value);
    else narrowed.delete(index);
  }
}

function revert(i) {
  const before = undo[i];
  for (let k = before.length - 1; k >= 0; k--) {
    const [index, value, set] = before[k];
    cells[index] = value;
    if (set) narrowed.set(index, set);
    else narrowed.delete(index);
  }
}

// What the replay ends on: the verdict, and how the steps after the last solution proved it.
function resultSentence() {
  const result = state.result;
  const text = `${result.verdict_text[0].toUpperCase()}${result.verdict_text.slice(1)}`;
  if (!found.length) return `${text}.`;
  const at = found.map(number).join(', ');
  const solutions = `${found.length > 1 ? 'Solutions' : 'The solution'} found at step ${at}`;
  if (result.verdict === 'unique') {
    const after = steps.length - found[found.length - 1];
    return `${text}. ${solutions}` + (after > 0 ? `; the ${number(after)} steps after it searched the rest and found no other, so it is the only one.` : '.');
  }
  return `${text}. ${solutions}.`;
}

function show() {
  const atResult = position === resultPosition();
  const step = position > 0 && !atResult ? steps[position - 1] : null;
  board.line = step ? step.line : -1;
  board.marks = new Map((step ? step.cells : []).map(([index]) => [index, '#ffb347']));
  if (step && step.cell >= 0) board.marks.set(step.cell, '#9cc3ff');
  const solution = state.result && state.result.solutions && state.result.solutions[0];
  const { width, height } = state.puzzle;
  board.narrowed = atResult ? new Map() : narrowed;
  board.setCells(atResult && solution ? cellsFromRows(solution, width, height, state.puzzle.palette) : cells);
  $('watch-sentence').textContent = atResult ? resultSentence()
    : step ? `${step.sentence}${/[.!?]$/.test(step.sentence) ? '' : '.'}`
    : steps.length ? 'The start: nothing is known. Press Play or Step ▶.' : 'Solve a puzzle to watch how it is solved.';
  const dropped = state.result && state.result.trace ? state.result.trace.dropped : 0;
  $('watch-position').textContent = (atResult ? `the result, after step ${steps.length} of ${steps.length}` : `step ${position} of ${steps.length}`) +
    (streaming() ? ' so far (still solving)' : '') + (dropped ? ` (${dropped} more not recorded)` : '');
  $('watch-timeline').value = String(position);
  $('watch-board').dataset.result = String(atResult);
}

export function seek(target) {
  target = Math.max(0, Math.min(lastPosition(), target));
  const traceTarget = Math.min(steps.length, target);
  if (position === resultPosition()) position = steps.length;
  while (position < traceTarget) apply(position++);
  while (position > traceTarget) revert(--position);
  position = target;
  show();
}

// The next step (after this one) where a solution was found; from the last, the first again.
function nextSolution() {
  const next = found.find((at) => at > position);
  if (next !== undefined) seek(next);
  else if (found.length) seek(found[0]);
}

function delay() { return [1000, 600, 350, 200, 120, 60, 30, 15, 8, 4, 1][Number($('watch-speed').value)]; }

function pause() {
  clearTimeout(timer);
  timer = null;
  $('watch-play').textContent = 'Play';
}

function play() {
  if (position >= resultPosition()) seek(0);
  $('watch-play').textContent = 'Pause';
  const tick = () => {
    // At the fastest speeds several steps go per frame, so long traces still finish.
    const batch = delay() <= 4 ? Math.max(1, Math.ceil(steps.length / 600)) : 1;
    seek(Math.min(position + batch, steps.length + (position >= steps.length ? 1 : 0)));
    // While the solve runs, the replay waits at the last step so far for the next ones.
    timer = position < resultPosition() ? setTimeout(tick, streaming() && position >= steps.length ? 50 : delay()) : (pause(), null);
  };
  timer = setTimeout(tick, 0);
}

// The trace to replay: the solve being streamed (its steps become the result's), else the
// last result's.
const currentTrace = () => (state.live ? state.live.steps : state.result && state.result.trace ? state.result.trace.steps : null);

function load() {
  pause();
  const trace = currentTrace();
  source = trace;
  steps = trace ? trace.map(boardStep) : [];
  cells = new Uint8Array(state.puzzle.width * state.puzzle.height);
  narrowed.clear();
  undo = [];
  position = 0;
  board.setPuzzle(state.puzzle, cells);
  marks();
}

// More of the same trace: the steps that came since (while streaming), or its result.
function more() {
  const trace = currentTrace();
  if (!trace || trace !== source) { load(); return; }
  // One at a time: a whole answer's 200,000 steps as arguments overflow the call stack.
  for (let i = steps.length; i < trace.length; i++) steps.push(boardStep(trace[i]));
  if (position > steps.length) position = steps.length;
  marks();
}

// The timeline, its marks where solutions were found, and the board at the position.
function marks() {
  found = [];
  steps.forEach((step, i) => { if (step.kind === 'solution') found.push(i + 1); });
  const timeline = $('watch-timeline');
  timeline.max = String(lastPosition());
  $('watch-marks').replaceChildren(...found.map((at) => new Option(`solution at step ${at}`, String(at))));
  $('watch-found').textContent = found.length
    ? `${found.length > 1 ? `${found.length} solutions` : 'The solution'} found at step ${found.map(number).join(', ')} (marked on the timeline; Next solution goes there).`
    : '';
  $('watch-solution').disabled = !found.length;
  show();
}

export function initWatch() {
  board = new Board($('watch-board'));
  on('solved', more);
  on('live', more);
  on('puzzle', load);
  $('watch-play').addEventListener('click', () => (timer ? pause() : play()));
  $('watch-forward').addEventListener('click', () => { pause(); seek(position + 1); });
  $('watch-back').addEventListener('click', () => { pause(); seek(position - 1); });
  $('watch-start').addEventListener('click', () => { pause(); seek(0); });
  $('watch-end').addEventListener('click', () => { pause(); seek(resultPosition()); });
  $('watch-solution').addEventListener('click', () => { pause(); nextSolution(); });
  $('watch-timeline').addEventListener('input', () => { pause(); seek(Number($('watch-timeline').value)); });
  $('view-watch').addEventListener('keydown', (event) => {
    if (event.target.tagName === 'INPUT') return;
    const actions = {
      ArrowRight: () => { pause(); seek(position + 1); }, ArrowLeft: () => { pause(); seek(position - 1); },
      Home: () => { pause(); seek(0); }, End: () => { pause(); seek(resultPosition()); },
      s: () => { pause(); nextSolution(); },
      ' ': () => (timer ? pause() : play()),
    };
    if (actions[event.key] && !(event.key === ' ' && event.target.tagName === 'BUTTON')) {
      actions[event.key]();
      event.preventDefault();
    }
  });
  load();
}
