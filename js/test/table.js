// The shared tables the package's tests read from the repository: tests/data/answers.txt
// (the answers the Rust API gives, tests/npm_package.rs) and tests/grammar/table.txt (the
// one grammar every reader of grid texts is held to).

import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);

/** The text of a file of the repository, by its path from the root. */
export function repositoryFile(path) {
  return readFileSync(new URL(path, root), 'utf8');
}

const INPUTS = {
  solve: 1,
  validate: 1,
  candidates: 1,
  rate: 1,
  count: 2,
  count_bounded: 3,
  hint: 3,
  generate: 4,
};

/** The cases of answers.txt: { line, operation, inputs, expected }. */
export function answerCases() {
  return repositoryFile('tests/data/answers.txt')
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => text !== '' && !text.startsWith('#'))
    .map(({ text, line }) => {
      const fields = text.split(' | ');
      const operation = fields[0];
      const count = INPUTS[operation];
      if (count === undefined) throw new Error(`answers.txt line ${line}: ${operation}?`);
      return {
        line,
        operation,
        inputs: fields.slice(1, 1 + count),
        expected: fields.slice(1 + count).join(' | '),
      };
    });
}

/** A grid of the table as cell values: digits, and letters for values above 9 (a = 10). */
export function cells(token) {
  return Uint8Array.from(token, (c) => (c >= 'a' ? c.charCodeAt(0) - 87 : Number(c)));
}

/** Whether a grid of the table can be written as text (no value above 9). */
export function isText(token) {
  return /^[0-9]{81}$/.test(token);
}

/** The text a grammar case's escaped TEXT stands for: \n, \r, \t, \\ and \u{HEX}. */
function unescape(escaped) {
  const simple = { n: '\n', r: '\r', t: '\t', '\\': '\\' };
  return escaped.replace(/\\(u\{([0-9a-fA-F]+)\}|.)/g, (_, escape, hex) =>
    hex === undefined ? simple[escape] : String.fromCodePoint(parseInt(hex, 16)),
  );
}

/** The cases of the grammar table: { line, text, expected } (expected: 81 digits or "error"). */
export function grammarCases() {
  return repositoryFile('tests/grammar/table.txt')
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line !== '' && !line.startsWith('#'))
    .map(({ line, number }) => {
      const colon = line.indexOf(':');
      return { line: number, expected: line.slice(0, colon), text: unescape(line.slice(colon + 1)) };
    });
}
