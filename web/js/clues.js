// Clues as the editor sees them: typed text -> blocks, with the problems flagged per line,
// and the clues a picture has. Pure functions, shared by the editor, Draw and Play.
export const UNKNOWN = 0, FILLED = 1, EMPTY = 2;

// "3 1", "3,1", "0" or "" -> {blocks: [3, 1], problem: null | "..."}.
export function parseClue(text, length) {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '0') return { blocks: [], problem: null };
  if (!/^[0-9\s,]+$/.test(trimmed)) {
    const bad = [...new Set(trimmed.replace(/[0-9\s,]/g, ''))].join('');
    return { blocks: [], problem: `invalid characters: ${bad}` };
  }
  const blocks = trimmed.split(/[\s,]+/).filter((s) => s !== '').map(Number);
  if (blocks.some((b) => b === 0)) return { blocks, problem: 'a block of 0 cells (write 0 only for an empty line)' };
  const need = minLength(blocks);
  if (need > length) return { blocks, problem: `blocks need ${need} cells, the line has ${length}` };
  return { blocks, problem: null };
}

export function minLength(blocks) {
  return blocks.length === 0 ? 0 : blocks.reduce((a, b) => a + b, 0) + blocks.length - 1;
}

export const clueText = (blocks) => (blocks.length === 0 ? '0' : blocks.join(' '));
export const total = (clues) => clues.reduce((sum, blocks) => sum + blocks.reduce((a, b) => a + b, 0), 0);

// The clue of one line of cells (FILLED runs).
export function lineClue(cells) {
  const blocks = [];
  let run = 0;
  for (const cell of cells) {
    if (cell === FILLED) run++;
    else if (run > 0) { blocks.push(run); run = 0; }
  }
  if (run > 0) blocks.push(run);
  return blocks;
}

// {rows, columns} of a picture held as a Uint8Array, row by row.
export function cluesOfPicture(cells, width, height) {
  const rows = [], columns = [];
  for (let r = 0; r < height; r++) rows.push(lineClue(cells.subarray(r * width, (r + 1) * width)));
  for (let c = 0; c < width; c++) {
    const column = [];
    for (let r = 0; r < height; r++) column.push(cells[r * width + c]);
    columns.push(lineClue(column));
  }
  return { rows, columns };
}

// Rows of text ('#' filled, '-' empty, '?' unknown) <-> cells.
export function cellsFromRows(rows, width, height) {
  const cells = new Uint8Array(width * height);
  rows.forEach((row, r) => {
    for (let c = 0; c < width; c++) cells[r * width + c] = row[c] === '#' ? FILLED : row[c] === '-' ? EMPTY : UNKNOWN;
  });
  return cells;
}

export function rowsFromCells(cells, width, height, unknown = '?') {
  const rows = [];
  for (let r = 0; r < height; r++) {
    let row = '';
    for (let c = 0; c < width; c++) {
      const cell = cells[r * width + c];
      row += cell === FILLED ? '#' : cell === EMPTY ? '-' : unknown;
    }
    rows.push(row);
  }
  return rows;
}

// "row 4 (3 1)" / "column 2 (0)" for a trace line number (rows first, then columns).
export function lineName(puzzle, line) {
  if (line < 0) return 'the grid';
  const isRow = line < puzzle.height;
  const index = isRow ? line : line - puzzle.height;
  const blocks = isRow ? puzzle.rows[index] : puzzle.columns[index];
  return `${isRow ? 'row' : 'column'} ${index + 1} (${clueText(blocks)})`;
}
