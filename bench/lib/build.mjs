// Builds the app when dist/ is missing or older than its sources (like npm start does).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

export const ensureBuilt = () => {
  const sources = newest(['client', 'server/src', 'domain', 'vite.config.ts', 'package-lock.json']);
  const built = Math.min(builtAt('dist/server/main.js'), builtAt('dist/client/index.html'));
  if (built >= sources) return;
  console.log('The build is missing or older than its sources: npm run build\n');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
};
