// The WebAssembly engine of the static web app (apps/wasm, built by scripts/build-web.sh)
// answers the API as `nono serve` does: for each request the same status and the same JSON,
// but for the time a solve took. Runs the engine in Node, beside a real `nono serve`.
// Usage: NONO=path/to/nono NONO_WEB=static-folder node --test engine.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startServer } from './server.mjs';

const nono = process.env.NONO || '../../build/nono';
const site = process.env.NONO_WEB || '../../build-wasm/site';
const repo = new URL('../..', import.meta.url).pathname;
const data = (name) => readFileSync(path.join(repo, 'tests/data/cli', name), 'utf8');

// The screenshot module (nono-scan.js/.wasm), when the build has it (scripts/build-web.sh
// with OpenCV for WebAssembly).
const hasScan = existsSync(path.resolve(site, 'js/nono-scan.wasm'));
const noScan = !hasScan && 'this static build has no screenshot module (NONO_WEB_SCAN=0)';

let server, engine, scanEngine;

// (Node's fetch does not read files: a module is handed its bytes.)
const load = (name) => createRequire(import.meta.url)(path.resolve(site, `js/${name}.js`))(
  { wasmBinary: readFileSync(path.resolve(site, `js/${name}.wasm`)) });

before(async () => {
  server = await startServer(nono);
  engine = await load('nono-engine');
  if (hasScan) scanEngine = await load('nono-scan');
});

after(async () => { if (server) await server.stop(); });

async function overHttp(route, body) {
  const response = await fetch(new URL(route, server.url), body === undefined ? {}
    : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  return { status: response.status, json: await response.json() };
}

function inWasm(route, body, module = engine) {
  const text = module.ccall('nono_api', 'string', ['string', 'string'], [route, body === undefined ? null : body]);
  return { status: module._nono_api_status(), json: JSON.parse(text) };
}

// The answer without what depends on the run: times; with `noStats`, all the engine's counts,
// which differ where the engine took a SAT turn (the browser's CryptoMiniSat is a later
// version, scripts/build-cryptominisat-wasm.sh: with "sat": false both run the same search,
// and every count is the same).
function steady(value, noStats = false) {
  if (Array.isArray(value)) return value.map((inner) => steady(inner, noStats));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'seconds' && !(noStats && key === 'stats'))
      .map(([key, inner]) => [key, steady(inner, noStats)]));
  return value;
}

const puzzle = (name) => JSON.stringify({ text: data(name) });
// A file's bytes as the page sends them (base64), with its name.
const file = (where, extra = {}) => JSON.stringify({ base64: readFileSync(path.join(repo, where)).toString('base64'),
  file_name: path.basename(where), ...extra });
const REQUESTS = [
  ['/api/parse', puzzle('letter_a.non')],
  ['/api/parse', JSON.stringify({ text: 'width 3\nheight 2\nrows\n1\nx\n' })],  // 422 with the line
  ['/api/parse', '{"text": '],  // 400: not JSON
  ['/api/solve', JSON.stringify({ text: data('letter_a.non'), trace: true })],
  ['/api/solve', JSON.stringify({ text: data('two_solutions.non'), max_solutions: 0, sat: false, trace: true })],
  ['/api/solve', JSON.stringify({ text: data('two_solutions.non'), max_solutions: 0 }), 'no stats'],
  ['/api/solve', JSON.stringify({ text: data('permutations5.non'), max_solutions: 0, sat: false })],
  ['/api/solve', JSON.stringify({ text: data('contradiction.non') })],
  ['/api/solve', JSON.stringify({ text: data('letter_a.non'), algorithm: 'simpson', line_solver: 'fast' })],
  ['/api/solve', JSON.stringify({ text: data('letter_a.non'), algorithm: 'nothing' })],  // 400
  ['/api/check', puzzle('two_solutions.non'), 'no stats'],
  ['/api/classify', puzzle('letter_a.non')],
  ['/api/hint', JSON.stringify({ text: data('letter_a.non'), board: ['?????', '?????', '?????', '?????', '?????'] })],
  ['/api/convert', JSON.stringify({ text: data('letter_a.non'), to: 'json' })],
  ['/api/convert', JSON.stringify({ text: data('letter_a.non'), to: 'non' })],
  ['/api/repair', JSON.stringify({ puzzle: { width: 2, height: 2, rows: [[1], [1]], columns: [[1], [1]], solution: ['#-', '-#'] } })],
  // webpbn XML (pugixml), PNG (libpng, zlib) and JPEG (libjpeg-turbo), built for the browser
  ['/api/convert', JSON.stringify({ text: data('letter_a.non'), to: 'xml' })],
  ['/api/convert', JSON.stringify({ text: data('letter_a.txt'), to: 'png' })],
  ['/api/convert', JSON.stringify({ text: readFileSync(path.join(repo, 'data/colour/traffic-light.xml'), 'utf8'), to: 'xml' })],
  ['/api/parse', file('tests/data/cli/three_puzzles.xml', { position: 2 })],
  ['/api/parse', file('tests/data/cli/flower.png')],
  ['/api/parse', JSON.stringify({ text: '<puzzle><clues type="rows"><line><count>1', format: 'xml' })],  // 422
  ['/api/import', file('data/images/sailboat.png', { width: 20 })],
  ['/api/import', file('data/images/sailboat.png', { width: 12, colours: 3 })],
  ['/api/import', file('tests/data/scan/tune/photo-a/000-ex59.jpg', { width: 30 })],
  ['/api/import', file('tests/data/scan/tune/photo-a/000-ex59.jpg', { width: 30, threshold: 90, invert: true })],
  ['/api/import', JSON.stringify({ base64: Buffer.from('\xff\xd8\xff\xe0 cut short', 'latin1').toString('base64'), width: 5 })],  // 422
  ['/api/nothing', '{}'],  // 404 over HTTP too
];

for (const [route, body, noStats] of REQUESTS) {
  test(`${route} ${body.slice(0, 60)}${noStats ? ' (but the counts)' : ''}`, async () => {
    const http = await overHttp(route, body);
    const wasm = inWasm(route, body);
    assert.equal(wasm.status, http.status);
    assert.deepEqual(steady(wasm.json, Boolean(noStats)), steady(http.json, Boolean(noStats)));
  });
}

test('/api/info: the same algorithms, options, line solvers, formats, limits and SAT solver; no drawing, no image reader', async () => {
  const http = await overHttp('/api/info');
  const wasm = inWasm('/api/info');
  assert.equal(wasm.status, 200);
  assert.equal(http.json.render, true);
  assert.equal(wasm.json.render, false);
  assert.equal(http.json.sat, true);
  assert.equal(wasm.json.sat, true);
  assert.equal(http.json.scan, true);
  assert.equal(wasm.json.scan, false);
  assert.deepEqual({ ...wasm.json, render: true, scan: true }, http.json);
});

// webpbn #6574 Forever: the engine's search alone does not decide it within 10,000 guesses
// (natively, `--no-sat --max-nodes 10000` says "undecided", exit 30; it takes some 45,000 and
// 20 s), while with a SAT turn it is decided after some 250. So the browser's engine decides it
// only by taking SAT turns, within the route's 10 s limit (natively 0.15 s).
test('SAT turns in the browser: a puzzle the search alone does not decide quickly is decided, as over HTTP', async () => {
  const forever = path.join(repo, 'tests/data/search/webpbn-06574-forever.non');
  const alone = spawnSync(nono, ['solve', '-q', '--no-sat', '--max-nodes', '10000', forever]);
  assert.equal(alone.status, 30, 'the search alone decides it within 10,000 guesses: pick a harder puzzle');
  const body = JSON.stringify({ text: readFileSync(forever, 'utf8') });
  const wasm = inWasm('/api/solve', body);
  assert.equal(wasm.status, 200);
  assert.equal(wasm.json.verdict, 'unique');
  assert.ok(wasm.json.stats.sat_calls > 0, JSON.stringify(wasm.json.stats));
  assert.deepEqual(steady(wasm.json, true), steady((await overHttp('/api/solve', body)).json, true));
});

// Without a watcher thread the solver keeps the deadline itself (set_max_time): a puzzle no
// solver decides (random 60x60 seed 14) stops at a 1 s limit, after SAT turns, as natively.
test('a solve with SAT turns in the browser stops at its time limit', () => {
  const wasm = inWasm('/api/solve', JSON.stringify({ text: readFileSync(path.join(repo, 'tests/data/server/random60_14.non'), 'utf8'), timeout: 1 }));
  assert.equal(wasm.status, 200);
  assert.equal(wasm.json.verdict, 'undecided');
  assert.equal(wasm.json.limit, 'time');
  assert.ok(wasm.json.stats.sat_calls > 0, JSON.stringify(wasm.json.stats));
});

test('reading a screenshot in the browser build says it needs nono serve (501), as the page shows it', () => {
  const wasm = inWasm('/api/scan', JSON.stringify({ base64: '' }));
  assert.equal(wasm.status, 501);
  assert.match(wasm.json.error, /reading screenshots needs `nono serve`/);
});

test('what the browser build lacks says so: no drawing route; a route without a body is 405', () => {
  assert.equal(inWasm('/api/render', '{}').status, 404);
  assert.equal(inWasm('/api/solve').status, 405);
});

// Screenshots: every image of the scan test corpus (tests/data/scan/index.tsv) read by the
// browser's screenshot module and by nono serve: the same status and JSON (a scan's answer
// has no times), so the browser's OpenCV (4.6.0 from Debian's sources, no SIMD) reads as the
// native one does. Only confidences and likelihoods may differ, by rounding: they sum many
// floating-point products, which the two OpenCV builds round apart in the third decimal
// (measured: 0.981 against 0.98 on a photo); every value, colour, box, doubt and verdict
// must be the same.
function withCloseConfidences(actual, expected) {
  if (Array.isArray(actual) && Array.isArray(expected)) return actual.map((a, i) => withCloseConfidences(a, expected[i]));
  if (!actual || !expected || typeof actual !== 'object' || typeof expected !== 'object') return actual;
  const out = {};
  for (const [key, value] of Object.entries(actual)) {
    const other = expected[key];
    const rounding = (key === 'confidence' || key === 'likelihood') && typeof value === 'number' &&
      typeof other === 'number' && Math.abs(value - other) <= 0.005;
    out[key] = rounding ? other : withCloseConfidences(value, other);
  }
  return out;
}
const scanImages = readFileSync(path.join(repo, 'tests/data/scan/index.tsv'), 'utf8').trim().split('\n').slice(1)
  .map((line) => line.split('\t').at(-1));
for (const image of scanImages) {
  test(`/api/scan ${image}: the screenshot module reads it as nono serve does`, { skip: noScan }, async () => {
    const body = file(path.join('tests/data/scan', image));
    const http = await overHttp('/api/scan', body);
    const wasm = inWasm('/api/scan', body, scanEngine);
    assert.equal(http.status, 200);
    assert.equal(wasm.status, http.status);
    assert.deepEqual(withCloseConfidences(wasm.json, http.json), http.json);
  });
}

test('/api/scan: what is not a picture is refused with the same message in both', { skip: noScan }, async () => {
  const body = JSON.stringify({ base64: Buffer.from('not a picture').toString('base64'), file_name: 'notes.txt' });
  const http = await overHttp('/api/scan', body);
  const wasm = inWasm('/api/scan', body, scanEngine);
  assert.equal(http.status, 400);
  assert.equal(wasm.status, 400);
  assert.deepEqual(wasm.json, http.json);
});

test('/api/info of the screenshot module: "scan": true, the rest as the engine says', { skip: noScan }, () => {
  const info = inWasm('/api/info', undefined, scanEngine);
  assert.equal(info.status, 200);
  assert.equal(info.json.scan, true);
  assert.deepEqual({ ...info.json, scan: false }, inWasm('/api/info').json);
});
