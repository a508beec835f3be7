// GET /metrics: Prometheus's text format (prom-client). Requests by route pattern, the PostgreSQL pool, the
// job queue, emails and calendar syncs (lib/metrics.ts has the counters the code moves), and the process's
// own metrics. With METRICS_TOKEN set, a scrape must send it as a bearer token; without one the answer is
// open (docs/operations.md: keep the path off the public proxy then).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Gauge, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { unauthorized } from '../lib/errors';
import { countDueJobs, countFailedJobs, type JobCount } from '../lib/jobs/queue-stats';
import { processMetrics } from '../lib/metrics';

export const METRICS_PATH = '/metrics';
export const METRICS_TOKEN_MESSAGE = 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>';

/** Unknown addresses (the 404s of no route) share one series instead of one per address. */
const NO_ROUTE = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header carries `token` as a bearer token (compared in constant time). */
const sendsToken = (authorization: string | undefined, token: string) => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
};

/**
 * The node-postgres pool's gauges. PGlite has one connection inside this process and no pool: nothing
 * to report, so these series are absent there.
 */
const registerPoolGauges = (db: Database, registers: Registry[]) => {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  gauge('resort_db_pool_connections', 'Connections the PostgreSQL pool holds open', () => pool.totalCount);
  gauge('resort_db_pool_idle_connections', 'Open connections no query is using', () => pool.idleCount);
  gauge(
    'resort_db_pool_waiting_queries',
    'Queries waiting for a connection (the pool is at its maximum)',
    () => pool.waitingCount,
  );
  gauge('resort_db_pool_max_connections', 'The most connections the pool opens', () => pool.options.max);
};

/**
 * A gauge by job name read from the jobs table at each scrape. The table is shared: every instance
 * reports the same figures. While the database is out of reach the series are left out, and the rest
 * of the answer still comes.
 */
const jobGauge = ({
  app,
  registers,
  name,
  help,
  read,
}: {
  app: FastifyInstance;
  registers: Registry[];
  name: string;
  help: string;
  read: () => Promise<JobCount[]>;
}) =>
  new Gauge({
    name,
    help,
    labelNames: ['job'] as const,
    registers,
    async collect() {
      this.reset();
      try {
        for (const row of await read()) this.set({ job: row.name }, row.count);
      } catch (error) {
        app.log.warn({ err: error }, `metrics: ${name} could not be read`);
      }
    },
  });

export const registerMetrics = (app: FastifyInstance, options: { token?: string }) => {
  const { metrics, db, mailer, now } = app.deps;
  const registers = [metrics.registry];
  // the event loop and GC are watched from the start, not from the first scrape
  const processRegistry = processMetrics();

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? NO_ROUTE,
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  const stopCounting = mailer.onOutcome?.((outcome) => metrics.emails.inc({ outcome }));
  if (stopCounting) app.addHook('onClose', async () => stopCounting());

  registerPoolGauges(db, registers);
  jobGauge({
    app,
    registers,
    name: 'resort_jobs_due',
    help: 'Queued jobs whose time has come, by job (the backlog)',
    read: () => countDueJobs(db, now()),
  });
  jobGauge({
    app,
    registers,
    name: 'resort_jobs_failed',
    help: 'Jobs given up after their last attempt, by job',
    read: () => countFailedJobs(db),
  });

  // not part of the API's reference (like /robots.txt): an operator's address, not a JSON call
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    // never cached, never listed by a search engine
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    if (options.token && !sendsToken(request.headers.authorization, options.token)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw unauthorized(METRICS_TOKEN_MESSAGE);
    }
    const registry = Registry.merge([processRegistry, metrics.registry]);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};
