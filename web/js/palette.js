// The editor's palette: the background and the colours of a colour puzzle, each with its
// name, RGB (a colour picker) and the character that stands for it in clues ("2k 3r") and
// pictures. Adding a colour makes the puzzle a colour puzzle; removing all but one makes it
// black and white again. Each entry's "use" button types its character into the clue being
// edited. Checked as you type: a character twice, a digit, a missing name.
import { state } from './state.js';

const $ = (id) => document.getElementById(id);
// Colours a puzzle may have, the background included (kMaxColours, include/nono/puzzle.hpp).
export const MAX_COLOURS = 8;
const OFFERED = [
  { name: 'black', rgb: '#202020', char: 'k' }, { name: 'red', rgb: '#e02020', char: 'r' },
  { name: 'blue', rgb: '#2050e0', char: 'b' }, { name: 'green', rgb: '#20a040', char: 'g' },
  { name: 'yellow', rgb: '#f0c020', char: 'y' }, { name: 'orange', rgb: '#f08020', char: 'o' },
  { name: 'purple', rgb: '#8040c0', char: 'p' }, { name: 'brown', rgb: '#806030', char: 'n' },
];
let nextId = 1;
let hooks = { changed: () => {}, revalidate: () => {}, type: () => {} };

// Every entry gets an id, so the editor can follow a colour through renames and removals.
const withIds = (palette) => palette.map((c) => (c.id ? c : { ...c, id: nextId++ }));
const blackAndWhite = () => withIds([{ name: 'white', rgb: '#ffffff', char: '.' }, { ...OFFERED[0] }]);

// What is wrong with a palette, or '' (the server checks the same, docs/formats.md). A
// character being typed that does not work yet is `typed`; the clues keep reading `char`.
export function paletteProblem(palette) {
  const seen = new Map(), names = new Set();
  for (const [i, entry] of palette.entries()) {
    const colour = { ...entry, char: entry.typed !== undefined ? entry.typed : entry.char };
    const what = i === 0 ? 'the background' : `colour ${i}`;
    if (!colour.name.trim()) return `${what} has no name`;
    if (names.has(colour.name)) return `two colours are named '${colour.name}'`;
    names.add(colour.name);
    if ([...colour.char].length !== 1) return `${colour.name}: its character must be one character`;
    if (/[0-9\s,?]/.test(colour.char)) return `${colour.name}: '${colour.char}' cannot stand for a colour (digits, spaces, commas and '?' are taken)`;
    if (seen.has(colour.char)) return `${seen.get(colour.char)} and ${colour.name} both use the character '${colour.char}'`;
    seen.set(colour.char, colour.name);
  }
  return '';
}

function change(next) {
  const before = state.puzzle.palette || blackAndWhite();
  const after = withIds(next);
  state.puzzle.palette = after.length > 2 ? after : null;
  showPalette();
  hooks.changed(before, after);
}

function entry(colour, index) {
  const item = document.createElement('span');
  item.className = 'colour-entry';
  const what = index === 0 ? 'background' : `colour ${index}`;
  const picker = Object.assign(document.createElement('input'), { type: 'color', value: colour.rgb });
  picker.setAttribute('aria-label', `${what} RGB`);
  const name = Object.assign(document.createElement('input'), { value: colour.name, className: 'colour-name' });
  name.setAttribute('aria-label', `${what} name`);
  const char = Object.assign(document.createElement('input'), { value: colour.char, className: 'colour-char', maxLength: 1 });
  char.setAttribute('aria-label', `${what} character`);
  // The RGB and the name change nothing in the clues: the boards redraw. The character is
  // how clues are typed, so the clues are rewritten with it.
  picker.addEventListener('input', () => { colour.rgb = picker.value; hooks.revalidate(); });
  name.addEventListener('input', () => { colour.name = name.value; markProblems(); hooks.revalidate(); });
  char.addEventListener('input', () => {
    const next = state.puzzle.palette.map((c) => (c === colour ? { ...c, char: char.value, typed: undefined } : c));
    if (paletteProblem(next)) {  // flagged, and the clues keep the character that worked
      colour.typed = char.value;
      markProblems();
      hooks.revalidate();
      return;
    }
    change(next);
    document.querySelector(`#palette .colour-entry:nth-child(${index + 1}) .colour-char`).focus();
  });
  item.append(picker, name, char);
  if (index > 0) {
    const use = Object.assign(document.createElement('button'), { textContent: 'use', type: 'button' });
    use.title = `Type '${colour.char}' (${colour.name}) into the clue being edited`;
    use.setAttribute('aria-label', `type ${colour.name} into the clue`);
    use.addEventListener('mousedown', (event) => event.preventDefault());  // the clue keeps its caret
    use.addEventListener('click', () => hooks.type(colour.char));
    const remove = Object.assign(document.createElement('button'), { textContent: '×', type: 'button' });
    remove.setAttribute('aria-label', `remove ${colour.name}`);
    remove.addEventListener('click', () => change(state.puzzle.palette.filter((c) => c !== colour)));
    item.append(use, remove);
  }
  return item;
}

function markProblems() {
  const palette = state.puzzle.palette;
  const problem = palette ? paletteProblem(palette) : '';
  $('palette-note').textContent = problem ? `Palette: ${problem}.` : palette
    ? `A colour puzzle: type each block with its colour's character, like 2${palette[1].char} 3${palette[2].char} (a bare number is ${palette[1].name}).`
    : '';
  $('palette-note').className = problem ? 'note bad' : 'note';
  document.querySelectorAll('#palette .colour-char').forEach((input, i) => {
    const chars = palette ? palette.map((c) => (c.typed !== undefined ? c.typed : c.char)) : [];
    const bad = !palette || [...input.value].length !== 1 || /[0-9\s,?]/.test(input.value) || chars.indexOf(input.value) !== i;
    input.setAttribute('aria-invalid', String(Boolean(palette) && bad));
  });
}

// Draws the palette of state.puzzle (none for black and white).
export function showPalette() {
  const palette = state.puzzle.palette;
  if (palette) state.puzzle.palette = withIds(palette);
  $('palette').replaceChildren(...(palette ? state.puzzle.palette.map(entry) : [Object.assign(document.createElement('span'), { textContent: 'black and white' })]));
  $('add-colour').disabled = Boolean(palette) && palette.length >= MAX_COLOURS;
  $('add-colour').title = $('add-colour').disabled ? `At most ${MAX_COLOURS} colours, the background included`
    : 'Add a colour to the palette: the puzzle becomes a colour puzzle';
  markProblems();
}

export function initPalette(editorHooks) {
  hooks = editorHooks;
  $('add-colour').addEventListener('click', () => {
    const palette = state.puzzle.palette || blackAndWhite();
    if (palette.length >= MAX_COLOURS) return;
    const offer = OFFERED.find((c) => !palette.some((p) => p.name === c.name || p.char === c.char)) ||
      { name: `colour${palette.length}`, rgb: '#808080', char: String.fromCharCode(96 + palette.length) };
    change([...palette, { ...offer }]);
  });
  showPalette();
}
