// Reads the runtime contract's environment variables once, at start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_RESORT_TZ } from '@domain/dates';

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
  secureCookies: boolean;
  /** Fastify's trustProxy: false by default so clients cannot fake their IP with X-Forwarded-For; set TRUST_PROXY behind a proxy. */
  trustProxy: boolean | string;
  /** How long a room search answer may be reused (ms); 0 turns the cache off. Writes clear it at once. */
  searchCacheMs: number;
  logLevel: string;
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
    secureCookies: env.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    searchCacheMs: env.SEARCH_CACHE_MS === undefined ? 2000 : Math.max(0, Number(env.SEARCH_CACHE_MS) || 0),
    logLevel: env.LOG_LEVEL || 'info',
  };
};
