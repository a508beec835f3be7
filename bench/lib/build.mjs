// Builds the parts of the app whose dist/ output is missing or older than their sources (like npm start
// does), then copies dist/ to a folder of this run: other work in the shared tree may rebuild dist/
// while the bench runs, and every scenario must measure one and the same build.
// The copy sits under node_modules/.cache so the bundle still finds its external packages.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildStaleParts } from '../../scripts/lib/build-freshness.mjs';

const SNAPSHOT_PARENT = path.resolve('node_modules/.cache');
const ATTEMPTS = 3;

let build = { serverEntry: path.resolve('dist/server/main.js'), clientDir: path.resolve('dist/client') };

/** The build the scenarios run: { serverEntry, clientDir }. */
export const currentBuild = () => build;

/** Builds what is stale and snapshots dist/; returns the function that removes the snapshot. */
export const ensureBuilt = () => {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (!buildStaleParts()) throw new Error('npm run build failed');
    // a fresh `npm ci` has no .cache folder yet
    mkdirSync(SNAPSHOT_PARENT, { recursive: true });
    const folder = mkdtempSync(path.join(SNAPSHOT_PARENT, 'resort-bench-dist-'));
    cpSync('dist', folder, { recursive: true });
    const snapshot = {
      serverEntry: path.join(folder, 'server/main.js'),
      clientDir: path.join(folder, 'client'),
    };
    // a rebuild elsewhere may have been half way through: copy again
    if (existsSync(snapshot.serverEntry) && existsSync(path.join(snapshot.clientDir, 'index.html'))) {
      build = snapshot;
      return () => rmSync(folder, { recursive: true, force: true });
    }
    rmSync(folder, { recursive: true, force: true });
  }
  throw new Error('dist/ kept changing while it was copied');
};
