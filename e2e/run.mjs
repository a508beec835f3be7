// npm run test:e2e: only the end-to-end journeys, on a build that is rebuilt when its sources changed.
// Extra arguments go to vitest, e.g. `npm run test:e2e -- e2e/visitor/contact.e2e.ts`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkChromium } from './chromium-check.mjs';

const newest = (paths) => {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (!stat.isDirectory()) latest = Math.max(latest, stat.mtimeMs);
    else for (const name of readdirSync(p)) if (name !== 'node_modules') visit(path.join(p, name));
  };
  for (const p of paths) visit(p);
  return latest;
};
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

if (!checkChromium()) process.exit(1);
const sources = newest(['client', 'server/src', 'domain', 'vite.config.ts', 'package-lock.json']);
if (Math.min(builtAt('dist/server/main.js'), builtAt('dist/client/index.html')) < sources) {
  console.log('The build is missing or older than its sources: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
