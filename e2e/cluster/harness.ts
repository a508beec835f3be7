// The cluster harness: N real server processes (the BUILT dist/server/main.js) on one PostgreSQL database,
// each reaching it through one TCP proxy the test can cut (a database restart as the instances see it),
// behind a small round-robin HTTP proxy that sets X-Forwarded-For to the client address a request names
// (the instances trust the proxy, so limits per address can be exercised). Every instance's output is
// kept for failure messages; an instance can be killed with SIGKILL and started again.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startRoundRobinProxy } from '../../scripts/lib/round-robin-proxy.mjs';
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';
import { startTcpProxy, type TcpProxy, throughProxy } from '../../server/src/test/tcp-proxy';
import { freePort } from '../support/free-port';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const serverEntry = path.join(repoRoot, 'dist/server/main.js');

/** How long an instance may take to answer /api/ready (a start waits for the database and the lock). */
export const READY_MS = 90_000;
/** How long an instance gets after SIGTERM before SIGKILL. */
const STOP_MS = 10_000;
const POLL_MS = 100;
/** Lines of an instance's output a failure message shows. */
const LOG_LINES = 60;
/** Characters of each such line. */
const LINE_CHARS = 300;

export const CLUSTER_SKIP_REASON =
  'the cluster test runs 3 instances on PostgreSQL: set TEST_DATABASE_URL (CI does), ' +
  'e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Instance = {
  name: string;
  baseUrl: string;
  /** true while the process runs. */
  alive: () => boolean;
  /** The process's last lines of output (stdout and stderr), for failure messages. */
  log: () => string;
  /** Starts the process (again, after a stop or a kill), without waiting for it. */
  start: () => void;
  /** Resolves once GET /api/ready answers 200; throws with the log when the process exits or times out. */
  ready: () => Promise<void>;
  /** SIGKILL: no shutdown, no grace. */
  kill9: () => Promise<void>;
  /** SIGTERM, then SIGKILL after STOP_MS. */
  stop: () => Promise<void>;
};

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

const createInstance = (options: { name: string; port: number; env: NodeJS.ProcessEnv }): Instance => {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  let output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n'));
    if (output.length > 4 * LOG_LINES) output = output.slice(-LOG_LINES);
  };
  const alive = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  // JSON log lines with a stack run to thousands of characters: their start says what happened
  const log = () =>
    `--- ${options.name} (${baseUrl}) ---\n${output
      .slice(-LOG_LINES)
      .map((line) => (line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS)}…` : line))
      .join('\n')}`;
  return {
    name: options.name,
    baseUrl,
    alive,
    log,
    start: () => {
      if (alive()) throw new Error(`${options.name} is already running`);
      output.push(`(started at ${new Date().toISOString()})`);
      child = spawn(process.execPath, [serverEntry], {
        cwd: repoRoot,
        env: { ...options.env, PORT: String(options.port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      child.on('exit', (code, signal) => output.push(`(exited: ${signal ?? `code ${code}`})`));
    },
    ready: async () => {
      const deadline = Date.now() + READY_MS;
      while (Date.now() < deadline) {
        if (!alive()) throw new Error(`${options.name} exited before it was ready:\n${log()}`);
        try {
          if ((await fetch(`${baseUrl}/api/ready`)).status === 200) return;
        } catch {
          // not listening yet
        }
        await sleep(POLL_MS);
      }
      throw new Error(`${options.name} was not ready within ${READY_MS / 1000} s:\n${log()}`);
    },
    kill9: async () => {
      if (!child || !alive()) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      if (!child || !alive()) return;
      const running = child;
      const killer = setTimeout(() => running.kill('SIGKILL'), STOP_MS);
      running.kill('SIGTERM');
      await exited(running);
      clearTimeout(killer);
    },
  };
};

export type Cluster = {
  instances: Instance[];
  /** The round-robin proxy's origin. */
  url: string;
  /** The fresh database, reached directly (not through the cuttable proxy): for checks. */
  databaseUrl: string;
  /** The TCP proxy between the instances and PostgreSQL. */
  database: TcpProxy;
  admin: { email: string; password: string };
  /** Every instance's recent output, for a failure message. */
  logs: () => string;
  /** Ends every connection to the cluster's database (what a PostgreSQL restart does to them). */
  terminateConnections: () => Promise<number>;
  sql: <Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ) => Promise<Row[]>;
  stop: () => Promise<void>;
};

/** One statement on its own connection (the test's look at the cluster's rows). */
const queryOnce = async <Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[]) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
};

/** Ends every connection to the database `dbName` but this one; returns how many. */
const terminateConnectionsTo = async (adminUrl: string, dbName: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const ended = await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [dbName],
    );
    return ended.rowCount ?? 0;
  } finally {
    await client.end();
  }
};

/**
 * A fresh database on TEST_DATABASE_URL's server, `count` instances on it started together (each with a
 * data folder of its own; one SESSION_SECRET), the TCP proxy and the balancer. `env` adds settings (an
 * SMTP_URL or REDIS_URL only from there, never from the test's own environment).
 */
export const startCluster = async (options: {
  count: number;
  env?: NodeJS.ProcessEnv;
  /** Settings of the i-th instance only (0 is instance A), over `env`. */
  envOf?: (index: number) => NodeJS.ProcessEnv;
}): Promise<Cluster> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error(CLUSTER_SKIP_REASON);
  if (!existsSync(serverEntry))
    throw new Error('The cluster test runs the built server: run `npm run build` first (npm test does).');
  const database = await createThrowawayDatabase(adminUrl, 'resort_cluster_');
  const dbName = new URL(database.url).pathname.slice(1);
  const target = new URL(database.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const dataDirs: string[] = [];
  const admin = { email: 'admin@cluster.test', password: randomBytes(12).toString('base64url') };
  // emails are printed (the outbox keeps them), and nothing is shared but the database, unless `env` says
  const { SMTP_URL: _smtp, REDIS_URL: _redis, ...inherited } = process.env;
  const shared: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: throughProxy(database.url, proxy),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const instances: Instance[] = [];
  for (let i = 0; i < options.count; i++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'resort-cluster-'));
    dataDirs.push(dataDir);
    instances.push(
      createInstance({
        name: `instance ${String.fromCharCode(65 + i)}`,
        port: await freePort(),
        env: { ...shared, DATA_DIR: dataDir, ...options.envOf?.(i) },
      }),
    );
  }
  const balancer = await startRoundRobinProxy(() => instances.map((instance) => instance.baseUrl));

  const sql = <Row extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    queryOnce<Row>(database.url, text, values);
  const terminateConnections = () => terminateConnectionsTo(adminUrl, dbName);
  const stop = async () => {
    await balancer.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy.close();
    await terminateConnections().catch(() => 0);
    await database.drop().catch((error) => console.warn(`Could not drop the cluster database: ${error}`));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };

  for (const instance of instances) instance.start();
  return {
    instances,
    url: balancer.url,
    databaseUrl: database.url,
    database: proxy,
    admin,
    logs: () => instances.map((instance) => instance.log()).join('\n'),
    terminateConnections,
    sql,
    stop,
  };
};
