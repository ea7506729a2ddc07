// A puzzle board drawn on one canvas: clues above and to the left, the cells, a highlighted
// line, marked cells (hint, ambiguity, mistakes) and a keyboard cursor. One canvas instead of
// a DOM node per cell keeps 100 x 100 boards fast. Editable boards paint with the pointer
// (drag to paint a run) and the keyboard (arrows, Space/Enter fill, X mark, Backspace clear).
import { UNKNOWN, FILLED, EMPTY, rowsFromCells, isColour, valueColour, clueText as typedClue } from './clues.js';

const COLORS = {
  grid: '#b8bcc6', major: '#59606e', filled: '#1f2430', mark: '#8a909c', clue: '#1f2430',
  line: 'rgba(255, 196, 0, 0.28)', cursor: '#2f7cf6', background: '#ffffff', bad: '#c62828',
};

// Text on a chip of colour `rgb` ('#rrggbb') stays readable: white on dark, black on light.
const inkOn = (rgb) => {
  const n = parseInt(rgb.slice(1), 16);
  const luma = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return luma < 150 ? '#ffffff' : '#1f2430';
};

// WCAG's contrast ratio of two '#rrggbb' colours (1 to 21; 3 is its least for graphics).
const luminance = (rgb) => {
  const n = parseInt(rgb.slice(1), 16);
  const linear = (v) => (v <= 10.31 ? v / 3295 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(n >> 16) + 0.7152 * linear((n >> 8) & 255) + 0.0722 * linear(n & 255);
};
export const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
// The edge between a mark and a filled cell whose colour is too near the mark's (pink on
// red): the ink of the two, near-black or white, that stands out from both.
const markEdge = (mark, fill) => ['#1f2430', '#ffffff'].reduce((best, ink) =>
  (Math.min(contrast(ink, mark), contrast(ink, fill)) > Math.min(contrast(best, mark), contrast(best, fill)) ? ink : best));

export class Board {
  constructor(canvas, { editable = false, onPaint = null, crosses = true, reserveClues = false } = {}) {
    this.crosses = crosses;  // draw known-empty cells with a cross (off for finished pictures)
    // Room for the longest clues the size allows, so the cells stay put while the clues of a
    // picture being drawn grow (Draw): otherwise the grid moves under the pointer.
    this.reserveClues = reserveClues;
    this.canvas = canvas;
    this.editable = editable;
    this.onPaint = onPaint;  // (index, value) for each painted cell
    this.puzzle = { width: 5, height: 5, rows: [], columns: [] };
    this.cells = new Uint8Array(25);
    this.line = -1;
    this.marks = new Map();  // index -> CSS colour
    // A colour puzzle's cells narrowed to some colours (Watch): index -> their characters.
    this.narrowed = new Map();
    this.cursor = editable ? 0 : -1;
    this.pending = false;
    this.tool = FILLED;  // what a primary click paints (FILLED, EMPTY, UNKNOWN, or a colour's value)
    this.fill = FILLED;  // what Space paints: FILLED, or the colour chosen (clues.js colourValue)
    if (editable) this.listen();
    // Tests and the console reach a board by its canvas id.
    (window.__nonoBoards ||= {})[canvas.id] = this;
    new ResizeObserver(() => this.render()).observe(canvas.parentElement);
  }

  setPuzzle(puzzle, cells = null) {
    this.puzzle = puzzle;
    this.cells = cells || new Uint8Array(puzzle.width * puzzle.height);
    this.line = -1;
    this.marks = new Map();
    if (this.cursor >= this.cells.length) this.cursor = 0;
    this.render();
  }

  setCells(cells) { this.cells = cells; this.render(); }
  setLine(line) { this.line = line; this.render(); }
  setMarks(indices, color) {
    this.marks = new Map();
    for (const index of indices) this.marks.set(index, color);
    this.render();
  }

  // Coalesce redraws into one per animation frame.
  render() {
    this.describe();
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => { this.pending = false; this.draw(); });
  }

  layout() {
    const { width, height, rows, columns } = this.puzzle;
    let rowBlocks = Math.max(1, ...rows.map((b) => b.length));
    let columnBlocks = Math.max(1, ...columns.map((b) => b.length));
    if (this.reserveClues) {
      rowBlocks = Math.max(rowBlocks, Math.ceil(width / 2));
      columnBlocks = Math.max(columnBlocks, Math.ceil(height / 2));
    }
    const available = Math.max(120, this.canvas.parentElement.clientWidth);
    const maxHeight = Math.max(240, window.innerHeight * 0.8);
    const geometry = (cell) => {
      const left = Math.ceil(rowBlocks * cell * 0.9) + 4;
      const top = Math.ceil(columnBlocks * cell * 0.9) + 4;
      return { cell, clueCell: cell, left, top, w: left + width * cell + 1, h: top + height * cell + 1 };
    };
    // Clue cells are as wide as a cell (at least 9 px so the digits stay legible).
    let cell = Math.floor(Math.min(available / (width + rowBlocks * 0.9), maxHeight / (height + columnBlocks * 0.9)));
    // The margins and the last grid line must fit too, or the box clips the right border.
    while (cell > 9 && geometry(cell).w > available) cell--;
    // Below 9 px the clues cannot be read: the board then scrolls in its box instead.
    return geometry(Math.max(9, Math.min(32, cell)));
  }

  draw() {
    const { width, height, rows, columns } = this.puzzle;
    const geometry = this.geometry = this.layout();
    const { cell, clueCell, left, top } = geometry;
    const ratio = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(geometry.w * ratio);
    this.canvas.height = Math.round(geometry.h * ratio);
    this.canvas.style.width = `${geometry.w}px`;
    this.canvas.style.height = `${geometry.h}px`;
    const g = this.canvas.getContext('2d');
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    g.fillStyle = COLORS.background;
    g.fillRect(0, 0, geometry.w, geometry.h);

    if (this.line >= 0) {
      g.fillStyle = COLORS.line;
      if (this.line < height) g.fillRect(0, top + this.line * cell, left + width * cell, cell);
      else g.fillRect(left + (this.line - height) * cell, 0, cell, top + height * cell);
    }
    // Clues: right-aligned left of each row, bottom-aligned above each column; a line whose
    // clue does not read (the editor flags it) shows a red "?", not a 0.
    g.fillStyle = COLORS.clue;
    g.font = `${Math.max(7, Math.floor(clueCell * 0.62))}px system-ui, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    const step = clueCell * 0.9;
    const bad = this.puzzle.bad || { rows: [], columns: [] };
    const clueText = (blocks, invalid) => (invalid ? ['?'] : blocks.length ? blocks : [0]);
    // A colour puzzle's numbers sit on chips of their block's colour.
    const colour = isColour(this.puzzle);
    const number = (text, x, y, invalid, colours, i) => {
      if (colour && !invalid && colours && colours[i] !== undefined) {
        const rgb = this.puzzle.palette[colours[i]].rgb;
        g.fillStyle = rgb;
        g.fillRect(x - step / 2 + 0.5, y - cell / 2 + 1, step - 1, cell - 2);
        g.fillStyle = inkOn(rgb);
      } else {
        g.fillStyle = invalid ? COLORS.bad : COLORS.clue;
      }
      g.fillText(text, x, y);
    };
    rows.forEach((blocks, r) => {
      const shown = clueText(blocks, bad.rows[r]);
      const colours = colour ? this.puzzle.rowColours[r] : null;
      shown.forEach((b, i) => number(String(b), left - 4 - (shown.length - i - 0.5) * step, top + (r + 0.5) * cell, bad.rows[r], colours, i));
    });
    columns.forEach((blocks, c) => {
      const shown = clueText(blocks, bad.columns[c]);
      const colours = colour ? this.puzzle.columnColours[c] : null;
      shown.forEach((b, i) => number(String(b), left + (c + 0.5) * cell, top - 4 - (shown.length - i - 0.5) * step, bad.columns[c], colours, i));
    });
    // Cells.
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        const index = r * width + c;
        const x = left + c * cell, y = top + r * cell;
        const mark = this.marks.get(index);
        if (mark) { g.fillStyle = mark; g.fillRect(x, y, cell, cell); }
        const value = this.cells[index];
        if (value !== UNKNOWN && value !== EMPTY) {
          const fill = colour ? (this.puzzle.palette[valueColour(value)] || { rgb: COLORS.filled }).rgb : COLORS.filled;
          g.fillStyle = fill;
          const inset = mark ? Math.max(1, cell * 0.18) : 0;
          g.fillRect(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset);
          if (mark && /^#[0-9a-f]{6}$/i.test(fill) && contrast(mark, fill) < 3) {
            g.strokeStyle = markEdge(mark, fill);
            g.lineWidth = Math.max(2, Math.round(cell * 0.1));
            g.strokeRect(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset);
          }
        } else if (value === UNKNOWN && colour && this.narrowed.has(index)) {
          // One thin bar per colour still possible, the background as an outlined one.
          const chars = [...this.narrowed.get(index)];
          const inset = Math.max(1, cell * 0.2), bar = (cell - 2 * inset) / chars.length;
          chars.forEach((char, i) => {
            const entry = this.puzzle.palette.find((c) => c.char === char);
            if (!entry) return;
            g.fillStyle = entry.rgb;
            g.fillRect(x + inset + i * bar, y + inset, bar, cell - 2 * inset);
            if (entry === this.puzzle.palette[0]) {
              g.strokeStyle = COLORS.mark;
              g.lineWidth = 1;
              g.strokeRect(x + inset + i * bar + 0.5, y + inset + 0.5, bar - 1, cell - 2 * inset - 1);
            }
          });
        } else if (value === EMPTY && this.crosses) {
          g.strokeStyle = COLORS.mark;
          g.lineWidth = 1;
          g.beginPath();
          g.moveTo(x + cell * 0.3, y + cell * 0.3); g.lineTo(x + cell * 0.7, y + cell * 0.7);
          g.moveTo(x + cell * 0.7, y + cell * 0.3); g.lineTo(x + cell * 0.3, y + cell * 0.7);
          g.stroke();
        }
      }
    }
    // Grid lines, heavier every five cells.
    for (let i = 0; i <= width; i++) this.gridLine(g, left + i * cell + 0.5, top, left + i * cell + 0.5, top + height * cell, i % 5 === 0 || i === width);
    for (let i = 0; i <= height; i++) this.gridLine(g, left, top + i * cell + 0.5, left + width * cell, top + i * cell + 0.5, i % 5 === 0 || i === height);
    if (this.editable && this.cursor >= 0 && document.activeElement === this.canvas) {
      const r = Math.floor(this.cursor / width), c = this.cursor % width;
      g.strokeStyle = COLORS.cursor;
      g.lineWidth = 2;
      g.strokeRect(left + c * cell + 1, top + r * cell + 1, cell - 2, cell - 2);
    }
  }

  // For tests and assistive tools, at once (drawing waits for the next frame): the cells as
  // text, the highlighted line, the marked cells and the clues.
  describe() {
    const { width, height, rows, columns } = this.puzzle;
    const data = this.canvas.dataset;
    const palette = isColour(this.puzzle) ? this.puzzle.palette : null;
    data.cells = rowsFromCells(this.cells, width, height, '?', palette).join('\n');
    data.line = String(this.line);
    data.marks = [...this.marks.keys()].join(' ');
    data.narrowed = [...this.narrowed].map(([index, chars]) => `${index}:${chars}`).join(' ');
    const bad = this.puzzle.bad || { rows: [], columns: [] };
    // A colour clue as typed in the editor: "2k 3r 2k".
    const text = (b, invalid, colours) => (invalid ? '?' : palette ? typedClue(b, colours, palette) : b.join(' ') || '0');
    data.clues = `${rows.map((b, i) => text(b, bad.rows[i], palette && this.puzzle.rowColours[i])).join(',')}|` +
      `${columns.map((b, i) => text(b, bad.columns[i], palette && this.puzzle.columnColours[i])).join(',')}`;
  }

  gridLine(g, x1, y1, x2, y2, major) {
    g.strokeStyle = major ? COLORS.major : COLORS.grid;
    g.lineWidth = 1;
    g.beginPath(); g.moveTo(x1, y1); g.lineTo(x2, y2); g.stroke();
  }

  cellAt(event) {
    if (!this.geometry) return -1;
    const rect = this.canvas.getBoundingClientRect();
    const { cell, left, top } = this.geometry;
    const c = Math.floor((event.clientX - rect.left - left) / cell);
    const r = Math.floor((event.clientY - rect.top - top) / cell);
    if (r < 0 || c < 0 || r >= this.puzzle.height || c >= this.puzzle.width) return -1;
    return r * this.puzzle.width + c;
  }

  paint(index, value) {
    if (index < 0 || this.cells[index] === value) return;
    this.cells[index] = value;
    if (this.onPaint) this.onPaint(index, value);
    this.render();
  }

  // A press toggles the first cell with the tool (or marks with the right button); dragging
  // paints the same value, so a run is one stroke.
  listen() {
    this.canvas.tabIndex = 0;
    let painting = null;
    this.canvas.addEventListener('contextmenu', (event) => event.preventDefault());
    this.canvas.addEventListener('pointerdown', (event) => {
      const index = this.cellAt(event);
      if (index < 0) return;
      this.canvas.focus();
      this.cursor = index;
      const tool = event.button === 2 ? EMPTY : this.tool;
      painting = this.cells[index] === tool ? UNKNOWN : tool;
      this.canvas.setPointerCapture(event.pointerId);
      this.paint(index, painting);
      this.render();
    });
    this.canvas.addEventListener('pointermove', (event) => {
      if (painting !== null) this.paint(this.cellAt(event), painting);
    });
    const stop = () => { painting = null; };
    this.canvas.addEventListener('pointerup', stop);
    this.canvas.addEventListener('pointercancel', stop);
    this.canvas.addEventListener('focus', () => this.render());
    this.canvas.addEventListener('blur', () => this.render());
    this.canvas.addEventListener('keydown', (event) => this.key(event));
  }

  key(event) {
    const { width, height } = this.puzzle;
    let r = Math.floor(this.cursor / width), c = this.cursor % width;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[event.key]) {
      r = Math.min(height - 1, Math.max(0, r + moves[event.key][0]));
      c = Math.min(width - 1, Math.max(0, c + moves[event.key][1]));
      this.cursor = r * width + c;
      this.render();
    } else if (event.key === ' ' || event.key === 'Enter' || event.key === 'f') {
      this.paint(this.cursor, this.cells[this.cursor] === this.fill ? UNKNOWN : this.fill);
    } else if (event.key === 'x' || event.key === 'X' || event.key === '.') {
      this.paint(this.cursor, this.cells[this.cursor] === EMPTY ? UNKNOWN : EMPTY);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      this.paint(this.cursor, UNKNOWN);
    } else {
      return;
    }
    event.preventDefault();
  }
}
