// Screenshots of the corpus's HTML pages in headless Chromium (Debian's, driven by
// playwright-core from tests/browser/node_modules), with what the page measured: the cell
// area (elements marked data-grid) and each clue number's box (data-clue), in image pixels.
// Usage: node bench/scan/shoot.mjs JOBS.json RESULTS.json
//   JOBS: [{html, png, width, height, dpr, full}], RESULTS: [{grid, clues}] in the same order
//   (full: the whole page, not only the viewport).
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../tests/browser/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const [jobsFile, resultsFile] = process.argv.slice(2);
const jobs = JSON.parse(readFileSync(jobsFile, 'utf8'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--font-render-hinting=none'],
});
const results = [];
for (const job of jobs) {
  const context = await browser.newContext({
    viewport: { width: job.width, height: job.height }, deviceScaleFactor: job.dpr,
  });
  const page = await context.newPage();
  await page.goto('file://' + path.resolve(job.html));
  await page.evaluate(() => document.fonts.ready);
  const measured = await page.evaluate(() => {
    const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    let grid = null;
    for (const e of document.querySelectorAll('[data-grid]')) {
      const b = box(e);
      grid = grid ? [Math.min(grid[0], b[0]), Math.min(grid[1], b[1]), Math.max(grid[2], b[2]),
        Math.max(grid[3], b[3])] : b;
    }
    const clues = {};
    for (const e of document.querySelectorAll('[data-clue]')) clues[e.dataset.clue] = box(e);
    return { grid, clues };
  });
  await page.screenshot({ path: job.png, type: 'png', fullPage: Boolean(job.full) });
  const s = job.dpr;
  const scale = (b) => [b[0] * s, b[1] * s, (b[2] - b[0]) * s, (b[3] - b[1]) * s];
  const clues = {};
  for (const [k, b] of Object.entries(measured.clues)) clues[k] = scale(b).map((v) => Math.round(v * 10) / 10);
  results.push({ grid: measured.grid && scale(measured.grid), clues });
  await context.close();
}
await browser.close();
writeFileSync(resultsFile, JSON.stringify(results));
