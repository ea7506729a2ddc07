// The puzzle and the Play progress kept in the browser's storage (localStorage), so a reload
// or the next visit opens where the player left off, and a puzzle shared as a link: its clues
// (nono JSON) in the address after '#puzzle=', which never leaves the browser. A link opens
// before the stored puzzle; a stored or linked puzzle that does not read is skipped.
import { state, on, puzzleBody } from './state.js';
import { loadPuzzle } from './editor.js';

const PUZZLE = 'nono.puzzle';
const PLAY = 'nono.play';
const $ = (id) => document.getElementById(id);

// The editor's form of a nono JSON puzzle (puzzleBody's, state.js, read back): clues as
// numbers, a colour puzzle's blocks split into lengths and palette indices. Not through
// /api/parse, which refuses a puzzle whose totals disagree: a puzzle kept in the middle of an
// edit opens as it was left.
function editorPuzzle(body) {
  const { width, height, rows, columns } = body;
  const lines = (clues) => Array.isArray(clues) && clues.every((blocks) => Array.isArray(blocks));
  if (!Number.isInteger(width) || !Number.isInteger(height) || !lines(rows) || !lines(columns) ||
      rows.length !== height || columns.length !== width) return null;
  if (!body.palette) return { width, height, title: body.title || '', rows, columns };
  const palette = body.palette.map(({ name, rgb, char }) => ({ name, rgb, char }));
  const index = (name) => palette.findIndex((colour) => colour.name === name);
  const split = (clues) => ({ lengths: clues.map((b) => b.map(([n]) => n)), colours: clues.map((b) => b.map(([, name]) => index(name))) });
  const r = split(rows), c = split(columns);
  return { width, height, title: body.title || '', palette, rows: r.lengths, columns: c.lengths, rowColours: r.colours, columnColours: c.colours };
}

export function shareLink() {
  const url = new URL(window.location.href);
  url.hash = `puzzle=${encodeURIComponent(JSON.stringify(puzzleBody()))}`;
  return url.href;
}

function linkedPuzzle() {
  const match = window.location.hash.match(/^#puzzle=(.*)$/s);
  if (!match) return null;
  try { return JSON.parse(decodeURIComponent(match[1])); } catch (_) { return null; }
}

function storedPuzzle() {
  try { return JSON.parse(localStorage.getItem(PUZZLE)); } catch (_) { return null; }
}

function open(body, goal = null) {
  const puzzle = body && editorPuzzle(body);
  if (!puzzle) return false;
  loadPuzzle(puzzle, goal);
  return true;
}

// Where the player is in Play, kept with the puzzle it belongs to.
function saveProgress() {
  const board = window.__nonoBoards && window.__nonoBoards['play-board'];
  if (!board) return;
  try {
    localStorage.setItem(PLAY, JSON.stringify({ puzzle: JSON.stringify(puzzleBody()), cells: Array.from(board.cells) }));
  } catch (_) { /* storage full or off: progress is not kept */ }
}

function restoreProgress() {
  const board = window.__nonoBoards && window.__nonoBoards['play-board'];
  let kept = null;
  try { kept = JSON.parse(localStorage.getItem(PLAY)); } catch (_) { return; }
  if (!board || !kept || kept.puzzle !== JSON.stringify(puzzleBody()) || kept.cells.length !== board.cells.length) return;
  board.setCells(Uint8Array.from(kept.cells));
}

function addShareButton() {
  const button = document.createElement('button');
  button.id = 'share-link';
  button.textContent = 'Share link';
  button.title = 'A link that opens this puzzle (its clues are in the address)';
  button.addEventListener('click', async () => {
    const link = shareLink();
    window.history.replaceState(null, '', link);
    try {
      await navigator.clipboard.writeText(link);
      button.textContent = 'Link copied';
    } catch (_) {
      button.textContent = 'Link in the address bar';
    }
    setTimeout(() => { button.textContent = 'Share link'; }, 2000);
  });
  document.querySelector('#view-puzzle .toolbar').append(button);
}

// After the views are ready: opens the linked or the stored puzzle, then keeps each new one.
export function initKeep() {
  addShareButton();
  const stored = storedPuzzle();
  if (open(linkedPuzzle())) {
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  } else if (stored && open(stored.puzzle, stored.goal ? Uint8Array.from(stored.goal) : null)) {
    restoreProgress();
  }
  on('puzzle', () => {
    try {
      localStorage.setItem(PUZZLE, JSON.stringify({ puzzle: puzzleBody(), goal: state.goal ? Array.from(state.goal) : null }));
    } catch (_) { /* storage full or off: the puzzle is not kept */ }
  });
  // The player's strokes and keys, and whatever changes the board and says so in the status
  // line (a hint's cells, Restart).
  const play = $('play-board');
  for (const event of ['pointerup', 'keyup']) play.addEventListener(event, saveProgress);
  new MutationObserver(saveProgress).observe($('play-status'), { childList: true, characterData: true, subtree: true });
}
