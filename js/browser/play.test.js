// The page in a real browser: Debian's Chromium, headless, driven by puppeteer-core (no
// browser download). It loads js/demo/ from serve.js, checks the puzzle and rating against
// the package in Node, catches a deliberate mistake with a hint and undoes it, fills the
// candidates, then plays the puzzle to the end by taking hints: each hint's sentence,
// highlighted cells and highlighted digits (of its pattern, and those it removes) must be
// what the library says for the grid and marks on the page, and the final grid the
// solution. Saves a screenshot mid-game and prints the load-to-first-puzzle time.
//
//   node browser/play.test.js [--screenshot FILE] [--seed N] [--level L]
//
// CHROMIUM names the browser (default /usr/bin/chromium).

import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

import * as sudoku from '../sudoku.js';
import { withChromium } from './chromium.js';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}

const SEED = Number(option('seed', 2024));
const LEVEL = option('level', 'medium');
const SCREENSHOT = option('screenshot', join(mkdtempSync(join(tmpdir(), 'sudoku-demo-')), 'demo.png'));

/** The page's grid and pencil marks, read from the DOM. */
async function pageState(page) {
  return page.$$eval('#board .cell', (cells) =>
    cells.map((cell) => {
      const spans = [...cell.querySelectorAll('.marks span')];
      const mask = (name) => spans.reduce((bits, span, i) => (span.classList.contains(name) ? bits | (1 << i) : bits), 0);
      return {
        value: Number(cell.dataset.value),
        marks: [...cell.querySelectorAll('[data-mark]')].map((mark) => Number(mark.dataset.mark)),
        highlighted: cell.classList.contains('hint-cell'),
        pattern: mask('hint-digit'),
        removed: mask('hint-remove'),
      };
    }),
  );
}

/** The marks a hint reads, by the page's documented rule: the player's where written, the
 * basic candidates in bare empty cells, nothing until a mark is written. */
function hintMarks(grid, state) {
  if (!state.some(({ marks }) => marks.length > 0)) return undefined;
  const basic = sudoku.candidates(grid);
  return state.map(({ value, marks }, cell) => {
    if (value !== 0) return 1 << (value - 1);
    const mask = marks.reduce((bits, digit) => bits | (1 << (digit - 1)), 0);
    return mask || basic[cell];
  });
}

async function clickCell(page, cell) {
  await page.click(`#board .cell[data-cell="${cell}"]`);
}

test('a generated puzzle is played to the end by taking hints', { timeout: 180_000 }, async () => {
  await sudoku.init();
  await withChromium(async (browser, origin) => {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.setViewport({ width: 620, height: 900, deviceScaleFactor: 1 });
    const url = `${origin}/demo/?seed=${SEED}&level=${LEVEL}`;
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
    const firstPuzzleMs = await page.$eval('body', (body) => Number(body.dataset.firstPuzzleMs));
    console.log(`load to first puzzle: ${firstPuzzleMs.toFixed(1)} ms`);

    // The puzzle and its rating are the library's for this seed and level.
    const puzzle = sudoku.generate(SEED, { level: LEVEL, symmetry: 'rotate180' });
    const givens = sudoku.parse(puzzle);
    const solution = sudoku.solve(givens);
    let state = await pageState(page);
    assert.equal(state.map(({ value }) => value).join(''), puzzle);
    const rating = sudoku.rate(givens);
    const shown = await page.$eval('#rating', (element) => element.textContent);
    assert.ok(shown.includes(`${rating.levelName} ${rating.value.toFixed(1)}`), shown);
    assert.ok(shown.includes(rating.hardestName), shown);

    // Keyboard only: Tab reaches the grid (past the level, the seed and New puzzle) on the
    // first empty cell, with a visible focus ring; arrows move; a wrong digit typed there is
    // named by the hint as a mistake; U takes it back.
    const empty = givens.indexOf(0);
    const wrong = (solution[empty] % 9) + 1;
    for (let tab = 0; tab < 4; tab += 1) await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => ({
        cell: Number(document.activeElement.dataset.cell ?? -1),
        outline: getComputedStyle(document.activeElement).outlineStyle,
      }));
    assert.deepEqual(await focused(), { cell: empty, outline: 'solid' });
    await page.keyboard.press('ArrowDown');
    assert.equal((await focused()).cell, (empty + 9) % 81);
    await page.keyboard.press('ArrowUp');
    assert.equal((await focused()).cell, empty);
    await page.keyboard.press(String(wrong));
    await page.keyboard.press('h');
    const mistake = await page.$eval('#message', (element) => element.textContent);
    const expected = sudoku.hint(
      givens.map((value, cell) => (cell === empty ? wrong : value)),
      { givens },
    );
    assert.equal(mistake, expected.text);
    assert.match(mistake, /^Mistake/);
    state = await pageState(page);
    assert.deepEqual(state.flatMap(({ highlighted }, cell) => (highlighted ? [cell] : [])), [empty]);
    await page.keyboard.press('u');
    state = await pageState(page);
    assert.equal(state[empty].value, 0);
    assert.ok(state.every(({ highlighted }) => !highlighted));

    // The library's pencil marks.
    await page.click('#fill');
    state = await pageState(page);
    const basic = sudoku.candidates(givens);
    for (let cell = 0; cell < 81; cell += 1) {
      if (givens[cell] === 0) {
        const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => basic[cell] & (1 << (d - 1)));
        assert.deepEqual(state[cell].marks, digits, `marks of cell ${cell}`);
      }
    }

    // Hints to the end.
    let steps = 0;
    for (;;) {
      state = await pageState(page);
      const grid = Uint8Array.from(state, ({ value }) => value);
      if (grid.every((value) => value !== 0)) break;
      assert.ok(steps < 300, 'too many hints');
      await page.click('#hint');
      const text = await page.$eval('#message', (element) => element.textContent);
      const hint = sudoku.hint(grid, { marks: hintMarks(grid, state), givens });
      assert.equal(text, hint.text, `hint ${steps + 1}`);
      assert.equal(hint.mistake, 0, `hint ${steps + 1} finds a mistake: ${hint.text}`);
      const named = new Set(hint.cells);
      if (hint.placement) named.add(hint.placement.cell);
      state = await pageState(page);
      const lit = state.flatMap(({ highlighted }, cell) => (highlighted ? [cell] : []));
      assert.deepEqual(lit, [...named].sort((a, b) => a - b), `hint ${steps + 1}: ${hint.text}`);
      // The digits: in every empty cell, those of the pattern and those the step removes.
      for (let cell = 0; cell < 81; cell += 1) {
        if (grid[cell] !== 0) continue;
        const where = `hint ${steps + 1}, cell ${cell}: ${hint.text}`;
        assert.equal(state[cell].pattern, hint.pattern[cell], where);
        assert.equal(state[cell].removed, hint.eliminations[cell], where);
      }
      if (steps === 12) await page.screenshot({ path: SCREENSHOT });
      if (hint.placement) {
        await clickCell(page, hint.placement.cell);
        await page.keyboard.press(String(hint.placement.digit));
      } else {
        await page.keyboard.press('p');
        for (let cell = 0; cell < 81; cell += 1) {
          for (let digit = 1; digit <= 9; digit += 1) {
            if (hint.eliminations[cell] & (1 << (digit - 1))) {
              await clickCell(page, cell);
              await page.keyboard.press(String(digit));
            }
          }
        }
        await page.keyboard.press('p');
      }
      steps += 1;
    }
    state = await pageState(page);
    assert.equal(state.map(({ value }) => value).join(''), solution.join(''));
    assert.equal(await page.$eval('#message', (element) => element.textContent), 'Solved!');
    assert.deepEqual(errors, []);
    console.log(`played seed ${SEED} (${LEVEL}) to the end in ${steps} hints; screenshot: ${SCREENSHOT}`);
  });
});
