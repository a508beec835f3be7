// globalSetup of the journeys (e2e/playwright.config.ts): before any worker starts, starts one BUILT
// server (node dist/server/main.js) per worker, one after another (a server starting migrates and seeds:
// two at once on 2 CPUs are slow enough for the first to shed load), each on a free port with a fresh
// DATA_DIR, the demo seed and, with TEST_DATABASE_URL, a fresh PostgreSQL database of its own so journeys
// set up what no public screen offers (staff accounts, finished stays) with plain SQL. A server counts as
// started once GET /api/ready answers. Its stdout (where emails are printed when SMTP_URL is unset) goes to
// a file; the workers find their server in E2E_SERVERS (support/run.ts).
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
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';
import { freePort } from './free-port';
import { type E2eServer, SERVERS_ENV } from './run';
import { POLL_INTERVAL_MS, SERVER_START_MS, SERVER_STOP_MS } from './timeouts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export const chromiumPath = () => process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;

const tail = (file: string, lines = 40) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(no output)';

const waitForReady = async (baseUrl: string, child: ChildProcess, logFile: string) => {
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The e2e server exited with code ${child.exitCode} before answering:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(
    `The e2e server did not answer GET /api/ready within ${SERVER_START_MS / 1000} s:\n${tail(logFile)}`,
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

type Started = { server: E2eServer; teardown: () => Promise<void> };

/** One server with its own data folder (and database), answering GET /api/ready. */
const startServer = async (artifactsDir: string, index: number): Promise<Started> => {
  const serverEntry = path.join(repoRoot, 'dist/server/main.js');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'resort-e2e-data-'));
  const logFile = path.join(artifactsDir, `server-${index + 1}.log`);
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
    // a busy test machine (2 cores, Chromium, the server, a build) can stall the event loop past the
    // default second: the journeys are not about shedding load, which would answer their assets 503
    MAX_EVENT_LOOP_DELAY_MS: '10000',
  };
  // emails must be printed, never sent anywhere, and the database is the server's own
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  delete env[SERVERS_ENV];
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
    await waitForReady(baseUrl, child, logFile);
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(
    `e2e server ${index + 1} on ${baseUrl} (${database ? 'PostgreSQL' : 'embedded PGlite'}); its output: ${path.relative(repoRoot, logFile)}`,
  );
  const server = { baseUrl, databaseUrl: database?.url ?? '', serverLog: logFile, adminEmail, adminPassword };
  return { server, teardown };
};

export default async function globalSetup(config: FullConfig) {
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

  // Each run has its own folder for the servers' output: several people may run the journeys in one
  // work tree at once. Only the newest few runs' folders are kept.
  const artifactsRoot = path.join(repoRoot, 'e2e/artifacts');
  mkdirSync(artifactsRoot, { recursive: true });
  pruneOldRuns(artifactsRoot);
  const runName = `run-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
  const artifactsDir = path.join(artifactsRoot, runName);
  mkdirSync(artifactsDir, { recursive: true });

  const started: Started[] = [];
  const teardown = async () => {
    await Promise.all(started.map((one) => one.teardown()));
  };
  try {
    // one at a time: see the header
    for (let index = 0; index < Math.max(config.workers, 1); index++)
      started.push(await startServer(artifactsDir, index));
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env[SERVERS_ENV] = JSON.stringify(started.map((one) => one.server));
  return teardown;
}
