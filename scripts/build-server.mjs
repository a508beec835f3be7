// Bundles the server into dist/server/main.js (its mail thread into mail-worker.js, its feed reader into feed-parse-worker.js) and its backup command line into dist/server/backup-cli.js
// (with their dependencies: one file loads in about half the time of hundreds of modules), copies the migrations and PGlite's worker beside them, and makes the migrated empty database
// a first start copies (scripts/lib/pglite-template.mjs).
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { PGLITE_TEMPLATE_DIR, writePgliteTemplate } from './lib/pglite-template.mjs';

rmSync('dist/server', { recursive: true, force: true });
mkdirSync('dist/server', { recursive: true });
// before the bundle: build freshness looks at main.js, so a fresh main.js means the template is there too
cpSync('server/src/db/migrations', 'dist/server/migrations', { recursive: true });
// PGlite's thread (server/src/db/pglite-bridge.ts): a file of its own, which the bundle finds beside itself
cpSync('server/src/db/pglite-worker.mjs', 'dist/server/pglite-worker.mjs');
await writePgliteTemplate({
  migrationsFolder: 'dist/server/migrations',
  outputDir: path.join('dist/server', PGLITE_TEMPLATE_DIR),
});
await build({
  // main.js: the server; backup-cli.js: npm run backup, restore and move-to-postgres (scripts/backups.mjs)
  // mail-worker.js: the thread that renders the emails (server/src/modules/notifications/mail-composer.ts)
  // feed-parse-worker.js: the thread that reads a calendar feed (server/src/modules/calendar/read-feed.ts)
  entryPoints: {
    main: 'server/src/main.ts',
    'backup-cli': 'server/src/backup-cli.ts',
    'mail-worker': 'server/src/modules/notifications/mail-worker.ts',
    'feed-parse-worker': 'server/src/modules/calendar/feed-parse-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  // code loaded on first use (the S3 client, the email templates when composed inline) goes to chunks of
  // its own, and the entries share the rest: a start loads only what it runs. The chunks sit beside the
  // entries, so the files code finds beside itself (import.meta.url) are where they were.
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // kept as packages: files they read beside themselves (PGlite's WebAssembly, sharp's native
  // binary), optional native code (pg-native) and the S3 client loaded only when S3 is configured
  external: ['@electric-sql/pglite', '@electric-sql/pglite/*', 'sharp', 'pg-native', '@aws-sdk/*'],
  // the CommonJS dependencies require Node's built-in modules
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  // React's production build for the emails whatever NODE_ENV says (it is unset by default and only
  // about cookies here): the development build checks every element; with it a booking's two emails
  // took 17 ms of CPU instead of 11
  define: { 'process.env.NODE_ENV': '"production"' },
  tsconfig: 'server/tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('Built dist/server/main.js');
