// npm start: builds whatever is missing or older than its sources, then serves the site and API.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const newest = (paths) => {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules') visit(path.join(p, name));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) visit(p);
  return latest;
};

const run = (script) => {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const shared = ['domain', 'package-lock.json'];
if (builtAt('dist/client/index.html') < newest(['client', 'vite.config.ts', ...shared])) run('build:client');
if (builtAt('dist/server/main.js') < newest(['server/src', ...shared])) run('build:server');

await import(path.resolve('dist/server/main.js'));
