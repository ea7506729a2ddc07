// Watch: the solve replayed from its trace. Step i applies its cell changes to the board; the
// old values are kept, so stepping back restores the board exactly. Each step is said in a
// sentence, and the line it worked on is highlighted.
import { Board } from './board.js';
import { UNKNOWN, FILLED, EMPTY, lineName } from './clues.js';
import { state, on } from './state.js';

const $ = (id) => document.getElementById(id);
const VALUE = { '#': FILLED, '-': EMPTY, '?': UNKNOWN };
let board, steps = [], position = 0, cells = new Uint8Array(0), undo = [], timer = null;

// "2-4 and 7" from sorted 1-based positions.
function ranges(numbers) {
  const parts = [];
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
    parts.push(i === j ? `${numbers[i]}` : `${numbers[i]}-${numbers[j]}`);
    i = j + 1;
  }
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
}

const cellName = (index) => `row ${Math.floor(index / state.puzzle.width) + 1}, column ${index % state.puzzle.width + 1}`;
const valueWord = (v) => (v === '#' ? 'filled' : v === '-' ? 'empty' : 'unknown');

// What a line step decided, by position along the line: "cells 2-3 are filled, cell 5 is empty".
function lineChanges(step) {
  const { width, height } = state.puzzle;
  const isRow = step.line < height;
  const groups = { '#': [], '-': [], '?': [] };
  for (const [index, value] of step.cells) groups[value].push(isRow ? index % width + 1 : Math.floor(index / width) + 1);
  const parts = [];
  for (const value of ['#', '-']) {
    const list = groups[value].sort((a, b) => a - b);
    if (list.length) parts.push(`${list.length > 1 ? 'cells' : 'cell'} ${ranges(list)} ${list.length > 1 ? 'are' : 'is'} ${valueWord(value)}`);
  }
  return parts.join(', ');
}

export function sentence(step) {
  const n = step.cells.length;
  switch (step.kind) {
    case 'line': return `${lineName(state.puzzle, step.line)}: ${lineChanges(step)}.`;
    case 'probe': return `Trying ${cellName(step.cell)} as ${valueWord(step.value)}` +
      (step.contradiction ? ': that leads to a contradiction.' : '.');
    case 'forced': return step.cell >= 0
      ? `Probing ${cellName(step.cell)}: ${valueWord(step.value)} failed, so ${n} cell${n === 1 ? '' : 's'} ${n === 1 ? 'is' : 'are'} fixed.`
      : `Probing: both values agree on ${n} cell${n === 1 ? '' : 's'}.`;
    case 'guess': return `${step.alternative ? 'Trying the other value: ' : 'Guess: '}${cellName(step.cell)} is ${valueWord(step.value)} (depth ${step.depth}).`;
    case 'backtrack': return `Backtrack to depth ${step.depth}: ${n} cell${n === 1 ? '' : 's'} undone.`;
    case 'contradiction': return `${step.line >= 0 ? lineName(state.puzzle, step.line) : 'The grid'} cannot be completed: a contradiction.`;
    case 'solution': return `Solution ${step.count || ''} found.`.replace('  ', ' ');
    default: return `${step.kind} (${n} cell changes).`;
  }
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
  board.line = step && step.kind === 'line' || step && step.kind === 'contradiction' ? step.line : -1;
  board.marks = new Map((step ? step.cells : []).map(([index]) => [index, '#ffb347']));
  if (step && step.cell >= 0) board.marks.set(step.cell, '#9cc3ff');
  board.setCells(cells);
  $('watch-sentence').textContent = step ? sentence(step)
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
  steps = state.result && state.result.trace ? state.result.trace.steps : [];
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
