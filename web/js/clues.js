// Clues as the editor sees them: typed text -> blocks, with the problems flagged per line,
// and the clues a picture has. Pure functions, shared by the editor, Draw and Play.
// Cells are numbers: UNKNOWN, FILLED (colour 1), EMPTY (the background), and in a colour
// puzzle colour c >= 2 as c + 1 (colourValue), so a black-and-white board is unchanged.
export const UNKNOWN = 0, FILLED = 1, EMPTY = 2;

// A colour puzzle has a palette of three or more entries: the background and at least two
// colours (with one colour it is black and white drawn in other colours, and solved as such).
export const isColour = (puzzle) => Boolean(puzzle && puzzle.palette && puzzle.palette.length > 2);
export const colourValue = (colour) => (colour === 0 ? EMPTY : colour === 1 ? FILLED : colour + 1);
export const valueColour = (value) => (value === EMPTY ? 0 : value === FILLED ? 1 : value >= 3 ? value - 1 : -1);

// Black and white: "3 1", "3,1", "0" or "" -> {blocks: [3, 1], problem: null | "..."}.
// Colour: each block is its length and its colour's character ("2k 3r"); a bare number is the
// first colour. Then also {colours: [palette index per block]}.
export function parseClue(text, length, palette = null) {
  if (palette && palette.length > 2) return parseColourClue(text, length, palette);
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

function parseColourClue(text, length, palette) {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '0') return { blocks: [], colours: [], problem: null };
  const blocks = [], colours = [];
  const chars = palette.slice(1).map((c) => c.char).join(' ');
  // A number, then its colour's character; blocks apart by spaces or commas, or by the
  // character itself ("2k3r").
  const tokens = trimmed.match(/[0-9]+[^0-9\s,]?|[^0-9\s,]/g) || [];
  const rest = trimmed.replace(/[0-9]+[^0-9\s,]?|[^0-9\s,]/g, '').replace(/[\s,]/g, '');
  if (rest) return { blocks, colours, problem: `invalid characters: ${rest}` };
  for (const token of tokens) {
    const match = /^([0-9]+)(.?)$/.exec(token);
    if (!match) return { blocks, colours, problem: `'${token}' has no length: write the number first, like 2${token}` };
    const colour = match[2] === '' ? 1 : palette.findIndex((c, i) => i > 0 && c.char === match[2]);
    if (colour < 0) {
      const background = palette[0].char === match[2];
      return { blocks, colours, problem: background ? `'${match[2]}' is the background (${palette[0].name}), not a block's colour`
        : `no colour '${match[2]}' in the palette (${chars})` };
    }
    blocks.push(Number(match[1]));
    colours.push(colour);
  }
  if (blocks.some((b) => b === 0)) return { blocks, colours, problem: 'a block of 0 cells (write 0 only for an empty line)' };
  const need = minLength(blocks, colours);
  if (need > length) return { blocks, colours, problem: `blocks need ${need} cells, the line has ${length}` };
  return { blocks, colours, problem: null };
}

// Cells the blocks need: a gap between neighbours (of the same colour, when colours are given).
export function minLength(blocks, colours = null) {
  let need = blocks.reduce((a, b) => a + b, 0);
  for (let i = 1; i < blocks.length; i++) if (!colours || colours[i] === colours[i - 1]) need++;
  return need;
}

export function clueText(blocks, colours = null, palette = null) {
  if (blocks.length === 0) return '0';
  if (!colours || !palette || palette.length <= 2) return blocks.join(' ');
  return blocks.map((b, i) => `${b}${palette[colours[i]].char}`).join(' ');
}
export const total = (clues) => clues.reduce((sum, blocks) => sum + blocks.reduce((a, b) => a + b, 0), 0);

// Cells of each colour the clues fill: [count of colour 1, colour 2, ...] (index 0 unused).
export function colourTotals(clues, colours, count) {
  const totals = new Array(count).fill(0);
  clues.forEach((blocks, i) => blocks.forEach((b, j) => { totals[colours[i][j]] += b; }));
  return totals;
}

// The clue of one line of cells: its runs of one colour (FILLED runs in black and white),
// as {blocks, colours}; a bare array of blocks for black and white.
export function lineClue(cells, colour = false) {
  const blocks = [], colours = [];
  let run = 0, value = UNKNOWN;
  for (const cell of cells) {
    const painted = colour ? cell !== EMPTY && cell !== UNKNOWN : cell === FILLED;
    if (painted && cell === value) { run++; continue; }
    if (run > 0) { blocks.push(run); colours.push(valueColour(value)); }
    run = painted ? 1 : 0;
    value = painted ? cell : UNKNOWN;
  }
  if (run > 0) { blocks.push(run); colours.push(valueColour(value)); }
  return colour ? { blocks, colours } : blocks;
}

// {rows, columns} of a picture held as a Uint8Array, row by row; with `colour`, also
// {rowColours, columnColours}.
export function cluesOfPicture(cells, width, height, colour = false) {
  const rows = [], columns = [], rowColours = [], columnColours = [];
  const add = (line, clues, colours) => {
    const clue = lineClue(line, colour);
    if (colour) { clues.push(clue.blocks); colours.push(clue.colours); } else clues.push(clue);
  };
  for (let r = 0; r < height; r++) add(cells.subarray(r * width, (r + 1) * width), rows, rowColours);
  for (let c = 0; c < width; c++) {
    const column = [];
    for (let r = 0; r < height; r++) column.push(cells[r * width + c]);
    add(column, columns, columnColours);
  }
  return colour ? { rows, columns, rowColours, columnColours } : { rows, columns };
}

// Rows of text <-> cells: '#' filled, '-' empty, '?' unknown; a colour puzzle's cells in its
// palette's characters (as the server writes them).
export function cellsFromRows(rows, width, height, palette = null) {
  const cells = new Uint8Array(width * height);
  const colour = palette && palette.length > 2;
  rows.forEach((row, r) => {
    for (let c = 0; c < width; c++) {
      if (colour) {
        const k = palette.findIndex((entry) => entry.char === row[c]);
        cells[r * width + c] = k >= 0 ? colourValue(k) : UNKNOWN;
      } else {
        cells[r * width + c] = row[c] === '#' ? FILLED : row[c] === '-' ? EMPTY : UNKNOWN;
      }
    }
  });
  return cells;
}

export function rowsFromCells(cells, width, height, unknown = '?', palette = null) {
  const colour = palette && palette.length > 2;
  const rows = [];
  for (let r = 0; r < height; r++) {
    let row = '';
    for (let c = 0; c < width; c++) {
      const cell = cells[r * width + c];
      if (colour) {
        const k = valueColour(cell);
        row += k >= 0 && k < palette.length ? palette[k].char : unknown;
      } else {
        row += cell === FILLED ? '#' : cell === EMPTY ? '-' : unknown;
      }
    }
    rows.push(row);
  }
  return rows;
}

// "row 4 (3 1)" / "column 2 (0)" / "row 2 (2 black, 3 red)" for a trace line number (rows
// first, then columns).
export function lineName(puzzle, line) {
  if (line < 0) return 'the grid';
  const isRow = line < puzzle.height;
  const index = isRow ? line : line - puzzle.height;
  const blocks = isRow ? puzzle.rows[index] : puzzle.columns[index];
  const colours = isColour(puzzle) ? (isRow ? puzzle.rowColours : puzzle.columnColours)[index] : null;
  const text = colours && blocks.length ? blocks.map((b, i) => `${b} ${puzzle.palette[colours[i]].name}`).join(', ') : clueText(blocks);
  return `${isRow ? 'row' : 'column'} ${index + 1} (${text})`;
}
