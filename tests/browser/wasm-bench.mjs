// Benchmark (not a test): the static web app's WebAssembly engine against the native one, and
// how fast the static app loads. For each puzzle, the engine's own time for the solve
// (stats.seconds: the solve alone, no start-up) as headless Chromium's Web Worker reports it,
// against `nono solve --json` natively, with the SAT solver (the default: what the browser
// build runs when it has CryptoMiniSat, scripts/build-cryptominisat-wasm.sh) and without it
// (--no-sat: what a build without runs; "sat" of /api/info says which). Then the first visit's bytes (as a static host
// sends them, gzip) and the time to interactive from the cache (service worker), each the
// least of three loads. Usage, after scripts/build-web.sh and `npm ci` here:
//   node wasm-bench.mjs SITE NONO [EVERY] SET...   (EVERY: every Nth file of a set, default 1)
import { readFileSync, readdirSync, mkdtempSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStatic } from './server.mjs';

const [site, nono, everyText, ...sets] = process.argv.slice(2);
const every = Number(everyText || 1);
const TIMEOUT = Number(process.env.TIMEOUT || 10);  // seconds a puzzle (10: the web app's limit)

const files = sets.flatMap((set) => readdirSync(set).filter((f) => f.endsWith('.non')).sort()
  .filter((_, i) => i % every === 0).map((f) => path.join(set, f)));

function native(file, extra) {
  const run = spawnSync(nono, ['solve', '--json', '--timeout', String(TIMEOUT), ...extra, file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const report = JSON.parse(run.stdout);
  return { seconds: report.stats.seconds, verdict: report.verdict };
}

const server = await startStatic(site);
const browser = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'nono-wasm-bench-')), {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = browser.pages()[0] || await browser.newPage();
  // First visit: every byte the page fetches, gzip-compressed as a static host would send it.
  const fetched = new Set();
  page.on('requestfinished', (request) => fetched.add(new URL(request.url()).pathname));
  await page.goto(server.url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.evaluate(() => import('./js/api.js').then(({ api }) => api('/api/info')));  // the engine loads
  let raw = 0, gzip = 0;
  for (const name of fetched) {
    const file = path.join(site, name === '/' ? 'index.html' : name);
    if (!statSync(file, { throwIfNoEntry: false })) continue;
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`first visit: ${fetched.size} files, ${(raw / 1e6).toFixed(2)} MB, ${(gzip / 1e6).toFixed(2)} MB gzip (target < 2 MB compressed)`);
  // From the cache: navigation start to the page's ready mark (the views drawn, /api/info answered
  // by the engine), the least of three reloads.
  await page.evaluate(() => navigator.serviceWorker.ready);
  let ready = Infinity;
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction(() => document.querySelector('#algorithm').options.length > 0);
    ready = Math.min(ready, await page.evaluate(() => performance.now()));
  }
  console.log(`interactive from the cache: ${ready.toFixed(0)} ms (least of 3; target < 1000 ms)`);

  await page.evaluate(() => import('./js/api.js').then((m) => { window.nonoApi = m.api; }));
  const satInBrowser = (await page.evaluate(() => window.nonoApi('/api/info'))).sat === true;
  console.log(`the browser's engine ${satInBrowser ? 'takes' : 'takes no'} SAT turns`);
  // Totals over the puzzles that the browser and the same native search (with SAT or without,
  // as the browser's) both decide within the limit (a puzzle both stop at the limit says
  // nothing of speed), and the other native run over the same puzzles.
  const total = { wasm: 0, noSat: 0, sat: 0, decided: 0 };
  const differ = [], slower = [], onlySat = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const wasm = await page.evaluate(({ text, timeout }) => window.nonoApi('/api/solve', { text, timeout })
      .then((r) => ({ seconds: r.stats.seconds, verdict: r.verdict })), { text, timeout: TIMEOUT });
    const noSat = native(file, ['--no-sat']);
    const sat = native(file, []);
    const same = satInBrowser ? sat : noSat;
    if (noSat.verdict === 'undecided' && wasm.verdict !== 'undecided')
      onlySat.push(`${file}: ${wasm.seconds.toFixed(2)} s in the browser, ${sat.seconds.toFixed(2)} s natively with SAT, undecided at ${TIMEOUT} s without`);
    if (wasm.verdict !== 'undecided' && same.verdict !== 'undecided') {
      total.wasm += wasm.seconds;
      total.noSat += noSat.seconds;
      total.sat += sat.seconds;
      total.decided++;
    }
    if (wasm.seconds > sat.seconds + 0.5) slower.push(`${file}: ${wasm.seconds.toFixed(2)} s (${wasm.verdict}) in the browser, ${sat.seconds.toFixed(2)} s natively with SAT`);
    if (wasm.verdict !== sat.verdict) differ.push(`${file}: ${wasm.verdict} (wasm) / ${sat.verdict} (native)`);
    console.log(`${path.basename(path.dirname(file))}/${path.basename(file)} wasm ${wasm.seconds.toFixed(3)} s ${wasm.verdict}` +
      ` | native --no-sat ${noSat.seconds.toFixed(3)} s ${noSat.verdict} | native ${sat.seconds.toFixed(3)} s ${sat.verdict}`);
  }
  const sameTotal = satInBrowser ? total.sat : total.noSat;
  console.log(`${total.decided} of ${files.length} puzzles decided by both ${satInBrowser ? 'with' : 'without'} SAT: ` +
    `wasm ${total.wasm.toFixed(2)} s, native ${satInBrowser ? 'with SAT' : '--no-sat'} ${sameTotal.toFixed(2)} s ` +
    `(ratio ${(total.wasm / sameTotal).toFixed(2)}; target <= 2); native with SAT ${total.sat.toFixed(2)} s, ` +
    `native --no-sat ${total.noSat.toFixed(2)} s`);
  for (const line of onlySat) console.log(`decided in the browser, not natively without SAT: ${line}`);
  for (const line of differ) console.log(`verdicts differ: ${line}`);
  for (const line of slower) console.log(`over 0.5 s slower than native with SAT: ${line}`);
} finally {
  await browser.close();
  await server.stop();
}
