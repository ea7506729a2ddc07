// Benchmark (not a test): how long a long solve trace takes to show in a real browser, from
// pressing Solve to the first steps the Watch view can replay (streamed as the server solves)
// and to the verdict with the whole trace. examples:36 (15x15) by the cell-by-cell
// backtracking algorithm: 17,265 steps, 2.9 MB of JSON lines.
// Usage: node trace-bench.mjs [path/to/nono] [runs]   (needs `npm ci` here first)
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

const nono = process.argv[2] || '../../build/nono';
const runs = Number(process.argv[3] || 5);
const repo = new URL('../..', import.meta.url).pathname;
const server = await startServer(nono);
const browser = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'nono-bench-')), {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = browser.pages()[0] || await browser.newPage();
  await page.goto(server.url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#import summary');
  await page.fill('#paste', readFileSync(path.join(repo, 'data/examples/ex36.non'), 'utf8'));
  await page.click('#load-text');
  await page.waitForFunction(() => /Loaded/.test(document.querySelector('#import-message').textContent));
  await page.selectOption('#algorithm', 'backtrack');
  let type = '';
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/solve')) type = (await response.allHeaders())['content-type'] || 'none';
  });
  const times = [], firsts = [];
  for (let i = 0; i < runs; i++) {
    await page.evaluate(() => { document.querySelector('#verdict').textContent = ''; });
    const started = Date.now();
    await page.click('#solve');
    await page.waitForFunction(() => /^step 0 of [1-9]/.test(document.querySelector('#watch-position').textContent), null, { timeout: 120000 });
    firsts.push(Date.now() - started);
    await page.waitForFunction(() => /17265 steps/.test(document.querySelector('#verdict').textContent) &&
      /of 17265/.test(document.querySelector('#watch-position').textContent), null, { timeout: 120000 });
    times.push(Date.now() - started);
  }
  const summary = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `median ${sorted[Math.floor(sorted.length / 2)]} ms, min ${sorted[0]} ms, max ${sorted[sorted.length - 1]} ms (${list.join(', ')})`;
  };
  console.log(`examples:36 by backtrack, 17265 steps, ${type}, ${runs} runs: first steps replayable ${summary(firsts)}; ` +
    `whole trace and verdict ${summary(times)}`);
} finally {
  await browser.close();
  await server.stop();
}
