// Benchmark (not a test): how long a long solve trace takes to show in a real browser, from
// pressing Solve to the verdict and the Watch view's step count. examples:36 (15x15) by the
// cell-by-cell backtracking algorithm: 17,265 steps, 2.9 MB of JSON; Chromium asks for br.
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
  let encoding = '';
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/solve')) encoding = (await response.allHeaders())['content-encoding'] || 'none';
  });
  const times = [];
  for (let i = 0; i < runs; i++) {
    await page.evaluate(() => { document.querySelector('#verdict').textContent = ''; });
    const started = Date.now();
    await page.click('#solve');
    await page.waitForFunction(() => /17265 steps/.test(document.querySelector('#verdict').textContent) &&
      /of 17265/.test(document.querySelector('#watch-position').textContent), null, { timeout: 120000 });
    times.push(Date.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`examples:36 by backtrack, 17265 steps, Content-Encoding ${encoding}: ` +
    `median ${times[Math.floor(times.length / 2)]} ms, min ${times[0]} ms, max ${times[times.length - 1]} ms over ${runs} runs (${times.join(', ')})`);
} finally {
  await browser.close();
  await server.stop();
}
