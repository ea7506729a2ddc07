// "Open screenshot": a screenshot or photo of a puzzle (file picker, dropped on the page, or
// pasted) is read by POST /api/scan (docs/scan.md) and its clues fill the editor. The numbers
// the reader was unsure of, or changed to make the clues fit, are listed, each beside a crop
// of the picture around it, and their lines are highlighted; a picture without a puzzle, or a
// reading that does not fit, is said plainly. The static build reads them with its screenshot
// module (engine.js) where it was built; where the engine has no image reader (GET /api/info
// "scan": false), the button says that reading needs `nono serve`.
import { api, serverInfo } from './api.js';
import { fileBase64, loadPuzzle } from './editor.js';
import { on } from './state.js';

const $ = (id) => document.getElementById(id);
const NEEDS_SERVE = 'Reading screenshots needs `nono serve`: this page runs nono in your browser, ' +
  'which has no image reader.';
let scanning = false;  // the editor's puzzle is being replaced by a reading: keep its list

function say(text, bad = false) {
  $('scan-message').textContent = text;
  $('scan-message').className = bad ? 'message bad' : 'message';
}

const isImage = (file) => /^image\/(png|jpeg)$/.test(file.type) || /\.(png|jpe?g)$/i.test(file.name || '');
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// Where a number is, as the editor names its line.
const place = (n) => `${n.column !== undefined ? 'Column' : 'Row'} ${(n.column ?? n.row) + 1}, number ${n.index + 1}`;

function describe(n) {
  if (n.read === 0) return `${place(n)}: not read, added as ${n.value} (the totals ask for it)`;
  const read = n.read ?? n.value;
  let text = `${place(n)}: read as ${read}`;
  if (n.read !== undefined) text += `, changed to ${n.value}`;
  text += ` (${Math.round(n.confidence * 100)}% sure`;
  if (n.alternatives.length) text += `; else ${n.alternatives[0].value}`;
  return `${text})`;
}

// A crop of the picture around the number's pixel box, the box outlined.
function crop(bitmap, [x, y, width, height]) {
  const pad = Math.max(6, Math.round(height * 0.8));
  const left = Math.max(0, x - pad), top = Math.max(0, y - pad);
  const right = Math.min(bitmap.width, x + width + pad), bottom = Math.min(bitmap.height, y + height + pad);
  const scale = Math.min(4, 60 / Math.max(1, bottom - top));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round((right - left) * scale));
  canvas.height = Math.max(1, Math.round((bottom - top) * scale));
  const context = canvas.getContext('2d');
  context.imageSmoothingEnabled = scale < 1;
  context.drawImage(bitmap, left, top, right - left, bottom - top, 0, 0, canvas.width, canvas.height);
  context.strokeStyle = '#e65100';
  context.lineWidth = 2;
  context.strokeRect((x - left) * scale - 2, (y - top) * scale - 2, width * scale + 4, height * scale + 4);
  return canvas;
}

// The numbers to look at again: each with its crop, a description, and a button to its line.
function listDoubts(report, bitmap) {
  const doubts = report.numbers.filter((n) => n.doubtful || n.read !== undefined);
  const items = doubts.map((n) => {
    const item = document.createElement('li');
    if (bitmap) {
      const picture = crop(bitmap, n.box);
      picture.setAttribute('role', 'img');
      picture.setAttribute('aria-label', `the picture around ${place(n).toLowerCase()}`);
      item.append(picture);
    }
    const text = Object.assign(document.createElement('span'), { textContent: describe(n) });
    const go = Object.assign(document.createElement('button'), { textContent: 'Edit', title: `Go to this line's clue` });
    const kind = n.column !== undefined ? 'columns' : 'rows';
    go.addEventListener('click', () => document.querySelector(`input[data-kind="${kind}"][data-index="${n.column ?? n.row}"]`)?.focus());
    item.dataset.line = `${kind === 'rows' ? 'row' : 'column'} ${(n.column ?? n.row) + 1}`;
    item.append(text, go);
    return item;
  });
  $('scan-doubt-list').replaceChildren(...items);
  $('scan-doubts').hidden = items.length === 0;
  for (const n of doubts) {
    const kind = n.column !== undefined ? 'columns' : 'rows';
    document.querySelector(`input[data-kind="${kind}"][data-index="${n.column ?? n.row}"]`)?.classList.add('scan-doubt');
  }
  return doubts;
}

// The verdict as a player reads it.
function verdictText(report, doubts) {
  const { width, height } = report.grid;
  const size = `a ${width}x${height} puzzle`;
  const looked = doubts.length ? ` ${plural(doubts.length, 'number')} the reader was unsure of or changed ` +
    `${doubts.length === 1 ? 'is' : 'are'} highlighted below: check ${doubts.length === 1 ? 'it' : 'them'} against the picture.` : '';
  switch (report.verdict) {
    case 'unique': return [`Read ${size}: its clues have one solution.${looked}`, false];
    case 'multiple': return [`Read ${size}, but its clues have several solutions: a number may be misread.${looked}`, true];
    case 'none': return [`Read ${size}, but its clues have no solution: a number is likely misread.${looked}`, true];
    case 'undecided': return [`Read ${size}; the reader's check stopped at its limit before solving it: Solve decides it.${looked}`, false];
    default: return [`The clues read do not fit, even after trying the next likely readings: ${report.problems.join('; ')}. ` +
      `They are in the editor to correct.${looked}`, true];
  }
}

// A picture larger than the engine takes (a phone's photo over --max-body, 2 MB by default, or
// over --max-scan-pixels) is scaled down here before it is sent, not refused: to at most
// MAX_SIDE pixels on its longer side, re-encoded as a JPEG of quality 0.92, and by a quarter
// more each time until it fits. Pictures that fit are sent as they are, byte for byte.
const MAX_SIDE = 2560;
const megabytes = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const canvasBlob = (canvas, type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality));

// What to send: { blob, bitmap (what the crops are cut from; null where the browser cannot
// decode the file, which is then sent as it is for the engine to say what is wrong), scaled }.
async function fitting(file, limits) {
  const bytes = limits && limits.max_body_bytes ? Math.floor((limits.max_body_bytes - 1024) * 3 / 4) : Infinity;
  const pixels = limits && limits.max_scan_pixels ? limits.max_scan_pixels : Infinity;
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap || (file.size <= bytes && bitmap.width * bitmap.height <= pixels)) return { blob: file, bitmap, scaled: false };
  let scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height), Math.sqrt(pixels / (bitmap.width * bitmap.height)));
  for (;;) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await canvasBlob(canvas, 'image/jpeg', 0.92);
    if (blob.size <= bytes || canvas.width < 64) return { blob, bitmap: await createImageBitmap(blob), scaled: true, source: bitmap };
    scale *= 0.75;
  }
}

async function readScreenshot(file) {
  const info = await serverInfo().catch(() => ({}));
  if (!info.scan) return say(NEEDS_SERVE, true);
  if (!isImage(file))
    return say(`${file.name || 'That'} is not a PNG or JPEG picture: puzzle files open with "Open a file or paste a puzzle".`, true);
  say('Reading the screenshot…');
  $('scan-doubts').hidden = true;
  try {
    const { blob, bitmap, scaled, source } = await fitting(file, info.limits);
    const base64 = await fileBase64(blob);
    // The same call whatever the transport (nono serve, or the browser's screenshot module).
    const report = await api('/api/scan', { base64, file_name: file.name || 'pasted picture' });
    if (report.verdict === 'not-found') return say(`No puzzle found in the picture: ${report.message}.`, true);
    // A consistent reading is a valid puzzle: read as the editor takes it; one that does not fit
    // is given as read, which the editor flags line by line.
    const puzzle = report.verdict === 'inconsistent' ? report.puzzle : await api('/api/parse', { puzzle: report.puzzle });
    scanning = true;
    try {
      loadPuzzle(puzzle);
    } finally {
      scanning = false;
    }
    const doubts = listDoubts(report, bitmap);
    const [text, bad] = verdictText(report, doubts);
    const shrunk = scaled ? ` (The picture, ${source.width}x${source.height} pixels in ${megabytes(file.size)}, was sent ` +
      `as a ${bitmap.width}x${bitmap.height} JPEG of ${megabytes(blob.size)}: ${info.limits.max_body_bytes ? `requests are at most ${megabytes(info.limits.max_body_bytes)}` : 'the reader takes no more pixels'}.)` : '';
    say((report.changes.length ? `${text} Changed to make the clues fit: ${report.changes.join('; ')}.` : text) + shrunk, bad);
  } catch (error) {
    say(error.status === 501 || error.status === 404 ? NEEDS_SERVE : error.message, true);
  }
}

// The first PNG or JPEG of a drop or a paste (else its first file, which readScreenshot refuses).
const firstFile = (files) => [...files].find(isImage) || files[0];

export function initScan() {
  $('scan-open').addEventListener('click', async () => {
    const info = await serverInfo().catch(() => ({}));
    if (!info.scan) return say(NEEDS_SERVE, true);
    $('scan-file').click();
  });
  $('scan-file').addEventListener('change', async () => {
    const file = $('scan-file').files[0];
    if (file) await readScreenshot(file);
    $('scan-file').value = '';  // choosing the same file again reads it again
  });
  // A file dropped anywhere on the page is read, not opened by the browser in place of it.
  document.addEventListener('dragover', (event) => {
    if ([...event.dataTransfer.types].includes('Files')) event.preventDefault();
  });
  document.addEventListener('drop', (event) => {
    if (!event.dataTransfer.files.length) return;
    event.preventDefault();
    readScreenshot(firstFile(event.dataTransfer.files));
  });
  // A picture pasted (a screenshot copied to the clipboard); text pastes go where they go.
  document.addEventListener('paste', (event) => {
    const file = firstFile(event.clipboardData ? event.clipboardData.files : []);
    if (!file || !isImage(file)) return;
    event.preventDefault();
    readScreenshot(file);
  });
  document.querySelector('.clue-lists').addEventListener('input', (event) => event.target.classList.remove('scan-doubt'));
  // Another puzzle in the editor (an example, a file): the list was about the reading only.
  on('loaded', () => { if (!scanning) { $('scan-doubts').hidden = true; say(''); } });
  serverInfo().then((info) => {
    if (!info.scan) {
      $('scan-note').textContent = NEEDS_SERVE;
      $('scan-open').title = NEEDS_SERVE;
    }
  }).catch(() => {});
}
