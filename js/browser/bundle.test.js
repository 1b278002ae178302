// The package through a bundler, as a web app would take it: a page that imports
// 'sudoku-lexmin' by name is built with Vite (the package folder standing in for its
// installed copy), served by Vite's own preview server, and loaded in Debian's Chromium,
// headless. The built page must fetch the WebAssembly file the bundler emitted, solve the
// Baekjoon sample, count, rate and hint as the package does in Node, and turn bad input
// into a SudokuError carrying its status.
//
//   node browser/bundle.test.js
//
// CHROMIUM names the browser (default /usr/bin/chromium).

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

import { build, preview } from 'vite';

import * as sudoku from '../sudoku.js';
import { launchChromium } from './chromium.js';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const SAMPLE = '103000509002109400000704000300502006060000050700803004000401000009205800804000107';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bundled</title></head>
<body><script type="module" src="./main.js"></script></body></html>
`;

// What the page computes, reported on the body for the test to read.
const MAIN = `import { SudokuError, countSolutions, hint, init, rate, solve } from 'sudoku-lexmin';

const sample = ${JSON.stringify(SAMPLE)};
try {
  await init();
  let error = null;
  try {
    solve('1'.repeat(81));
  } catch (caught) {
    error = { isSudokuError: caught instanceof SudokuError, status: caught.status, code: caught.code };
  }
  const { text, cells } = hint(sample);
  const report = {
    answer: solve(sample),
    count: countSolutions(sample, 2),
    rating: rate(sample),
    hint: { text, cells },
    error,
  };
  document.body.dataset.report = JSON.stringify(report);
} catch (failure) {
  document.body.dataset.report = JSON.stringify({ failure: String(failure) });
}
`;

test('a page bundled by Vite loads the package and answers as it does in Node', async () => {
  const app = mkdtempSync(join(tmpdir(), 'sudoku-bundle-'));
  try {
    writeFileSync(join(app, 'index.html'), PAGE);
    writeFileSync(join(app, 'main.js'), MAIN);
    const config = {
      root: app,
      logLevel: 'warn',
      configFile: false,
      resolve: { alias: { 'sudoku-lexmin': PACKAGE } },
      build: { outDir: join(app, 'dist'), emptyOutDir: true, target: 'es2022' },
    };
    await build(config);
    const server = await preview({ ...config, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const wasmFetches = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.wasm')) wasmFetches.push(response.status());
      });
      await page.goto(server.resolvedUrls.local[0]);
      await page.waitForSelector('body[data-report]', { timeout: 30_000 });
      const report = JSON.parse(await page.$eval('body', (body) => body.dataset.report));
      assert.equal(report.failure, undefined, report.failure);
      assert.deepEqual(wasmFetches, [200], 'the page fetched the emitted .wasm once');

      await sudoku.init();
      assert.equal(report.answer, sudoku.solve(SAMPLE));
      assert.equal(report.count, sudoku.countSolutions(SAMPLE, 2));
      assert.deepEqual(report.rating, JSON.parse(JSON.stringify(sudoku.rate(SAMPLE))));
      const { text, cells } = sudoku.hint(SAMPLE);
      assert.deepEqual(report.hint, { text, cells });
      assert.deepEqual(report.error, { isSudokuError: true, status: 3, code: 'CONFLICT' });
    } finally {
      await browser.close();
      await new Promise((resolve) => server.httpServer.close(resolve));
    }
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
});
