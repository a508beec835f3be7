// @ts-check
// The one answer to "is the build stale?", shared by npm start, the e2e runner and the benchmark:
// a part of dist/ is rebuilt when its output is missing or older than any of its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ name: string, output: string, sources: readonly string[], script: string }} BuildPart */

/** Sources both parts are built from: the shared rules, the picture catalogue and the locked dependencies. */
const SHARED_SOURCES = ['domain', 'assets/site-images.json', 'package-lock.json'];

/** @type {readonly BuildPart[]} */
export const BUILD_PARTS = [
  {
    name: 'client',
    output: 'dist/client/index.html',
    sources: [
      'client',
      'vite.config.ts',
      'scripts/build-ssr.mjs',
      'scripts/lib/web-fonts.mjs',
      ...SHARED_SOURCES,
    ],
    script: 'build:client',
  },
  {
    name: 'server',
    output: 'dist/server/main.js',
    sources: ['server/src', ...SHARED_SOURCES],
    script: 'build:server',
  },
];

/**
 * Modification time (ms) of the newest file under the given paths; 0 when none exists.
 * @param {readonly string[]} paths
 */
export const newestMtime = (paths) => {
  let latest = 0;
  /** @param {string} p */
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      return;
    }
    for (const name of readdirSync(p)) if (name !== 'node_modules') visit(path.join(p, name));
  };
  for (const p of paths) visit(p);
  return latest;
};

/**
 * The parts whose output is missing or older than one of their sources.
 * @param {string} [root] the project folder (default: the current directory)
 * @param {readonly BuildPart[]} [parts]
 */
export const staleParts = (root = process.cwd(), parts = BUILD_PARTS) =>
  parts.filter((part) => {
    const output = path.join(root, part.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    return builtAt < newestMtime(part.sources.map((source) => path.join(root, source)));
  });

/**
 * Runs `npm run <script>` for every stale part, saying so first unless `quiet`.
 * @param {{ quiet?: boolean }} [options]
 * @returns {boolean} false when a build failed
 */
export const buildStaleParts = ({ quiet = false } = {}) => {
  for (const part of staleParts()) {
    if (!quiet)
      console.log(`The ${part.name} build is missing or older than its sources: npm run ${part.script}`);
    const result = spawnSync('npm', ['run', '--silent', part.script], { stdio: 'inherit' });
    if (result.status !== 0) return false;
  }
  return true;
};
