// The package's numbered values are the header's (include/sudoku.h), and its names the
// library's own.

import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import * as sudoku from '../sudoku.js';
import { repositoryFile } from './table.js';

before(() => sudoku.init());

/** The constants of the header with a prefix, as { NAME: value }. */
function headerEnum(prefix) {
  const found = {};
  const pattern = new RegExp(`(?:#define )?${prefix}([A-Z0-9_]+)(?: = | )(-?\\d+)`, 'g');
  for (const [, name, value] of repositoryFile('include/sudoku.h').matchAll(pattern)) {
    found[name] = Number(value);
  }
  return found;
}

test('statuses, levels, symmetries and mistakes are the header values', () => {
  assert.deepEqual({ ...sudoku.Status }, headerEnum('SUDOKU_STATUS_'));
  const { ANY, ...levels } = headerEnum('SUDOKU_LEVEL_');
  assert.equal(ANY, 0);
  assert.deepEqual({ ...sudoku.Level }, levels);
  assert.deepEqual({ ...sudoku.Symmetry }, headerEnum('SUDOKU_SYMMETRY_'));
  assert.deepEqual({ ...sudoku.Mistake }, headerEnum('SUDOKU_MISTAKE_'));
  assert.deepEqual({ ...sudoku.ChainKind }, headerEnum('SUDOKU_CHAIN_KIND_'));
  assert.deepEqual({ ...sudoku.TextProblem }, headerEnum('SUDOKU_TEXT_PROBLEM_'));
});

test('every status has the library message, and names come from the library', () => {
  for (const value of Object.values(sudoku.Status)) {
    assert.notEqual(sudoku.statusMessage(value), 'unknown status value');
  }
  assert.equal(sudoku.statusMessage(99), 'unknown status value');
  assert.equal(sudoku.levelName(sudoku.Level.HARD), 'HARD');
  const techniques = Object.keys(headerEnum('SUDOKU_TECHNIQUE_'));
  assert.ok(techniques.length > 20);
  for (let value = 0; value < techniques.length; value += 1) {
    assert.notEqual(sudoku.techniqueName(value), 'unknown technique');
  }
  assert.equal(sudoku.techniqueName(techniques.length), 'unknown technique');
});

test('the version is the crate version and the package version', () => {
  const crate = repositoryFile('Cargo.toml').match(/^version = "(.+)"$/m)[1];
  assert.equal(sudoku.version(), crate);
  assert.equal(JSON.parse(repositoryFile('js/package.json')).version, crate);
});
