// @ts-check
// The project keeps every file short enough to read (docs/architecture.md, Tooling): no git-tracked
// source file over 300 lines, outside drawing data, the chatbot's word table and migrations. Biome
// guards the functions (complexity/noExcessiveLinesPerFunction, 80 lines); this test guards the files.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const MAX_LINES = 300;
const source = /\.(ts|tsx|mjs|js)$/;
/** Generated or data-like files the limit does not apply to. */
const exempt = [
  /^tools\/illustrations\//,
  /^server\/src\/modules\/chatbot\/question-set\/questions\.ts$/,
  /(^|\/)migrations\//,
];

/** A file's lines as `wc -l` counts them (a last line without a newline counts too). */
const lineCount = (/** @type {string} */ text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

it(`keeps every source file at ${MAX_LINES} lines or fewer`, () => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => source.test(file) && !exempt.some((rule) => rule.test(file)))
    // a file deleted in the working tree but not yet in the index has no lines to count
    .filter((file) => existsSync(path.join(root, file)));
  const offenders = files
    .map((file) => ({ file, lines: lineCount(readFileSync(path.join(root, file), 'utf8')) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${lines} ${file}`);
  if (offenders.length > 0) console.log(`Files over ${MAX_LINES} lines:\n${offenders.join('\n')}`);
  expect(offenders).toEqual([]);
});
