// Bundles the server into dist/server/main.js and its backup command line into dist/server/backup-cli.js
// (node_modules stay external), and copies the migrations beside them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  // main.js: the server; backup-cli.js: npm run backup, restore and move-to-postgres (scripts/backups.mjs)
  entryPoints: { main: 'server/src/main.ts', 'backup-cli': 'server/src/backup-cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: 'server/tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/src/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('Built dist/server/main.js');
