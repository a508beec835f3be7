// npm run backup | npm run restore -- FILE [--force] | npm run move-to-postgres: the server's backup
// command line (server/src/backup-cli.ts), built with the server into dist/server/backup-cli.js
// whenever that build is missing or older than its sources, as npm start does for the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUILD_PARTS, staleParts } from './lib/build-freshness.mjs';

const CLI = 'dist/server/backup-cli.js';
const server = BUILD_PARTS.filter((part) => part.name === 'server');

if (!existsSync(CLI) || staleParts(process.cwd(), server).length > 0) {
  const built = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

// the command reads its arguments from process.argv and exits with its own code
await import(path.resolve(CLI));
