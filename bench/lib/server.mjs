// Starts the BUILT server (node dist/server/main.js, from the run's copy of dist/: lib/build.mjs) on a free port with a fresh DATA_DIR, so every
// benchmark run measures the same thing: embedded PGlite with the demo seed. A scenario may pass its own
// data folder (kept when the server stops: restart time, the scale data set).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { currentBuild } from './build.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** A new empty folder under the system's temp folder (the caller removes it). */
export const makeDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'resort-bench-'));

/**
 * `env` adds settings after the defaults are cleared (e.g. ADMIN_EMAIL/ADMIN_PASSWORD, DATABASE_URL
 * for a scenario that needs an admin or PostgreSQL); without it every run is PGlite with the demo seed.
 * `dataDir`: use this folder and leave it in place at stop (default: a fresh one, removed at stop).
 * Resolves to { baseUrl, stop, startMs }: startMs from spawning node until /api/health answered 200.
 */
export const startServer = async ({ env: extraEnv = {}, dataDir: givenDataDir } = {}) => {
  const dataDir = givenDataDir ?? makeDataDir();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { serverEntry, clientDir } = currentBuild();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CLIENT_DIR: clientDir,
  };
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'SEED_DEMO',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'TRUST_PROXY',
  ])
    delete env[name];
  Object.assign(env, extraEnv);
  let output = '';
  const spawnedAt = performance.now();
  // BENCH_NODE_FLAGS: extra node flags for the server, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof (profiling a scenario)
  const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeFlags, serverEntry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok)
        return { baseUrl, stop, startMs: performance.now() - spawnedAt };
    } catch {
      // not listening yet
    }
    // polled often: the start time is one of the figures
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop();
  throw new Error(`The server did not become healthy:\n${output}`);
};
