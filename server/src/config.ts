// Reads the runtime contract's environment variables once, at start. One zod schema says what each
// variable may hold; a wrong value stops the start with a message naming the variable (main.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_CALENDAR_SYNC_MINUTES } from '@domain/calendar';
import { DEFAULT_SESSION_IDLE_DAYS, SESSION_LIFETIME_DAYS } from '@domain/constants';
import { DEFAULT_RESORT_TZ } from '@domain/dates';
import { DEFAULT_HOLD_HOURS } from '@domain/ledger';
import { DEFAULT_STAY_LIMITS, type StayLimits } from '@domain/stay-limits';
import { DEFAULT_UNVERIFIED_HOLD_HOURS } from '@domain/unverified-holds';
import { z } from 'zod';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db/postgres-pool';
import type { S3Settings } from './lib/storage/s3-storage';

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  resortTz: string;
  smtpUrl?: string;
  /** REDIS_URL: count the rate limits in that Redis instead of the database (optional; both are shared by every instance). */
  redisUrl?: string;
  mailFrom: string;
  seedDemo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /** ADMIN_FIRST_NAME, ADMIN_LAST_NAME: the name the admin created at first start gets (greetings). */
  adminFirstName: string;
  adminLastName: string;
  /**
   * SITE_URL: the resort's public origin (https://casaalon.ph), without a trailing slash; every absolute
   * URL the server writes (calendar export links) starts with it. Default http://localhost:PORT.
   */
  siteUrl: string;
  /** The site's own origin(s) for the cross-site request check; the Host header is always accepted. */
  trustedOrigins: string[];
  /** Static client build to serve; absent in API-only tests. */
  clientDir?: string;
  /**
   * COOKIE_SECURE: true or false; when unset, 'auto' under NODE_ENV=production (Secure when the request
   * came over HTTPS as Fastify sees it, which honours TRUST_PROXY) and false otherwise.
   */
  secureCookies: boolean | 'auto';
  /** SESSION_IDLE_DAYS: a session unused this long counts as signed out (besides the 30-day lifetime). */
  sessionIdleDays: number;
  /**
   * TRUST_PROXY, as Fastify's trustProxy: false (no proxy: X-Forwarded-* is never believed), a number of
   * proxy hops in front of the server (`true` is one: the nearest proxy), or the proxies' addresses.
   * Never "trust everyone": then the client's own first X-Forwarded-For entry would name it.
   */
  trustProxy: false | number | string;
  /** How long a room search answer may be reused (ms); 0 turns the cache off. Writes clear it at once. */
  searchCacheMs: number;
  logLevel: string;
  /** MAX_STAY_NIGHTS and BOOKING_HORIZON_DAYS: the longest stay and how far ahead one may start. */
  stayLimits: StayLimits;
  /** HOLD_HOURS: how long a pending booking without a live payment keeps its nights (after a rejection). */
  holdHours: number;
  /**
   * UNVERIFIED_HOLD_HOURS: how long an online booking whose payment nobody verified keeps its nights,
   * from the booking (the desk verifying a payment or extending the hold stops the clock).
   */
  unverifiedHoldHours: number;
  /** STAFF_EMAIL: where staff alerts go (new bookings, payments to verify, inquiries); default the admin's. */
  staffEmail?: string;
  /** How often the job runner looks for due work (ms); JOB_POLL_MS, tests set it low. */
  jobPollMs: number;
  /**
   * SHUTDOWN_GRACE_MS: the longest a SIGTERM waits for the job running and the requests in flight before
   * the process exits anyway (a job cut off runs again on another instance or at the next start).
   */
  shutdownGraceMs: number;
  /**
   * DATABASE_STATEMENT_TIMEOUT_MS (PostgreSQL only, default 15000, 0 for none): a statement running longer
   * is cancelled and its request answers 503. Migrations, the restore and move-to-postgres have none.
   */
  databaseStatementTimeoutMs?: number;
  /** MAX_EVENT_LOOP_DELAY_MS: above this lag the server sheds load with 503 + Retry-After; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** S3_BUCKET and friends: uploads go to that S3-compatible bucket instead of DATA_DIR/uploads. */
  s3?: S3Settings;
  /**
   * BACKUP_DIR (default DATA_DIR/backups), BACKUP_AT (HH:MM resort time, default 03:00) and BACKUP_KEEP
   * (default 14): the daily backup. Unset in configurations built by hand (tests): those defaults.
   */
  backups?: BackupSettings;
  /** CALENDAR_SYNC_MINUTES: how often each imported calendar feed (Airbnb, Booking.com, …) is fetched. */
  calendarSyncMinutes: number;
  /**
   * CALENDAR_ALLOW_PRIVATE_FEEDS: let feed URLs reach loopback and private addresses (tests, a LAN); off,
   * an admin's feed URL can never make the server call inside its own network.
   */
  allowPrivateFeeds: boolean;
  /** METRICS_TOKEN: GET /metrics asks for it as a bearer token; unset, /metrics answers anyone. */
  metricsToken?: string;
};

export type BackupSettings = { dir: string; at: string; keep: number };

/** A wrong environment variable: the message names it and says what it should hold. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// An empty variable (`PORT=`) counts as unset, as it always has.
const unsetWhenBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const wholeNumber = (min: number, max: number) => {
  const expected = `a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error: expected })
    .transform(Number)
    .pipe(z.number().min(min, { error: expected }).max(max, { error: expected }));
};

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `one of ${values.join(', ')}` });

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const urlWith = (protocols: readonly string[], expected: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: expected },
  );

/** An http(s) origin: scheme, host and port only (a trailing slash is forgiven); no path, query or credentials. */
const isHttpOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return (
      ['http:', 'https:'].includes(url.protocol) &&
      !url.username &&
      !url.password &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !/[?#]/.test(value)
    );
  } catch {
    return false;
  }
};

// proxy-addr's names for address ranges, besides addresses and subnets
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

const isTrustProxy = (value: string) =>
  ['true', 'false'].includes(value) ||
  (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) ||
  value.split(',').every((entry) => isProxyAddress(entry.trim()));

// The signup form's rule for a name: one line, at most 80 characters.
const personName = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^[^\p{Cc}]*$/u, { error: 'one line of text without control characters' })
    .max(80, { error: 'at most 80 characters' })
    .default(fallback);

const BOOLEAN = ['true', 'false'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every variable the server reads, what it may hold, and its default. */
const envSchema = z
  .object({
    PORT: unsetWhenBlank(wholeNumber(0, 65_535).default(3000)),
    HOST: unsetWhenBlank(z.string().default('0.0.0.0')),
    DATA_DIR: unsetWhenBlank(z.string().default('./data')),
    DATABASE_URL: unsetWhenBlank(
      urlWith(
        ['postgres:', 'postgresql:'],
        'a PostgreSQL URL such as postgres://user:pass@host:5432/db',
      ).optional(),
    ),
    SESSION_SECRET: unsetWhenBlank(z.string().optional()),
    RESORT_TZ: unsetWhenBlank(
      z
        .string()
        .refine(isTimeZone, { error: 'an IANA time zone such as Asia/Manila' })
        .default(DEFAULT_RESORT_TZ),
    ),
    SMTP_URL: unsetWhenBlank(
      urlWith(
        ['smtp:', 'smtps:'],
        'an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com:465',
      ).optional(),
    ),
    REDIS_URL: unsetWhenBlank(
      urlWith(['redis:', 'rediss:'], 'a Redis URL such as redis://:pass@redis.example.com:6379').optional(),
    ),
    MAIL_FROM: unsetWhenBlank(z.string().default('Casa Alon Beach Resort <reservations@casaalon.ph>')),
    SEED_DEMO: unsetWhenBlank(oneOf(BOOLEAN).default('true')),
    ADMIN_EMAIL: unsetWhenBlank(
      z
        .string()
        .trim()
        .pipe(z.email({ error: 'an email address' }))
        .optional(),
    ),
    ADMIN_PASSWORD: unsetWhenBlank(z.string().optional()),
    ADMIN_FIRST_NAME: unsetWhenBlank(personName('Resort')),
    ADMIN_LAST_NAME: unsetWhenBlank(personName('Admin')),
    SITE_URL: unsetWhenBlank(
      z
        .string()
        .trim()
        .refine(isHttpOrigin, {
          error: 'an http:// or https:// origin without a path, such as https://casaalon.ph',
        })
        .optional(),
    ),
    TRUSTED_ORIGINS: unsetWhenBlank(z.string().default('')),
    CLIENT_DIR: unsetWhenBlank(z.string().default('dist/client')),
    NODE_ENV: unsetWhenBlank(z.string().optional()),
    COOKIE_SECURE: unsetWhenBlank(oneOf(BOOLEAN).optional()),
    SESSION_IDLE_DAYS: unsetWhenBlank(
      wholeNumber(1, SESSION_LIFETIME_DAYS).default(DEFAULT_SESSION_IDLE_DAYS),
    ),
    TRUST_PROXY: unsetWhenBlank(
      z
        .string()
        .trim()
        .refine(isTrustProxy, {
          error:
            "false, true (one proxy), a number of proxy hops (1 to 10), or the proxies' addresses or subnets separated by commas (127.0.0.1, 10.0.0.0/8, loopback)",
        })
        .optional(),
    ),
    SEARCH_CACHE_MS: unsetWhenBlank(wholeNumber(0, 86_400_000).default(2000)),
    LOG_LEVEL: unsetWhenBlank(oneOf(LOG_LEVELS).default('info')),
    MAX_EVENT_LOOP_DELAY_MS: unsetWhenBlank(wholeNumber(0, 60_000).default(1000)),
    DATABASE_STATEMENT_TIMEOUT_MS: unsetWhenBlank(
      wholeNumber(0, 3_600_000).default(DEFAULT_STATEMENT_TIMEOUT_MS),
    ),
    MAX_STAY_NIGHTS: unsetWhenBlank(wholeNumber(1, 365).default(DEFAULT_STAY_LIMITS.maxStayNights)),
    BOOKING_HORIZON_DAYS: unsetWhenBlank(
      wholeNumber(1, 3650).default(DEFAULT_STAY_LIMITS.bookingHorizonDays),
    ),
    // hours, fractions allowed (the journeys use a hold of seconds to watch a booking expire)
    HOLD_HOURS: unsetWhenBlank(
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, { error: 'a number of hours from 0.005 to 720, such as 24' })
        .transform(Number)
        .pipe(
          z
            .number()
            .min(0.005, { error: 'a number of hours from 0.005 to 720, such as 24' })
            .max(720, { error: 'a number of hours from 0.005 to 720, such as 24' }),
        )
        .default(DEFAULT_HOLD_HOURS),
    ),
    UNVERIFIED_HOLD_HOURS: unsetWhenBlank(
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, { error: 'a number of hours from 0.005 to 720, such as 48' })
        .transform(Number)
        .pipe(
          z
            .number()
            .min(0.005, { error: 'a number of hours from 0.005 to 720, such as 48' })
            .max(720, { error: 'a number of hours from 0.005 to 720, such as 48' }),
        )
        .default(DEFAULT_UNVERIFIED_HOLD_HOURS),
    ),
    STAFF_EMAIL: unsetWhenBlank(
      z
        .string()
        .trim()
        .pipe(z.email({ error: 'an email address' }))
        .optional(),
    ),
    JOB_POLL_MS: unsetWhenBlank(wholeNumber(50, 3_600_000).default(5000)),
    SHUTDOWN_GRACE_MS: unsetWhenBlank(wholeNumber(1000, 600_000).default(10_000)),
    S3_BUCKET: unsetWhenBlank(z.string().optional()),
    S3_ENDPOINT: unsetWhenBlank(
      urlWith(['http:', 'https:'], 'an http:// or https:// URL such as https://s3.example.com').optional(),
    ),
    S3_REGION: unsetWhenBlank(z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: unsetWhenBlank(z.string().optional()),
    S3_SECRET_ACCESS_KEY: unsetWhenBlank(z.string().optional()),
    S3_FORCE_PATH_STYLE: unsetWhenBlank(oneOf(BOOLEAN).default('false')),
    BACKUP_DIR: unsetWhenBlank(z.string().optional()),
    BACKUP_AT: unsetWhenBlank(
      z
        .string()
        .trim()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'a time of day as HH:MM, such as 03:00' })
        .default('03:00'),
    ),
    BACKUP_KEEP: unsetWhenBlank(wholeNumber(1, 3650).default(14)),
    CALENDAR_SYNC_MINUTES: unsetWhenBlank(wholeNumber(1, 1440).default(DEFAULT_CALENDAR_SYNC_MINUTES)),
    CALENDAR_ALLOW_PRIVATE_FEEDS: unsetWhenBlank(oneOf(BOOLEAN).default('false')),
    METRICS_TOKEN: unsetWhenBlank(
      z
        .string()
        .trim()
        .regex(/^\S+$/, { error: 'one word without spaces (a bearer token), such as a long random string' })
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'set when the other S3_ variables are' });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'set together with the other S3 key',
      });
  });

type Env = z.infer<typeof envSchema>;

// Their values may hold passwords: a message that ends up in a log never repeats them.
const SECRET_BEARING = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'SESSION_SECRET',
  'ADMIN_PASSWORD',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
]);

/** "PORT must be a whole number from 0 to 65535 (got "abc")", one line per wrong variable. */
const describeIssues = (error: z.ZodError, env: NodeJS.ProcessEnv) =>
  error.issues
    .map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const raw = env[name];
      const got = raw && !SECRET_BEARING.has(name) ? ` (got "${raw}")` : '';
      return `${name} must be ${issue.message}${got}`;
    })
    .join('\n');

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

/** 'true' trusts every proxy; anything else is a comma-separated list of proxy addresses or subnets. */
/**
 * `true` is ONE hop: the address the nearest proxy saw. Fastify's own `true` would trust every entry of
 * X-Forwarded-For and take the first, which the client writes itself (the proxy appends the real one).
 */
export const parseTrustProxy = (value: string | undefined): AppConfig['trustProxy'] => {
  if (!value || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .join(',');
};

/**
 * Fastify's trustProxy for a setting. A hop count becomes a function: Fastify refuses a bare number (it
 * cannot tell that the nearest peer is a proxy), while TRUST_PROXY=1 is the operator saying that it is.
 */
export const fastifyTrustProxy = (setting: AppConfig['trustProxy']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** COOKIE_SECURE=true|false wins; unset means 'auto' in production (Secure over HTTPS) and off elsewhere. */
const cookieSecure = (env: Env): boolean | 'auto' => {
  if (env.COOKIE_SECURE) return env.COOKIE_SECURE === 'true';
  return env.NODE_ENV === 'production' ? 'auto' : false;
};

const s3Settings = (env: Env): S3Settings | undefined => {
  if (!env.S3_BUCKET) return undefined;
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials,
  };
};

/** The configuration, or a ConfigError listing every variable that holds something it may not. */
export const readConfig = (source: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, source));
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: loadSessionSecret(dataDir, env.SESSION_SECRET),
    resortTz: env.RESORT_TZ,
    smtpUrl: env.SMTP_URL,
    redisUrl: env.REDIS_URL,
    mailFrom: env.MAIL_FROM,
    seedDemo: env.SEED_DEMO === 'true',
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    adminFirstName: env.ADMIN_FIRST_NAME,
    adminLastName: env.ADMIN_LAST_NAME,
    siteUrl: env.SITE_URL ? new URL(env.SITE_URL).origin : `http://localhost:${env.PORT}`,
    trustedOrigins: env.TRUSTED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    clientDir: path.resolve(env.CLIENT_DIR),
    secureCookies: cookieSecure(env),
    sessionIdleDays: env.SESSION_IDLE_DAYS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    searchCacheMs: env.SEARCH_CACHE_MS,
    logLevel: env.LOG_LEVEL,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    stayLimits: {
      maxStayNights: env.MAX_STAY_NIGHTS,
      bookingHorizonDays: env.BOOKING_HORIZON_DAYS,
    },
    holdHours: env.HOLD_HOURS,
    unverifiedHoldHours: env.UNVERIFIED_HOLD_HOURS,
    staffEmail: env.STAFF_EMAIL ?? env.ADMIN_EMAIL,
    jobPollMs: env.JOB_POLL_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    s3: s3Settings(env),
    backups: {
      dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups'),
      at: env.BACKUP_AT,
      keep: env.BACKUP_KEEP,
    },
    calendarSyncMinutes: env.CALENDAR_SYNC_MINUTES,
    allowPrivateFeeds: env.CALENDAR_ALLOW_PRIVATE_FEEDS === 'true',
    metricsToken: env.METRICS_TOKEN,
  };
};
