// Solving the puzzle on the server: the verdict, the solution on the board, and for several
// solutions two of them side by side with the cells where they differ. The trace comes back
// with the answer, for the Watch view.
import { api } from './api.js';
import { Board } from './board.js';
import { cellsFromRows } from './clues.js';
import { state, on, emit, puzzleBody } from './state.js';

const $ = (id) => document.getElementById(id);
let first, second;

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
    `(${(result.stats.seconds * 1000).toFixed(1)} ms, ${result.trace ? result.trace.steps.length : 0} steps)`,
  good ? 'ok' : 'bad');
  first.setPuzzle(state.puzzle, solutions[0] ? cellsFromRows(solutions[0], width, height) : null);
  $('solution-caption').textContent = solutions[0] ? (solutions.length > 1 ? 'First solution' : 'The solution') : '';
  $('second-figure').hidden = solutions.length < 2;
  if (solutions.length >= 2) {
    const a = cellsFromRows(solutions[0], width, height), b = cellsFromRows(solutions[1], width, height);
    const differ = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ.push(i);
    second.setPuzzle(state.puzzle, b);
    first.setMarks(differ, '#f7b2b2');
    second.setMarks(differ, '#f7b2b2');
    $('solution-caption').textContent = `First solution; ${differ.length} cells differ from the second`;
  }
}

export async function solvePuzzle() {
  if (!state.valid) {
    showVerdict('Fix the clues marked in red first.', 'bad');
    return null;
  }
  showVerdict('Solving…');
  try {
    const result = await api('/api/solve', {
      puzzle: puzzleBody(), algorithm: $('algorithm').value || 'engine', max_solutions: 2, trace: true,
    });
    state.result = result;
    showResult(result);
    emit('solved');
    return result;
  } catch (error) {
    showVerdict((error.line ? `line ${error.line}: ` : '') + error.message, 'bad');
    return null;
  }
}

export async function initSolve() {
  first = new Board($('solution-board'), { crosses: false });
  second = new Board($('second-board'), { crosses: false });
  $('solve').addEventListener('click', solvePuzzle);
  on('puzzle', () => {
    first.setPuzzle(state.puzzle, state.goal ? state.goal.slice() : null);
    $('second-figure').hidden = true;
    $('solution-caption').textContent = state.goal ? 'The picture given with the puzzle' : '';
    showVerdict('');
  });
  try {
    const info = await api('/api/info');
    $('algorithm').replaceChildren(...info.algorithms.map((a) => {
      const option = document.createElement('option');
      option.value = a.name;
      option.textContent = a.name;
      option.title = a.summary;
      return option;
    }));
  } catch (error) {
    showVerdict(error.message, 'bad');
  }
}
