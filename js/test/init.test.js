// Loading as a browser does: from a Response (fetch's answer), streamed when it says
// application/wasm. A failed load says why and can be tried again.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { init, solve } from '../sudoku.js';

const wasmBytes = readFileSync(new URL('../sudoku.wasm', import.meta.url));
const SAMPLE = '103000509002109400000704000300502006060000050700803004000401000009205800804000107';

test('a failed fetch rejects with its HTTP status, and init can be called again', async () => {
  await assert.rejects(init(new Response('missing', { status: 404 })), /HTTP 404/);
  await assert.rejects(init(Promise.resolve(new Response(new Uint8Array([0, 1, 2])))), WebAssembly.CompileError);
  assert.throws(() => solve(SAMPLE), /call `await init\(\)`/);
});

test('a Response with the wasm type loads the module', async () => {
  const response = new Response(wasmBytes, { headers: { 'content-type': 'application/wasm' } });
  await init(Promise.resolve(response));
  assert.equal(solve(SAMPLE).slice(0, 9), '143628579');
  // Loaded once: a later call neither reloads nor fails.
  await init('no such place');
});
