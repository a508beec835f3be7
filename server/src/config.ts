// Reads the runtime contract's environment variables once, at start. One zod schema is the list of
// settings: each names its variable, says what it may hold and its default, and turns it into the
// runtime value; AppConfig is what that schema outputs. A wrong value stops the start with a message
// naming the variable (main.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CALENDAR_SYNC_MINUTES } from '@domain/calendar';
import { DEFAULT_SESSION_IDLE_DAYS, SESSION_LIFETIME_DAYS } from '@domain/constants';
import { DEFAULT_RESORT_TZ } from '@domain/dates';
import { DEFAULT_HOLD_HOURS } from '@domain/ledger';
import { DEFAULT_STAY_LIMITS } from '@domain/stay-limits';
import { DEFAULT_UNVERIFIED_HOLD_HOURS } from '@domain/unverified-holds';
import { z } from 'zod';
import {
  ConfigError,
  emailAddress,
  flag,
  hours,
  isHttpOrigin,
  isTimeZone,
  isTrustProxy,
  LOG_LEVELS,
  oneOf,
  parseTrustProxy,
  personName,
  urlWith,
  variable,
  wholeNumber,
} from './config/fields';
import { describeIssues, readVariables, variablesOf } from './config/read-env';
import { s3Settings } from './config/s3';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db/postgres-pool';

export { ConfigError, fastifyTrustProxy, parseTrustProxy, type TrustProxy } from './config/fields';

/**
 * Every setting the server reads, grouped: its variable, what it may hold, its default, and the value
 * the server uses. `.optional()` after a default lets a configuration built by hand (tests) leave the
 * setting out; the environment still gets the default.
 */
const settings = z.object({
  // --- the server
  port: variable('PORT', wholeNumber(0, 65_535).default(3000)),
  host: variable('HOST', z.string().default('0.0.0.0')),
  dataDir: variable(
    'DATA_DIR',
    z
      .string()
      .default('./data')
      .transform((dir) => path.resolve(dir)),
  ),
  /** Static client build to serve; unset in API-only tests. */
  clientDir: variable(
    'CLIENT_DIR',
    z
      .string()
      .default('dist/client')
      .transform((dir) => path.resolve(dir))
      .optional(),
  ),
  resortTz: variable(
    'RESORT_TZ',
    z
      .string()
      .refine(isTimeZone, { error: 'an IANA time zone such as Asia/Manila' })
      .default(DEFAULT_RESORT_TZ),
  ),
  /**
   * SITE_URL: the resort's public origin (https://casaalon.ph), without a trailing slash; every absolute
   * URL the server writes (calendar export links) starts with it. Default http://localhost:PORT.
   */
  siteUrl: variable(
    'SITE_URL',
    z
      .string()
      .trim()
      .refine(isHttpOrigin, {
        error: 'an http:// or https:// origin without a path, such as https://casaalon.ph',
      })
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
  logLevel: variable('LOG_LEVEL', oneOf(LOG_LEVELS).default('info')),
  /** MAX_EVENT_LOOP_DELAY_MS: above this lag the server sheds load with 503 + Retry-After; 0 turns it off. */
  maxEventLoopDelayMs: variable('MAX_EVENT_LOOP_DELAY_MS', wholeNumber(0, 60_000).default(1000)),
  /**
   * SHUTDOWN_GRACE_MS: the longest a SIGTERM waits for the job running and the requests in flight before
   * the process exits anyway (a job cut off runs again on another instance or at the next start).
   */
  shutdownGraceMs: variable('SHUTDOWN_GRACE_MS', wholeNumber(1000, 600_000).default(10_000)),
  /** METRICS_TOKEN: GET /metrics asks for it as a bearer token; unset, /metrics answers anyone. */
  metricsToken: variable(
    'METRICS_TOKEN',
    z
      .string()
      .trim()
      .regex(/^\S+$/, { error: 'one word without spaces (a bearer token), such as a long random string' })
      .optional(),
  ),

  // --- the database and the shared counters
  databaseUrl: variable(
    'DATABASE_URL',
    urlWith(
      ['postgres:', 'postgresql:'],
      'a PostgreSQL URL such as postgres://user:pass@host:5432/db',
    ).optional(),
  ),
  /**
   * DATABASE_STATEMENT_TIMEOUT_MS (PostgreSQL only, default 15000, 0 for none): a statement running longer
   * is cancelled and its request answers 503. Migrations, the restore and move-to-postgres have none.
   */
  databaseStatementTimeoutMs: variable(
    'DATABASE_STATEMENT_TIMEOUT_MS',
    wholeNumber(0, 3_600_000).default(DEFAULT_STATEMENT_TIMEOUT_MS).optional(),
  ),
  /** REDIS_URL: count the rate limits in that Redis instead of the database (optional; both are shared by every instance). */
  redisUrl: variable(
    'REDIS_URL',
    urlWith(['redis:', 'rediss:'], 'a Redis URL such as redis://:pass@redis.example.com:6379').optional(),
  ),
  /** How long a room search answer may be reused (ms); 0 turns the cache off. Writes clear it at once. */
  searchCacheMs: variable('SEARCH_CACHE_MS', wholeNumber(0, 86_400_000).default(2000)),
  /**
   * How long the rooms' answers may be reused (ms; rooms/answers.ts): a search still asks the database which
   * rooms are free, every time. 0 reads every room's row for each answer. Writes clear it at once.
   */
  roomCacheMs: variable('ROOM_CACHE_MS', wholeNumber(0, 86_400_000).default(30_000)),

  // --- sessions and requests
  /** SESSION_SECRET; unset, one generated once and kept in DATA_DIR (loadSessionSecret, below). */
  sessionSecret: variable('SESSION_SECRET', z.string().optional()),
  /** SESSION_IDLE_DAYS: a session unused this long counts as signed out (besides the 30-day lifetime). */
  sessionIdleDays: variable(
    'SESSION_IDLE_DAYS',
    wholeNumber(1, SESSION_LIFETIME_DAYS).default(DEFAULT_SESSION_IDLE_DAYS),
  ),
  /**
   * COOKIE_SECURE: true or false; when unset, 'auto' under NODE_ENV=production (Secure when the request
   * came over HTTPS as Fastify sees it, which honours TRUST_PROXY) and false otherwise.
   */
  secureCookies: variable('COOKIE_SECURE', flag().optional()),
  /** Read only for COOKIE_SECURE's default. */
  nodeEnv: variable('NODE_ENV', z.string().optional()),
  /** The site's own origin(s) for the cross-site request check; the Host header is always accepted. */
  trustedOrigins: variable(
    'TRUSTED_ORIGINS',
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
  ),
  /**
   * TRUST_PROXY, as Fastify's trustProxy: false (no proxy: X-Forwarded-* is never believed), a number of
   * proxy hops in front of the server (`true` is one: the nearest proxy), or the proxies' addresses.
   * Never "trust everyone": then the client's own first X-Forwarded-For entry would name it.
   */
  trustProxy: variable(
    'TRUST_PROXY',
    z
      .string()
      .trim()
      .refine(isTrustProxy, {
        error:
          "false, true (one proxy), a number of proxy hops (1 to 10), or the proxies' addresses or subnets separated by commas (127.0.0.1, 10.0.0.0/8, loopback)",
      })
      .optional()
      .transform(parseTrustProxy),
  ),

  // --- mail
  smtpUrl: variable(
    'SMTP_URL',
    urlWith(
      ['smtp:', 'smtps:'],
      'an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com:465',
    ).optional(),
  ),
  mailFrom: variable('MAIL_FROM', z.string().default('Casa Alon Beach Resort <reservations@casaalon.ph>')),
  /** STAFF_EMAIL: where staff alerts go (new bookings, payments to verify, inquiries); default the admin's. */
  staffEmail: variable('STAFF_EMAIL', emailAddress().optional()),

  // --- the first start
  seedDemo: variable('SEED_DEMO', flag().default(true)),
  adminEmail: variable('ADMIN_EMAIL', emailAddress().optional()),
  adminPassword: variable('ADMIN_PASSWORD', z.string().optional()),
  /** ADMIN_FIRST_NAME, ADMIN_LAST_NAME: the name the admin created at first start gets (greetings). */
  adminFirstName: variable('ADMIN_FIRST_NAME', personName('Resort')),
  adminLastName: variable('ADMIN_LAST_NAME', personName('Admin')),

  // --- bookings
  /** MAX_STAY_NIGHTS and BOOKING_HORIZON_DAYS: the longest stay and how far ahead one may start. */
  stayLimits: z.object({
    maxStayNights: variable(
      'MAX_STAY_NIGHTS',
      wholeNumber(1, 365).default(DEFAULT_STAY_LIMITS.maxStayNights),
    ),
    bookingHorizonDays: variable(
      'BOOKING_HORIZON_DAYS',
      wholeNumber(1, 3650).default(DEFAULT_STAY_LIMITS.bookingHorizonDays),
    ),
  }),
  /** HOLD_HOURS: how long a pending booking without a live payment keeps its nights (after a rejection). */
  holdHours: variable('HOLD_HOURS', hours(DEFAULT_HOLD_HOURS, 24)),
  /**
   * UNVERIFIED_HOLD_HOURS: how long an online booking whose payment nobody verified keeps its nights,
   * from the booking (the desk verifying a payment or extending the hold stops the clock).
   */
  unverifiedHoldHours: variable('UNVERIFIED_HOLD_HOURS', hours(DEFAULT_UNVERIFIED_HOLD_HOURS, 48)),

  // --- background work
  /** How often the job runner looks for due work (ms); JOB_POLL_MS, tests set it low. */
  jobPollMs: variable('JOB_POLL_MS', wholeNumber(50, 3_600_000).default(5000)),
  /** CALENDAR_SYNC_MINUTES: how often each imported calendar feed (Airbnb, Booking.com, …) is fetched. */
  calendarSyncMinutes: variable(
    'CALENDAR_SYNC_MINUTES',
    wholeNumber(1, 1440).default(DEFAULT_CALENDAR_SYNC_MINUTES),
  ),
  /**
   * CALENDAR_ALLOW_PRIVATE_FEEDS: let feed URLs reach loopback and private addresses (tests, a LAN); off,
   * an admin's feed URL can never make the server call inside its own network.
   */
  allowPrivateFeeds: variable('CALENDAR_ALLOW_PRIVATE_FEEDS', flag().default(false)),

  // --- files
  /**
   * BACKUP_DIR (default DATA_DIR/backups), BACKUP_AT (HH:MM resort time, default 03:00) and BACKUP_KEEP
   * (default 14): the daily backup.
   */
  backups: z.object({
    dir: variable(
      'BACKUP_DIR',
      z
        .string()
        .transform((dir) => path.resolve(dir))
        .optional(),
    ),
    at: variable(
      'BACKUP_AT',
      z
        .string()
        .trim()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'a time of day as HH:MM, such as 03:00' })
        .default('03:00'),
    ),
    keep: variable('BACKUP_KEEP', wholeNumber(1, 3650).default(14)),
  }),
  /** S3_BUCKET and friends: uploads go to that S3-compatible bucket instead of DATA_DIR/uploads. */
  s3: s3Settings.optional(),
});

/** SESSION_SECRET, or one generated once and kept in DATA_DIR so sessions survive restarts. */
const loadSessionSecret = (dataDir: string, fromEnv?: string) => {
  if (fromEnv) return fromEnv;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** The settings, with those whose defaults come from other settings filled in (runs only when all are valid). */
const configSchema = settings.transform(({ nodeEnv, ...config }) => {
  const derived = {
    ...config,
    sessionSecret: loadSessionSecret(config.dataDir, config.sessionSecret),
    siteUrl: config.siteUrl ?? `http://localhost:${config.port}`,
    secureCookies: config.secureCookies ?? (nodeEnv === 'production' ? ('auto' as const) : false),
    backups: { ...config.backups, dir: config.backups.dir ?? path.join(config.dataDir, 'backups') },
  };
  derived.staffEmail ??= derived.adminEmail;
  return derived;
});

export type AppConfig = z.output<typeof configSchema>;

/** Every environment variable the server reads, in the schema's order. */
export const configVariables = (): string[] => variablesOf(settings);

/** The configuration, or a ConfigError listing every variable that holds something it may not. */
export const readConfig = (source: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = configSchema.safeParse(readVariables(settings, source));
  if (!parsed.success) throw new ConfigError(describeIssues(settings, parsed.error, source));
  return parsed.data;
};
