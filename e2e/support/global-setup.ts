// globalSetup of the end-to-end run: starts the BUILT server (node dist/server/main.js) once on a
// free port with a fresh DATA_DIR and the demo seed, captures its stdout (where emails are printed
// when SMTP_URL is unset) into a file, and hands the tests what they need through `inject()`.
// With TEST_DATABASE_URL the server runs on a fresh PostgreSQL database so fixtures can set up
// what no public screen offers (staff accounts, finished stays) with plain SQL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';
import { POLL_INTERVAL_MS, SERVER_START_MS, SERVER_STOP_MS } from './timeouts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The e2e run's own PostgreSQL database, or '' when the server runs on embedded PGlite. */
    databaseUrl: string;
    /** Everything the server printed on stdout (emails included). */
    serverLog: string;
    adminEmail: string;
    adminPassword: string;
    chromiumPath: string;
    artifactsDir: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export const chromiumPath = () => process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const tail = (file: string, lines = 40) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(no output)';

const waitForHealth = async (baseUrl: string, child: ChildProcess, logFile: string) => {
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The e2e server exited with code ${child.exitCode} before answering:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(
    `The e2e server did not answer GET /api/health within ${SERVER_START_MS / 1000} s:\n${tail(logFile)}`,
  );
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), SERVER_STOP_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });

const KEEP_RUNS = 5;

/** Deletes all but the newest KEEP_RUNS run folders (and anything an older harness left loose). */
const pruneOldRuns = (root: string) => {
  const entries = readdirSync(root, { withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isDirectory()) rmSync(path.join(root, entry.name), { force: true });
  }
  const runs = entries
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('run-'))
    .map((entry) => ({ name: entry.name, time: statSync(path.join(root, entry.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const run of runs.slice(KEEP_RUNS - 1))
    rmSync(path.join(root, run.name), { recursive: true, force: true });
};

export default async function setup(project: TestProject) {
  const serverEntry = path.join(repoRoot, 'dist/server/main.js');
  const clientIndex = path.join(repoRoot, 'dist/client/index.html');
  if (!existsSync(serverEntry) || !existsSync(clientIndex)) {
    throw new Error('The end-to-end tests run the built app: run `npm run build` first (npm test does it).');
  }
  if (!existsSync(chromiumPath())) {
    throw new Error(
      `Chromium not found at ${chromiumPath()}. Install Debian's package: ` +
        '`apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH). ' +
        'Playwright never downloads a browser here.',
    );
  }

  // Each run has its own folder (server output, failure screenshots): several people may run the
  // journeys in one work tree at once. Only the newest few runs' folders are kept.
  const artifactsRoot = path.join(repoRoot, 'e2e/artifacts');
  mkdirSync(artifactsRoot, { recursive: true });
  pruneOldRuns(artifactsRoot);
  const runName = `run-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
  const artifactsDir = path.join(artifactsRoot, runName);
  mkdirSync(artifactsDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'resort-e2e-data-'));
  const logFile = path.join(artifactsDir, 'server.log');
  const database = process.env.TEST_DATABASE_URL
    ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL, 'resort_e2e_')
    : null;

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const adminEmail = 'admin@e2e.test';
  const adminPassword = randomBytes(12).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // the resort's public address: canonical links, link previews' images and the sitemap name it
    SITE_URL: baseUrl,
    // the calendar-sync journey serves travel-site feeds from 127.0.0.1 (server/src/test/feed-server.ts)
    CALENDAR_ALLOW_PRIVATE_FEEDS: 'true',
    // every journey's requests come from 127.0.0.1: bookings made through the API name an address of
    // their own (X-Forwarded-For, trusted from loopback only), so the per-address cap on unverified
    // nights (docs/security.md) stays out of the journeys about something else
    TRUST_PROXY: '127.0.0.1',
  };
  // emails must be printed, never sent anywhere, and the database is the run's own
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = database.url;

  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, [serverEntry], { cwd: repoRoot, env, stdio: ['ignore', out, out] });
  closeSync(out);

  const teardown = async () => {
    await stop(child);
    await database?.drop().catch((error) => console.warn(`Could not drop the e2e database: ${error}`));
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', database?.url ?? '');
  project.provide('serverLog', logFile);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  project.provide('chromiumPath', chromiumPath());
  project.provide('artifactsDir', artifactsDir);
  console.log(
    `e2e server on ${baseUrl} (${database ? 'PostgreSQL' : 'embedded PGlite'}); its output: ${path.relative(repoRoot, logFile)}`,
  );
  return teardown;
}
