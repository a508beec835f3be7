// Bundles the server into dist/server/main.js (node_modules stay external) and copies the migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['server/src/main.ts'],
  outfile: 'dist/server/main.js',
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
