// Solving the puzzle on the server: the verdict, the solution on the board, and for several
// solutions two of them side by side with the cells where they differ. The trace's steps are
// streamed while the server solves (state.live), so the Watch view replays from the first one
// on; the result comes last.
import { api, apiLines, serverInfo } from './api.js';
import { Board } from './board.js';
import { cellsFromRows, isColour } from './clues.js';
import { state, on, emit, puzzleBody } from './state.js';

const $ = (id) => document.getElementById(id);
let first, second, generation = 0;
// The solve under way, aborted as soon as another puzzle or solve takes its place: a streamed
// solve whose trace reached --max-trace-steps sends nothing more, so waiting for its next
// chunk to stop reading could leave the server solving (and its slot taken) until its timeout.
let running = null;

function leaveSolve() {
  ++generation;
  if (running) running.abort();
  running = null;
}
let takesLineSolver = new Set();  // the algorithms that take a line solver (/api/info)
let takesColour = new Set();  // the algorithms that solve colour puzzles (/api/info)
let colourLineSolvers = new Set();  // the line solvers with a coloured form (/api/info)
let satSolver = true;  // whether the engine has its SAT solver (/api/info; not in a browser build without CryptoMiniSat)

// A colour puzzle offers only what solves colour puzzles (/api/info): of the algorithms and of
// the line solvers, each black-and-white-only choice greyed, with the first that takes colour
// chosen in its place when it was the one chosen.
function offerFor(select, takes, fallback) {
  const colour = isColour(state.puzzle);
  for (const option of select.options) {
    option.disabled = colour && !takes.has(option.value);
    option.title = option.disabled ? `${option.value} is black-and-white only` : option.dataset.summary || '';
  }
  const chosen = select.selectedOptions[0];
  if (chosen && chosen.disabled) {
    select.value = fallback;
    select.dispatchEvent(new Event('change'));
  }
}

function colourChoices() {
  offerFor($('algorithm'), takesColour, 'engine');
  offerFor($('line-solver'), colourLineSolvers, [...colourLineSolvers][0] || 'complete');
}

function showVerdict(text, kind) {
  const verdict = $('verdict');
  verdict.textContent = text;
  verdict.className = `verdict ${kind || ''}`;
}

function showResult(result) {
  const { width, height } = state.puzzle;
  const solutions = result.solutions || [];
  const good = result.verdict === 'unique';
  showVerdict(`${result.verdict_text[0].toUpperCase()}${result.verdict_text.slice(1)} ` +
    `(${(result.stats.seconds * 1000).toFixed(1)} ms, ${result.trace ? result.trace.steps.length : 0} steps)` +
    (result.verdict === 'undecided' && !satSolver
      ? '. This version runs in the browser without the SAT solver, which decides many such puzzles in a second: try `nono serve`.' : ''),
  good ? 'ok' : 'bad');
  first.setPuzzle(state.puzzle, solutions[0] ? cellsFromRows(solutions[0], width, height, state.puzzle.palette) : null);
  $('solution-caption').textContent = solutions[0] ? (solutions.length > 1 ? 'First solution' : 'The solution') : '';
  $('second-figure').hidden = solutions.length < 2;
  const picker = $('second-index');
  picker.replaceChildren(...solutions.slice(1).map((_, i) => new Option(`solution ${i + 2}`, String(i + 1))));
  picker.hidden = solutions.length < 3;
  if (solutions.length >= 2) compare(1);
}

// The first solution beside another, with the cells where they differ in red.
function compare(index) {
  const { width, height } = state.puzzle;
  const solutions = state.result.solutions;
  const a = cellsFromRows(solutions[0], width, height, state.puzzle.palette), b = cellsFromRows(solutions[index], width, height, state.puzzle.palette);
  const differ = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ.push(i);
  second.setPuzzle(state.puzzle, b);
  first.setMarks(differ, '#f7b2b2');
  second.setMarks(differ, '#f7b2b2');
  $('solution-caption').textContent = `First solution; ${differ.length} cells differ from solution ${index + 1}` +
    (solutions.length > 2 ? ` (${solutions.length} solutions shown of ${state.result.solutions_found ?? solutions.length})` : '');
  $('second-caption').textContent = `Solution ${index + 1}; the cells where it differs from the first are marked in pink`;
}

// The difficulty: the level D_k (how many lines must be reasoned over at once), asked of the
// server after the solve, and kept for the Play view's hints.
export async function fetchLevel() {
  if (state.level) return state.level;
  const mine = generation;
  const answer = await api('/api/classify', { puzzle: puzzleBody() });
  if (mine === generation) state.level = answer;
  return answer;
}

export function levelText(answer) {
  const level = answer.level;
  if (!level) return 'Difficulty: no level (the puzzle is too large for the level analysis).';
  if (level.outcome === 'level' && level.level === 1) return 'Difficulty: level D1: each row and column, one at a time, solves it.';
  if (level.outcome === 'level')
    return `Difficulty: level D${level.level}: somewhere it needs reasoning over ${level.level} lines at once ` +
      '(no single row or column decides the next cell), but never a guess.';
  if (level.outcome === 'above')
    return `Difficulty: above level D${level.max_level}: more than ${level.max_level} lines at once, or the search (rating: ${answer.rating}).`;
  if (level.outcome === 'out-of-work')
    return `Difficulty: above level D${level.max_level}; the analysis stopped at its work limit (rating: ${answer.rating}).`;
  if (level.outcome === 'not-unique') return 'Difficulty: no level: the puzzle has several solutions, so some cell must be guessed.';
  if (level.outcome === 'colour-puzzle')
    return `Difficulty: levels D_k are measured on black-and-white puzzles only; rating: ${answer.rating ?? 'none'}` +
      ` (${{ lines: 'line logic alone solves it', probing: 'it needs probing', search: 'it needs search' }[answer.rating] || 'not rated'}).`;
  if (level.outcome === 'no-solution') return 'Difficulty: no level: the puzzle has no solution.';
  return `Difficulty: no level (${level.outcome}).`;
}

async function showLevel() {
  const mine = generation;
  $('level').textContent = 'Difficulty: measuring…';
  try {
    const answer = await fetchLevel();
    if (mine === generation) $('level').textContent = levelText(answer);
  } catch (error) {
    if (mine === generation) $('level').textContent = `Difficulty: ${error.message}`;
  }
}

export async function solvePuzzle() {
  if (!state.valid) {
    showVerdict(state.problem, 'bad');
    return null;
  }
  showVerdict('Solving…');
  leaveSolve();
  const mine = generation;
  const stop = new AbortController();  // the Stop button, shown while this solve runs
  running = stop;
  $('stop').hidden = false;
  $('stop').onclick = () => stop.abort();
  try {
    const algorithm = $('algorithm').value || 'engine';
    const request = { puzzle: puzzleBody(), algorithm, max_solutions: Number($('max-solutions').value) || 0, trace: true };
    if (takesLineSolver.has(algorithm) && $('line-solver').value) request.line_solver = $('line-solver').value;
    const live = { steps: [], streaming: true };
    state.live = live;
    emit('live');
    let result = null;
    await apiLines('/api/solve', { ...request, stream: true }, (items) => {
      if (mine !== generation) return false;  // another puzzle or solve: the server stops this one
      for (const item of items) {
        if (item.type === 'step') live.steps.push(item);
        else if (item.type === 'result') result = item;
      }
      if (!result) showVerdict(`Solving… (${live.steps.length.toLocaleString('en')} steps so far: Watch replays them)`);
      emit('live');
      return true;
    }, { signal: stop.signal });
    if (mine !== generation) return null;
    if (!result) throw new Error('the server\'s answer ended before the result');
    result.trace.steps = live.steps;  // the answer's shape without streaming (docs/server.md)
    live.streaming = false;
    state.result = result;
    showResult(result);
    emit('solved');
    showLevel();
    return result;
  } catch (error) {
    if (mine !== generation) return null;
    state.live = null;
    emit('live');
    if (error.name === 'AbortError') showVerdict('Stopped.', 'bad');
    else showVerdict((error.line ? `line ${error.line}: ` : '') + error.message, 'bad');
    return null;
  } finally {
    if (mine === generation) {
      $('stop').hidden = true;
      running = null;
    }
  }
}

export async function initSolve() {
  first = new Board($('solution-board'), { crosses: false });
  second = new Board($('second-board'), { crosses: false });
  $('solve').addEventListener('click', solvePuzzle);
  $('second-index').addEventListener('change', () => compare(Number($('second-index').value)));
  const lineSolverApplies = () => { $('line-solver').disabled = !takesLineSolver.has($('algorithm').value); };
  $('algorithm').addEventListener('change', lineSolverApplies);
  on('puzzle', () => {
    leaveSolve();
    state.live = null;
    state.level = null;
    $('level').textContent = '';
    first.setPuzzle(state.puzzle, state.goal ? state.goal.slice() : null);
    $('second-figure').hidden = true;
    $('solution-caption').textContent = state.goal ? 'The picture given with the puzzle' : '';
    showVerdict('');
    colourChoices();
  });
  try {
    const info = await serverInfo();
    $('algorithm').replaceChildren(...info.algorithms.map((a) => {
      const option = document.createElement('option');
      option.value = a.name;
      option.textContent = a.name;
      option.title = a.summary;
      option.dataset.summary = a.summary;
      return option;
    }));
    takesLineSolver = new Set(info.algorithms.filter((a) => a.line_solver).map((a) => a.name));
    takesColour = new Set(info.algorithms.filter((a) => a.colour).map((a) => a.name));
    colourLineSolvers = new Set((info.line_solvers || []).filter((l) => l.colour).map((l) => l.name));
    satSolver = info.sat !== false;
    $('line-solver').replaceChildren(...(info.line_solvers || []).map((l) => {
      const option = new Option(l.name, l.name);
      option.title = l.summary;
      option.dataset.summary = l.summary;
      return option;
    }));
    colourChoices();
    lineSolverApplies();
  } catch (error) {
    showVerdict(error.message, 'bad');
  }
}
