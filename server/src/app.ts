// buildApp() assembles the whole server; main.ts runs it and the tests drive it with inject().

import { errorResponses } from '@domain/api/common';
import { healthSchema, readySchema } from '@domain/api/site';
import fastifyCookie from '@fastify/cookie';
import fastifyUnderPressure from '@fastify/under-pressure';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HelmetOptions } from 'helmet';
import { type AppConfig, fastifyTrustProxy } from './config';
import type { Database } from './db/client';
import { readinessProblem } from './db/readiness';
import { type Changes, localChanges } from './lib/changes';
import { validatorCompiler } from './lib/day-schema';
import { isDatabaseUnavailable } from './lib/errors';
import { createJobRunner, type JobRunner } from './lib/jobs/runner';
import type { Mailer } from './lib/mailer';
import { createMetrics, type Metrics } from './lib/metrics';
import { createReadCache, isSuccessfulWrite, type ReadCache } from './lib/read-cache';
import { createStorage } from './lib/storage/create-storage';
import type { Storage } from './lib/storage/storage';
import { modules } from './modules';
import { inlineMailComposer, type MailComposer } from './modules/notifications';
import {
  answerClientError,
  answerFrameworkError,
  DATABASE_DOWN_RETRY_AFTER,
  registerErrorHandler,
} from './plugins/errors';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { openRateStore, type RateCounter, type RateStore, registerRateLimit } from './plugins/rate-limit';
import { REQUEST_ID_HEADER, registerRequestId, requestId } from './plugins/request-id';
import { registerOriginCheck } from './plugins/security';
import { helmetHeaders, registerSecurityHeaders } from './plugins/security-headers';
import type { PageRenderer } from './plugins/server-rendering';
import { sessionPlugin } from './plugins/session';
import { registerStaticClient } from './plugins/static-client';

export type AppDeps = {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  /** The clock; tests move it to check expiries. */
  now?: () => Date;
  /** Renders the emails: main.ts gives a thread of its own; without one they render inline (tests). */
  mailComposer?: MailComposer;
  /** Renders the pages: the build's (dist/ssr) by default; the tests give the source's. */
  pageRenderer?: PageRenderer;
  /** The logger (main.ts makes it before the database opens, which logs to it too); else one of LOG_LEVEL. */
  log?: FastifyBaseLogger;
  /** How every instance hears that public reads changed (lib/changes.ts); this process only by default. The app closes it. */
  changes?: Changes;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps & {
      now: () => Date;
      mailComposer: MailComposer;
      changes: Changes;
      metrics: Metrics;
      /** Counts hits in the store every instance shares (the rate limits' own): the per-recipient email budgets. */
      rateCounter: RateCounter;
    };
    /** Hot public reads (room search); cleared by every successful write, on every instance. */
    readCache: ReadCache;
    /** The rooms' answers (rooms/answers.ts); cleared like readCache. */
    roomCache: ReadCache;
    /** Where uploaded pictures live (a folder or an S3 bucket): one for the upload routes and /uploads/. */
    storage: Storage;
    /** Every route the app serves (method, url, schema): the bad-input tests walk it. */
    routeTable: RouteOptions[];
    /** Background work; modules define their jobs, main.ts starts the polling (tests call runDue()). */
    jobs: JobRunner;
  }
}

/** helmet's headers for the site: every answer carries them (plugins/security-headers.ts). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      frameSrc: ['https://www.openstreetmap.org'],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The Fastify instance with the site's logger, limits and framework-error answers. */
const createFastify = (deps: AppDeps, securityHeaders: ReturnType<typeof helmetHeaders>) =>
  Fastify({
    ...(deps.log
      ? { loggerInstance: deps.log }
      : { logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel } }),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // the longest path parameter a route takes is an upload token (~85 characters); a longer one is 414
    routerOptions: { maxParamLength: 100 },
    // the router's refusals and Node's (a bad %-escape, an address or headers over 16 KB) in the API's shape
    // no hook runs for those: they are given the site's security headers and the request id here
    frameworkErrors: (error, request, reply) =>
      answerFrameworkError(
        error,
        request,
        reply.headers(securityHeaders).header(REQUEST_ID_HEADER, request.id),
      ),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

/** The job runner on the app's database, its failures counted and logged; stopped when the app closes. */
const decorateJobs = (app: FastifyInstance) => {
  const jobRunner = createJobRunner({
    db: app.deps.db,
    now: app.deps.now,
    onError: (error, job) => {
      app.deps.metrics.jobFailures.inc({ job: job.name });
      // while the database is out of reach every poll fails: the job waits for it, nothing is wrong with it
      if (isDatabaseUnavailable(error))
        app.log.warn({ err: error, job }, 'background job waits for the database');
      else app.log.error({ err: error, job }, 'background job failed');
    },
  });
  app.decorate('jobs', jobRunner);
  app.addHook('onClose', async () => {
    await jobRunner.stop();
    // after the jobs: a notify job that was running still had its emails to compose
    await app.deps.mailComposer.close();
    await app.deps.changes.close();
  });
};

/** Any write that succeeded may change what a search would answer: every instance starts afresh. */
const decorateReadCaches = (app: FastifyInstance, config: AppConfig) => {
  const readCache = createReadCache({ ttlMs: config.searchCacheMs, maxEntries: 500 });
  app.decorate('readCache', readCache);
  app.deps.changes.onReadsChanged(readCache.clear);
  const roomCache = createReadCache({ ttlMs: config.roomCacheMs, maxEntries: 1 });
  app.decorate('roomCache', roomCache);
  app.deps.changes.onReadsChanged(roomCache.clear);
  app.addHook('onResponse', async (request, reply) => {
    if (isSuccessfulWrite(request, reply)) await app.deps.changes.readsChanged();
  });
};

const registerHealthRoutes = (app: ReturnType<typeof createFastify>, db: Database) => {
  // liveness: a database that is down is no reason to restart this process
  app.get('/api/health', { schema: { response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  // readiness: whether a load balancer should send this instance traffic
  app.get(
    '/api/ready',
    { schema: { response: { 200: readySchema, ...errorResponses(503) } } },
    async (_request, reply) => {
      const problem = await readinessProblem(db);
      if (problem)
        return reply.status(503).header('retry-after', DATABASE_DOWN_RETRY_AFTER).send({ message: problem });
      return { status: 'ready' as const };
    },
  );
};

/** Seconds a shed request is asked to wait before it tries again. */
const SHED_RETRY_AFTER_S = 10;

/** The hooks every request passes, in order: load shedding, cache headers, security, cookies, limits, session. */
const registerRequestHooks = async (
  app: FastifyInstance,
  options: { config: AppConfig; rateStore: RateStore; securityHeaders: ReturnType<typeof helmetHeaders> },
) => {
  const { config, rateStore } = options;
  // When the event loop lags (a slow query on PGlite's thread, a burst), answer 503 + Retry-After at
  // once instead of queueing every visitor behind it. A page already sent still gets its built scripts,
  // styles and fonts (/assets/, precompressed files from disk, next to no work): without them it never starts.
  if (config.maxEventLoopDelayMs > 0)
    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      pressureHandler: async (request, reply) => {
        if (request.method === 'GET' && request.url.startsWith('/assets/')) return;
        reply.header('Retry-After', String(SHED_RETRY_AFTER_S));
        throw Object.assign(new Error('Service Unavailable'), { statusCode: 503 });
      },
    });
  // API answers carry accounts, bookings and staff data: never kept by a browser or a shared cache
  // unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
  });
  registerSecurityHeaders(app, options.securityHeaders);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await registerRateLimit(app, rateStore);
  await app.register(sessionPlugin, { secureCookies: config.secureCookies });
  registerOriginCheck(app, config.trustedOrigins);
};

export const buildApp = async (deps: AppDeps) => {
  const securityHeaders = helmetHeaders(HELMET_OPTIONS);
  const app = createFastify(deps, securityHeaders);
  registerRequestId(app);

  // zod's, and the resort day's schema for a route that declares one (lib/day-schema.ts)
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  app.decorate('storage', createStorage(deps.config));
  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    routeTable.push(route);
  });
  const now = deps.now ?? (() => new Date());
  const rateStore = await openRateStore(app, { db: deps.db, now, redisUrl: deps.config.redisUrl });
  app.decorate('deps', {
    ...deps,
    metrics: createMetrics(),
    now,
    rateCounter: rateStore.counter,
    mailComposer: deps.mailComposer ?? inlineMailComposer,
    changes: deps.changes ?? localChanges(),
  });
  decorateJobs(app);
  // JSON only: a cross-site form can post text/plain without a preflight, so that parser goes.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  await registerRequestHooks(app, { config: deps.config, rateStore, securityHeaders });
  decorateReadCaches(app, deps.config);

  // before any route, after the other hooks: its request hook and its route are every other route's siblings
  registerMetrics(app, { token: deps.config.metricsToken });
  // before any route: the document is built from the routes registered after it
  await registerOpenApi(app);
  registerHealthRoutes(app, deps.db);
  for (const register of modules) await app.register(register);

  if (deps.config.clientDir) {
    await registerStaticClient(app, {
      clientDir: deps.config.clientDir,
      siteUrl: deps.config.siteUrl,
      renderer: deps.pageRenderer,
    });
  }
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
