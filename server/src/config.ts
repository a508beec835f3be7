// Reads the runtime contract's environment variables once, at start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SESSION_IDLE_DAYS, SESSION_LIFETIME_DAYS } from '@domain/constants';
import { DEFAULT_RESORT_TZ } from '@domain/dates';
import { DEFAULT_STAY_LIMITS, type StayLimits } from '@domain/stay-limits';

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  resortTz: string;
  smtpUrl?: string;
  mailFrom: string;
  seedDemo: boolean;
  adminEmail?: string;
  adminPassword?: string;
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
  /** Fastify's trustProxy: false by default so clients cannot fake their IP with X-Forwarded-For; set TRUST_PROXY behind a proxy. */
  trustProxy: boolean | string;
  /** How long a room search answer may be reused (ms); 0 turns the cache off. Writes clear it at once. */
  searchCacheMs: number;
  logLevel: string;
  /** MAX_STAY_NIGHTS and BOOKING_HORIZON_DAYS: the longest stay and how far ahead one may start. */
  stayLimits: StayLimits;
  /** MAX_EVENT_LOOP_DELAY_MS: above this lag the server sheds load with 503 + Retry-After; 0 turns it off. */
  maxEventLoopDelayMs: number;
};

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
const parseTrustProxy = (value: string | undefined): boolean | string => {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
};

/** A whole number from the environment within [min, max], or the default when unset; anything else stops the start. */
const positiveInt = (env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be a whole number from 1 to ${max} (got "${raw}")`);
  return value;
};

/** COOKIE_SECURE=true|false wins; unset means 'auto' in production (Secure over HTTPS) and off elsewhere. */
const parseCookieSecure = (env: NodeJS.ProcessEnv): boolean | 'auto' => {
  if (env.COOKIE_SECURE === 'true') return true;
  if (env.COOKIE_SECURE === 'false') return false;
  if (env.COOKIE_SECURE) throw new Error(`COOKIE_SECURE must be true or false (got "${env.COOKIE_SECURE}")`);
  return env.NODE_ENV === 'production' ? 'auto' : false;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sessionSecret: loadSessionSecret(dataDir, env.SESSION_SECRET),
    resortTz: env.RESORT_TZ || DEFAULT_RESORT_TZ,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Casa Alon Beach Resort <reservations@casaalon.ph>',
    seedDemo: env.SEED_DEMO !== 'false',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustedOrigins: (env.TRUSTED_ORIGINS || '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    clientDir: path.resolve(env.CLIENT_DIR || 'dist/client'),
    secureCookies: parseCookieSecure(env),
    sessionIdleDays: positiveInt(env, 'SESSION_IDLE_DAYS', DEFAULT_SESSION_IDLE_DAYS, SESSION_LIFETIME_DAYS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    searchCacheMs: env.SEARCH_CACHE_MS === undefined ? 2000 : Math.max(0, Number(env.SEARCH_CACHE_MS) || 0),
    logLevel: env.LOG_LEVEL || 'info',
    maxEventLoopDelayMs:
      env.MAX_EVENT_LOOP_DELAY_MS === '0' ? 0 : positiveInt(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000, 60_000),
    stayLimits: {
      maxStayNights: positiveInt(env, 'MAX_STAY_NIGHTS', DEFAULT_STAY_LIMITS.maxStayNights, 365),
      bookingHorizonDays: positiveInt(
        env,
        'BOOKING_HORIZON_DAYS',
        DEFAULT_STAY_LIMITS.bookingHorizonDays,
        3650,
      ),
    },
  };
};
