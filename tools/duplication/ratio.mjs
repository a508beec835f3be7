#!/usr/bin/env node
// @ts-check
// The duplication measure: the share of source lines that sit in duplicated runs of six or more lines, as the
// `duplicates` command (the team's tool library, not an npm package) reports them for the whole tree.
// Every row counts, "shape" and "boilerplate" ones too. A line is counted once however many rows name
// it, and only non-blank lines count, on both sides of the fraction: a reported range may span blank
// lines the tool itself passes over. Source: the tracked .ts .tsx .mjs .js .css .html .sql files.
//   node tools/duplication/ratio.mjs            (needs `duplicates` on the PATH)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const SOURCE = /\.(ts|tsx|mjs|js|css|html|sql)$/;
/** @param {string} command @param {string[]} args */
const run = (command, args) => execFileSync(command, args, { encoding: 'utf8', maxBuffer: 64 << 20 });

/** @type {Map<string, string[]>} */
const linesOf = new Map();
/** @param {string} file @returns {string[]} */
const fileLines = (file) => {
  const known = linesOf.get(file);
  if (known) return known;
  const lines = readFileSync(file, 'utf8').split('\n');
  linesOf.set(file, lines);
  return lines;
};
/** @param {string} file @param {number} line */
const isBlank = (file, line) => !(fileLines(file)[line - 1] ?? '').trim();

const report = run('duplicates', ['--most', '200', '--seconds', '300']);
const duplicated = new Set();
for (const row of report.split('\n').filter((line) => /^D\d+ /.test(line))) {
  for (const [, file, from, to] of row.matchAll(/(\S+):(\d+)-(\d+)/g)) {
    for (let line = Number(from); line <= Number(to); line += 1) {
      if (file && !isBlank(file, line)) duplicated.add(`${file}:${line}`);
    }
  }
}
const sourceLines = run('git', ['ls-files'])
  .split('\n')
  .filter((file) => SOURCE.test(file))
  .reduce((sum, file) => sum + fileLines(file).filter((line) => line.trim()).length, 0);

const incomplete = report
  .split('\n')
  .filter((line) => line.startsWith('incomplete:') || /^\(\+\d+ more pairs\)/.test(line));
console.log(report.split('\n')[0]);
for (const line of incomplete) console.log(line);
console.log(
  `${duplicated.size} of ${sourceLines} non-blank source lines in duplicated runs: ${((100 * duplicated.size) / sourceLines).toFixed(2)}% (budget: under 2%)`,
);
