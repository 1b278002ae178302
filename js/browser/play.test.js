// The page in a real browser: Debian's Chromium, headless, driven by puppeteer-core (no
// browser download). It loads js/demo/ from serve.js, checks the puzzle and rating against
// the package in Node, the selected cell's row, column, box and equal digits highlighted,
// a clash shown in red as typed, catches a deliberate mistake with a hint (in red, not a
// hint's green) and undoes it, fills the candidates, then plays the puzzle to the end by
// pressing Hint twice: each hint's sentence, highlighted cells and highlighted digits (of
// its pattern, the one it places, those it removes) must be what the library says for the
// grid and marks on the page, the second press must take that step, and the final grid be
// the solution, shown solved with the timer stopped. Then: addresses with a bad seed, level
// or puzzle fall back to defaults with a note; a chain hint is drawn as arrows, strong and
// weak links told apart, from the library's chain. Then other layouts: a 6x6, a jigsaw and a
// 16x16 generated as the package generates them, drawn (symbols 1-9A-G, thick lines between
// regions), their candidates filled, a wrong entry checked, and the solution typed in to the
// end; an X's diagonals and a windoku's windows shaded, their rating and first hint the
// library's (naming the layout's houses), and Solve. Saves screenshots
// (mid-game, and the chain) and prints the load-to-first-puzzle time.
//
//   node browser/play.test.js [--screenshot FILE] [--chain-screenshot FILE] [--seed N] [--level L]
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
const SHOTS = mkdtempSync(join(tmpdir(), 'sudoku-demo-'));
const SCREENSHOT = option('screenshot', join(SHOTS, 'demo.png'));
const CHAIN_SCREENSHOT = option('chain-screenshot', join(SHOTS, 'demo-chain.png'));
/** A grid whose next step is a chain (tests/support/mod.rs's CHAIN_GRID). */
const CHAIN_GRID = '593826147040910083008034902001402009469050821000109304004670298986241735700098416';
const RED = 'rgb(198, 40, 40)';

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
        placed: mask('hint-place'),
        classes: [...cell.classList],
        color: getComputedStyle(cell).color,
        background: getComputedStyle(cell).backgroundColor,
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

const rowOf = (cell) => Math.floor(cell / 9);
const colOf = (cell) => cell % 9;
const boxOf = (cell) => 3 * Math.floor(rowOf(cell) / 3) + Math.floor(colOf(cell) / 3);
const sameHouse = (a, b) => rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b);
const withClass = (state, name) => state.flatMap(({ classes }, cell) => (classes.includes(name) ? [cell] : []));
const text = (page, selector) => page.$eval(selector, (element) => element.textContent);
const seconds = (shown) => {
  const [, minutes, secs] = shown.match(/(\d+):(\d\d)$/);
  return 60 * Number(minutes) + Number(secs);
};

/** Opens the page at `query`, failing on any error it reports; returns it and its errors. */
async function openPage(browser, origin, query) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.setViewport({ width: 620, height: 900, deviceScaleFactor: 1 });
  await page.goto(`${origin}/demo/${query}`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
  return { page, errors };
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
    assert.equal(await text(page, '#message'), '');
    const started = seconds(await text(page, '#timer'));

    // Keyboard only: Tab reaches the grid (past the layout, the level, the seed and New
    // puzzle) on the first empty cell, with a visible focus ring; arrows move; a wrong digit
    // typed there is named by the hint as a mistake; U takes it back.
    const empty = givens.indexOf(0);
    const wrong = (solution[empty] % 9) + 1;
    for (let tab = 0; tab < 5; tab += 1) await page.keyboard.press('Tab');
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
    // In red, not a hint's green.
    assert.deepEqual(withClass(state, 'mistake'), [empty]);
    assert.equal(state[empty].color, RED);
    const mistakeBackground = state[empty].background;
    assert.equal(await page.$eval('#message', (element) => getComputedStyle(element).color), RED);
    await page.keyboard.press('u');
    state = await pageState(page);
    assert.equal(state[empty].value, 0);
    assert.ok(state.every(({ highlighted }) => !highlighted));

    // The selected cell's row, column and box, and the cells of its digit.
    const given = givens.findIndex((value) => value !== 0);
    await clickCell(page, given);
    state = await pageState(page);
    const expectedPeers = [...Array(81).keys()].filter((cell) => cell !== given && sameHouse(cell, given));
    assert.deepEqual(withClass(state, 'peer'), expectedPeers);
    const equal = [...Array(81).keys()].filter((cell) => cell !== given && givens[cell] === givens[given]);
    assert.deepEqual(withClass(state, 'same-digit'), equal);
    const apart = [...Array(81).keys()].find((cell) => !sameHouse(cell, given) && givens[cell] !== givens[given]);
    assert.notEqual(state[expectedPeers[0]].background, state[apart].background);

    // A digit that clashes with a given is red as typed, and the given too; U takes it back.
    const target = givens.findIndex((value, cell) => value === 0 && peersHold(givens, cell));
    const clash = givens.find((value, other) => value !== 0 && other !== target && sameHouse(other, target));
    await clickCell(page, target);
    await page.keyboard.press(String(clash));
    state = await pageState(page);
    const clashing = [...Array(81).keys()].filter(
      (cell) => cell === target || (givens[cell] === clash && sameHouse(cell, target)),
    );
    assert.deepEqual(withClass(state, 'conflict'), clashing);
    assert.equal(state[target].color, RED);
    await page.keyboard.press('u');
    assert.deepEqual(withClass(await pageState(page), 'conflict'), []);

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

    // The clock runs.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.ok(seconds(await text(page, '#timer')) > started, await text(page, '#timer'));

    // Hints to the end, each taken by a second press.
    let steps = 0;
    let hintBackground = null;
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
        const placed = hint.placement?.cell === cell ? 1 << (hint.placement.digit - 1) : 0;
        assert.equal(state[cell].placed, placed, where);
      }
      hintBackground ??= state[lit[0]].background;
      assert.deepEqual(withClass(state, 'mistake'), []);
      if (steps === 12) await page.screenshot({ path: SCREENSHOT });
      // The second press takes the step: the digit placed, or the marks the hint read
      // without those it removes.
      const before = hintMarks(grid, state) ?? sudoku.candidates(grid);
      await page.click('#hint');
      const after = await pageState(page);
      for (let cell = 0; cell < 81; cell += 1) {
        const where = `hint ${steps + 1} taken, cell ${cell}: ${hint.text}`;
        if (hint.placement?.cell === cell) {
          assert.equal(after[cell].value, hint.placement.digit, where);
        } else if (grid[cell] === 0 && !hint.placement) {
          const marks = after[cell].marks.reduce((bits, digit) => bits | (1 << (digit - 1)), 0);
          assert.equal(marks, before[cell] & ~hint.eliminations[cell], where);
        } else {
          assert.equal(after[cell].value, grid[cell], where);
        }
      }
      steps += 1;
    }
    state = await pageState(page);
    assert.equal(state.map(({ value }) => value).join(''), solution.join(''));
    assert.notEqual(mistakeBackground, hintBackground);
    // Solved: said, the board marked, the clock stopped.
    assert.equal(await page.$eval('#message', (element) => element.textContent), 'Solved!');
    assert.ok(await page.$eval('#board', (element) => element.classList.contains('solved')));
    const stopped = await text(page, '#timer');
    assert.match(stopped, /^Solved in \d+:\d\d$/);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal(await text(page, '#timer'), stopped);
    assert.deepEqual(errors, []);
    console.log(`played seed ${SEED} (${LEVEL}) to the end in ${steps} hints; screenshot: ${SCREENSHOT}`);
  });
});

/** Whether a given in a peer of `cell` holds a digit, so that typing it there clashes. */
function peersHold(givens, cell) {
  return givens.some((value, other) => value !== 0 && other !== cell && sameHouse(other, cell));
}

test('an address with a bad seed, level or puzzle falls back to defaults with a note', { timeout: 120_000 }, async () => {
  await sudoku.init();
  await withChromium(async (browser, origin) => {
    for (const [query, bad, check] of [
      ['?seed=abc', '"abc"', null],
      ['?seed=-5&level=easy', '"-5"', null],
      ['?seed=7&level=bogus', '"bogus"', sudoku.generate(7, { level: 'medium', symmetry: 'rotate180' })],
      ['?seed=3&level=easy&puzzle=xyz', 'puzzle', sudoku.generate(3, { level: 'easy', symmetry: 'rotate180' })],
    ]) {
      const { page, errors } = await openPage(browser, origin, query);
      const note = await text(page, '#message');
      assert.ok(note.startsWith('From the address: '), `${query}: ${note}`);
      assert.ok(note.includes(bad), `${query}: ${note}`);
      const grid = (await pageState(page)).map(({ value }) => value).join('');
      assert.equal(sudoku.countSolutions(grid, 2), 1, query);
      if (check) assert.equal(grid, check, query);
      assert.match(await text(page, '#rating'), /^Puzzle \d+: /, query);
      assert.deepEqual(errors, [], query);
      await page.close();
    }
  });
});

test('a chain hint is drawn on the board from the library\'s chain', { timeout: 120_000 }, async () => {
  await sudoku.init();
  await withChromium(async (browser, origin) => {
    const { page, errors } = await openPage(browser, origin, `?puzzle=${CHAIN_GRID}`);
    const givens = sudoku.parse(CHAIN_GRID);
    assert.equal((await pageState(page)).map(({ value }) => value).join(''), CHAIN_GRID);
    assert.match(await text(page, '#rating'), /^Your puzzle: /);
    await page.click('#hint');
    const hint = sudoku.hint(givens, { givens });
    assert.ok(hint.chain, hint.text);
    assert.equal(await text(page, '#message'), hint.text);
    const drawn = await page.$$eval('#chain .link', (links) =>
      links.map((link) => [link.dataset.from, link.dataset.to, link.classList.contains('strong') ? 'strong' : 'weak']),
    );
    const expected = hint.chain.lines.flatMap(({ steps }) =>
      steps.slice(1).map((step, i) => [
        `${steps[i].cell}:${steps[i].digit}`,
        `${step.cell}:${step.digit}`,
        step.on ? 'strong' : 'weak',
      ]),
    );
    assert.ok(expected.length > 0);
    assert.deepEqual(drawn, expected);
    // Strong and weak links look different; every candidate of the chain is circled.
    const dashes = await page.$$eval('#chain .link', (links) => [
      ...new Set(links.map((link) => getComputedStyle(link).strokeDasharray)),
    ]);
    if (expected.some(([, , kind]) => kind === 'strong') && expected.some(([, , kind]) => kind === 'weak')) {
      assert.equal(dashes.length, 2, dashes.join(' | '));
    }
    const nodes = await page.$$eval('#chain .node', (circles) => circles.length);
    assert.equal(nodes, hint.chain.lines.reduce((sum, { steps }) => sum + steps.length, 0));
    // The candidates it removes or places, marked.
    const state = await pageState(page);
    for (let cell = 0; cell < 81; cell += 1) {
      if (givens[cell] !== 0) continue;
      assert.equal(state[cell].removed, hint.eliminations[cell], `cell ${cell}`);
      const placed = hint.placement?.cell === cell ? 1 << (hint.placement.digit - 1) : 0;
      assert.equal(state[cell].placed, placed, `cell ${cell}`);
    }
    await page.screenshot({ path: CHAIN_SCREENSHOT });
    // Taken by a second press, the arrows go.
    await page.click('#hint');
    assert.equal(await page.$$eval('#chain .link', (links) => links.length), 0);
    assert.deepEqual(errors, []);
    console.log(`chain hint drawn (${expected.length} links); screenshot: ${CHAIN_SCREENSHOT}`);
  });
});

/** The puzzle the page makes for layout `prefix` and `seed`, made here by the package:
 * its line, layout, givens and solution. */
function layoutPuzzle(prefix, seed, options, killer = false) {
  const { layout: rules } = sudoku.Layout.parse(prefix);
  const line = killer ? rules.generateKiller(seed, options) : rules.generate(seed, options);
  rules.free();
  const { layout, givens } = sudoku.Layout.parse(line);
  return { line, layout, givens, solution: layout.solve(givens) };
}

const SYMBOLS = '123456789ABCDEFG';

/** Types `digit` into `cell` by the keyboard: its symbol, a letter in lower case. */
async function typeInto(page, cell, digit) {
  await clickCell(page, cell);
  await page.keyboard.press(SYMBOLS[digit - 1].toLowerCase());
}

test('a 6x6, a jigsaw and a 16x16 are generated, drawn and played to the end', { timeout: 300_000 }, async () => {
  await sudoku.init();
  await withChromium(async (browser, origin) => {
    const games = [
      ['6x6', '6x6', 5, { symmetry: 'ROTATE180' }],
      ['jigsaw', '9x9', 8, { jigsaw: true }],
      ['16x16', '16x16', 3, { symmetry: 'ROTATE180', minimal: false }],
    ];
    for (const [key, prefix, seed, options] of games) {
      const { page, errors } = await openPage(browser, origin, `?layout=${key}&seed=${seed}`);
      const { line, layout, givens, solution } = layoutPuzzle(prefix, seed, options);
      const n = layout.size;
      let state = await pageState(page);
      assert.equal(state.length, n * n, key);
      assert.deepEqual(state.map(({ value }) => value), [...givens], `${key}: ${line}`);
      // A 9x9 layout (the jigsaw) is rated too.
      assert.match(await text(page, '#rating'), new RegExp(`puzzle ${seed}: (.*, )?\\d+ givens$`), key);
      // Each given in its symbol (1-9, then A-G); the pad has one button a digit and erase.
      const shown = await page.$$eval('#board .cell', (cells) => cells.map((cell) => cell.textContent));
      givens.forEach((value, cell) => value && assert.equal(shown[cell], SYMBOLS[value - 1], `${key} cell ${cell}`));
      assert.equal(await page.$$eval('#pad button', (buttons) => buttons.length), n + 1, key);
      // Thick lines exactly between two regions: the boxes, or the jigsaw's own regions.
      const regionText = line.split(' ').length > 3 ? line.split(' ').at(-1) : null;
      const regionOf = (cell) =>
        regionText ? regionText[cell] : `${Math.floor(Math.floor(cell / n) / (n === 6 ? 2 : 4))}:${Math.floor((cell % n) / (n === 6 ? 3 : 4))}`;
      const borders = await page.$$eval('#board .cell', (cells) =>
        cells.map((cell) => [getComputedStyle(cell).borderRightWidth, getComputedStyle(cell).borderBottomWidth]),
      );
      for (let cell = 0; cell < n * n; cell += 1) {
        const [right, bottom] = borders[cell];
        if (cell % n < n - 1) {
          assert.equal(right, regionOf(cell) !== regionOf(cell + 1) ? '2px' : '1px', `${key} cell ${cell} right`);
        }
        if (cell < n * (n - 1)) {
          assert.equal(bottom, regionOf(cell) !== regionOf(cell + n) ? '2px' : '1px', `${key} cell ${cell} bottom`);
        }
      }
      // The library's pencil marks of the layout.
      await page.click('#fill');
      state = await pageState(page);
      const basic = layout.candidates(givens);
      for (let cell = 0; cell < n * n; cell += 1) {
        if (givens[cell] !== 0) continue;
        const digits = [...Array(n).keys()].map((d) => d + 1).filter((d) => basic[cell] & (1 << (d - 1)));
        assert.deepEqual(state[cell].marks, digits, `${key}: marks of cell ${cell}`);
      }
      // A wrong digit no given rules out: a check marks it in red; undo takes it back. One a
      // given rules out: the check says where it clashes, in the library's words.
      const bits = (mask) => [...Array(n).keys()].map((d) => d + 1).filter((d) => mask & (1 << (d - 1)));
      const empty = givens.findIndex((value, cell) => value === 0 && bits(basic[cell]).length > 1);
      const wrong = bits(basic[empty]).find((digit) => digit !== solution[empty]);
      await typeInto(page, empty, wrong);
      await page.click('#check');
      assert.equal(await text(page, '#message'), '1 entry is wrong (in red).', key);
      assert.deepEqual(withClass(await pageState(page), 'wrong'), [empty], key);
      await page.keyboard.press('u');
      const clash = [...Array(n).keys()].map((d) => d + 1).find((digit) => !(basic[empty] & (1 << (digit - 1))));
      await typeInto(page, empty, clash);
      await page.click('#check');
      assert.match(await text(page, '#message'), new RegExp(`^digit ${clash} (appears twice in|at row)`), key);
      await page.keyboard.press('u');
      await page.click('#check');
      assert.match(await text(page, '#message'), /^No mistakes so far: \d+ cells to fill\.$/, key);
      // The solution typed in, cell by cell.
      for (let cell = 0; cell < n * n; cell += 1) {
        if (givens[cell] === 0) await typeInto(page, cell, solution[cell]);
      }
      state = await pageState(page);
      assert.deepEqual(state.map(({ value }) => value), [...solution], key);
      assert.equal(await text(page, '#message'), 'Solved!', key);
      assert.ok(await page.$eval('#board', (element) => element.classList.contains('solved')), key);
      assert.match(await text(page, '#timer'), /^Solved in \d+:\d\d$/, key);
      assert.deepEqual(errors, [], key);
      console.log(`played the ${key} of seed ${seed} to the end`);
      layout.free();
      await page.close();
    }
  });
});

test('an X shades its diagonals, a windoku its windows, and Solve fills the solution', { timeout: 120_000 }, async () => {
  await sudoku.init();
  await withChromium(async (browser, origin) => {
    for (const [key, prefix, shaded, kind] of [
      ['x', '9x9 x', (cell) => cell % 10 === 0 || (cell % 8 === 0 && cell > 0 && cell < 80), 'diagonal'],
      ['windoku', '9x9 windoku', (cell) => [1, 5].some((top) => [1, 5].some((left) => {
        const [row, col] = [Math.floor(cell / 9), cell % 9];
        return row >= top && row < top + 3 && col >= left && col < left + 3;
      })), 'window'],
    ]) {
      const { page, errors } = await openPage(browser, origin, `?layout=${key}&seed=4`);
      const { layout, givens, solution } = layoutPuzzle(prefix, 4, { symmetry: 'ROTATE180' });
      let state = await pageState(page);
      assert.deepEqual(state.map(({ value }) => value), [...givens], key);
      const expected = [...Array(81).keys()].filter(shaded);
      assert.deepEqual(withClass(state, kind), expected, key);
      // Shaded unlike the rest (the selected cell and its peers aside).
      await clickCell(page, 0);
      state = await pageState(page);
      const far = (cell) => !state[cell].classes.some((name) => ['selected', 'peer', 'same-digit'].includes(name));
      const inside = expected.find(far);
      const outside = [...Array(81).keys()].find((cell) => !shaded(cell) && far(cell));
      assert.notEqual(state[inside].background, state[outside].background, key);
      // A 9x9 layout's hint and rating: the library's, naming the layout's houses.
      const rating = layout.rate(givens);
      const described = `${rating.levelName} ${rating.value.toFixed(1)}, hardest step ${rating.hardestName}`;
      assert.ok((await text(page, '#rating')).includes(described), key);
      await page.click('#hint');
      assert.equal(await text(page, '#message'), layout.hint(givens, { givens }).text, key);
      await page.click('#solve');
      state = await pageState(page);
      assert.deepEqual(state.map(({ value }) => value), [...solution], key);
      assert.equal(await text(page, '#message'), 'Solved!', key);
      await page.click('#undo');
      assert.deepEqual((await pageState(page)).map(({ value }) => value), [...givens], key);
      assert.deepEqual(errors, [], key);
      layout.free();
      await page.close();
    }
  });
});

test('a killer draws its cages dashed with their sums, hints, rates and is played to the end', { timeout: 120_000 }, async () => {
  await sudoku.init();
  await withChromium(async (browser, origin) => {
    const seed = 6;
    const { page, errors } = await openPage(browser, origin, `?layout=killer&seed=${seed}`);
    const { line, layout, givens, solution } = layoutPuzzle('9x9', seed, { symmetry: 'ROTATE180' }, true);
    let state = await pageState(page);
    assert.deepEqual(state.map(({ value }) => value), [...givens], line);
    // The cages as the line names them (doc/layouts.md): one letter a cell, then name=sum.
    const [map, sumText] = line.split(' ').slice(-2);
    const sums = new Map(sumText.split(',').map((entry) => entry.split('=')));
    const drawn = await page.$$eval('#board .cell', (cells) =>
      cells.map((cell) => ({ classes: [...cell.classList], sum: cell.dataset.sum ?? null })),
    );
    const apart = (cell, other, inside) => !inside || map[other] !== map[cell];
    for (let cell = 0; cell < 81; cell += 1) {
      const [row, col] = [Math.floor(cell / 9), cell % 9];
      const { classes, sum } = drawn[cell];
      assert.ok(classes.includes('cage'), `cell ${cell}`);
      assert.equal(classes.includes('cage-top'), apart(cell, cell - 9, row > 0), `cell ${cell} top`);
      assert.equal(classes.includes('cage-bottom'), apart(cell, cell + 9, row < 8), `cell ${cell} bottom`);
      assert.equal(classes.includes('cage-left'), apart(cell, cell - 1, col > 0), `cell ${cell} left`);
      assert.equal(classes.includes('cage-right'), apart(cell, cell + 1, col < 8), `cell ${cell} right`);
      // The sum in the corner of the cage's first cell only, and it is the cage's digits' sum.
      const first = map.indexOf(map[cell]) === cell;
      assert.equal(sum, first ? sums.get(map[cell]) : null, `cell ${cell} sum`);
      if (first) {
        const total = [...map].reduce((acc, name, other) => (name === map[cell] ? acc + solution[other] : acc), 0);
        assert.equal(Number(sum), total, `cage ${map[cell]}`);
      }
    }
    // The sum is drawn: the corner label's content is the sum.
    const label = await page.$eval('#board .cell[data-sum]', (cell) => getComputedStyle(cell, '::after').content);
    assert.match(label, /^"\d+"$/);
    // A cage's cells are peers: the selected cell's cage mates are highlighted.
    await clickCell(page, 40);
    state = await pageState(page);
    [...map].forEach((name, cell) => {
      if (name === map[40] && cell !== 40) assert.ok(state[cell].classes.includes('peer'), `cage mate ${cell}`);
    });
    // The rating and the hint are the library's, which reason with the cages' sums.
    const rating = layout.rate(givens);
    const described = `${rating.levelName} ${rating.value.toFixed(1)}, hardest step ${rating.hardestName}`;
    assert.ok((await text(page, '#rating')).includes(described), line);
    await page.click('#hint');
    assert.equal(await text(page, '#message'), layout.hint(givens, { givens }).text, line);
    // The solution typed in, cell by cell.
    for (let cell = 0; cell < 81; cell += 1) {
      if (givens[cell] === 0) await typeInto(page, cell, solution[cell]);
    }
    state = await pageState(page);
    assert.deepEqual(state.map(({ value }) => value), [...solution], line);
    assert.equal(await text(page, '#message'), 'Solved!', line);
    assert.deepEqual(errors, [], line);
    console.log(`played the killer of seed ${seed} to the end: ${rating.value.toFixed(1)}`);
    layout.free();
    await page.close();
  });
});
