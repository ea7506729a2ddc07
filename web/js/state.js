// The page's one puzzle, shared by every view: its clues (as typed, possibly with problems),
// its goal picture if known, and the last solve. Views listen for 'puzzle' and 'solved', and
// Watch for 'live' (more steps of a solve still running); 'loaded' is a new puzzle replacing it.
export const state = {
  // Opens empty; `bad` flags the lines whose typed clue does not read (editor.js). A colour
  // puzzle also has `palette` ([{name, rgb: '#rrggbb', char}], the background first) and
  // `rowColours` / `columnColours` (each block's palette index, shaped as the clues).
  puzzle: { width: 5, height: 5, title: '', rows: [[], [], [], [], []], columns: [[], [], [], [], []], bad: { rows: [], columns: [] } },
  valid: true,    // every clue parses and fits, and the totals agree
  problem: '',    // when not valid: what to fix, worded for the case (editor.js)
  goal: null,     // Uint8Array picture, when the puzzle came with one (or from Draw)
  result: null,   // the last /api/solve answer for this puzzle
  live: null,     // the solve being streamed: {steps (the trace so far), streaming}; Watch replays it
  level: null,    // the /api/classify answer for this puzzle (its level D_k), once asked
};

const events = new EventTarget();
export const on = (name, handler) => events.addEventListener(name, () => handler());
export const emit = (name) => events.dispatchEvent(new Event(name));

// The puzzle as nono JSON, the form every API call takes. A colour puzzle (a palette of the
// background and two or more colours: clues.js isColour) sends its palette, and each block as
// [length, "colour name"] (docs/formats.md).
export function puzzleBody(puzzle = state.puzzle) {
  const body = { width: puzzle.width, height: puzzle.height, rows: puzzle.rows, columns: puzzle.columns };
  if (puzzle.palette && puzzle.palette.length > 2) {
    const { palette } = puzzle;
    body.palette = palette.map(({ name, rgb, char }) => ({ name, rgb, char }));
    const coloured = (clues, colours) => clues.map((blocks, i) => blocks.map((b, j) => [b, palette[colours[i][j]].name]));
    body.rows = coloured(puzzle.rows, puzzle.rowColours);
    body.columns = coloured(puzzle.columns, puzzle.columnColours);
  }
  if (puzzle.title) body.title = puzzle.title;
  return body;
}
