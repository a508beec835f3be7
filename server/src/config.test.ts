// The environment schema: defaults when nothing is set, and one clear line per wrong variable.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SESSION_IDLE_DAYS } from '@domain/constants';
import { DEFAULT_STAY_LIMITS } from '@domain/stay-limits';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, configVariables, readConfig } from './config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'resort-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const read = (env: Record<string, string>) => readConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's', ...env });
const messageOf = (env: Record<string, string>) => {
  try {
    read(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('readConfig', () => {
  it('keeps every default when nothing is set (or a variable is empty)', () => {
    const unset: Record<string, string>[] = [
      {},
      { PORT: '', RESORT_TZ: '', LOG_LEVEL: '', SEARCH_CACHE_MS: '' },
    ];
    for (const env of unset) {
      const config = read(env);
      expect(config).toMatchObject({
        port: 3000,
        host: '0.0.0.0',
        dataDir,
        resortTz: 'Asia/Manila',
        mailFrom: 'Casa Alon Beach Resort <reservations@casaalon.ph>',
        seedDemo: true,
        trustedOrigins: [],
        secureCookies: false,
        sessionIdleDays: DEFAULT_SESSION_IDLE_DAYS,
        trustProxy: false,
        searchCacheMs: 2000,
        roomCacheMs: 30_000,
        logLevel: 'info',
        maxEventLoopDelayMs: 1000,
        shutdownGraceMs: 10_000,
        stayLimits: DEFAULT_STAY_LIMITS,
      });
      expect(config.databaseUrl).toBeUndefined();
      expect(config.smtpUrl).toBeUndefined();
      expect(config.s3).toBeUndefined();
    }
  });

  it('reads valid values', () => {
    const config = read({
      PORT: '8080',
      DATABASE_URL: 'postgresql://resort:pw@db:5432/resort',
      RESORT_TZ: 'Europe/Madrid',
      SEED_DEMO: 'false',
      TRUSTED_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: '10.0.0.0/8',
      SEARCH_CACHE_MS: '0',
      ROOM_CACHE_MS: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MAX_STAY_NIGHTS: '14',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ' Admin@Example.com ',
      HOLD_HOURS: '0.01',
      UNVERIFIED_HOLD_HOURS: '72',
      CALENDAR_SYNC_MINUTES: '5',
      CALENDAR_ALLOW_PRIVATE_FEEDS: 'true',
      SHUTDOWN_GRACE_MS: '25000',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://resort:pw@db:5432/resort',
      resortTz: 'Europe/Madrid',
      seedDemo: false,
      trustedOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: '10.0.0.0/8',
      searchCacheMs: 0,
      roomCacheMs: 0,
      maxEventLoopDelayMs: 0,
      stayLimits: { maxStayNights: 14, bookingHorizonDays: DEFAULT_STAY_LIMITS.bookingHorizonDays },
      logLevel: 'warn',
      adminEmail: 'Admin@Example.com',
      holdHours: 0.01,
      unverifiedHoldHours: 72,
      staffEmail: 'Admin@Example.com',
      calendarSyncMinutes: 5,
      allowPrivateFeeds: true,
      shutdownGraceMs: 25_000,
    });
    expect(read({ STAFF_EMAIL: 'desk@example.com', ADMIN_EMAIL: 'a@example.com' }).staffEmail).toBe(
      'desk@example.com',
    );
    expect(read({})).toMatchObject({
      holdHours: 24,
      unverifiedHoldHours: 48,
      calendarSyncMinutes: 15,
      allowPrivateFeeds: false,
    });
  });

  it('reads SITE_URL as an origin (default http://localhost:PORT) and the first admin’s name', () => {
    expect(read({})).toMatchObject({
      siteUrl: 'http://localhost:3000',
      adminFirstName: 'Resort',
      adminLastName: 'Admin',
    });
    expect(read({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(read({ SITE_URL: 'https://casaalon.ph' }).siteUrl).toBe('https://casaalon.ph');
    expect(read({ SITE_URL: ' https://CasaAlon.ph:443/ ' }).siteUrl).toBe('https://casaalon.ph');
    expect(read({ SITE_URL: 'http://192.168.1.20:3000' }).siteUrl).toBe('http://192.168.1.20:3000');
    expect(read({ ADMIN_FIRST_NAME: ' Maria ', ADMIN_LAST_NAME: 'Dela Cruz' })).toMatchObject({
      adminFirstName: 'Maria',
      adminLastName: 'Dela Cruz',
    });
  });

  it.each([
    'casaalon.ph',
    'ftp://casaalon.ph',
    'https://casaalon.ph/booking',
    'https://casaalon.ph?x=1',
    'https://casaalon.ph/#top',
    'https://user:pw@casaalon.ph',
  ])('refuses SITE_URL=%j: an origin has no path, query or credentials', (value) => {
    expect(messageOf({ SITE_URL: value })).toBe(
      `SITE_URL must be an http:// or https:// origin without a path, such as https://casaalon.ph (got "${value}")`,
    );
  });

  it('refuses an admin name longer than the signup form allows, or on two lines', () => {
    expect(messageOf({ ADMIN_FIRST_NAME: 'M'.repeat(81) })).toMatch(
      /^ADMIN_FIRST_NAME must be at most 80 characters/,
    );
    expect(messageOf({ ADMIN_LAST_NAME: 'Dela\nCruz' })).toMatch(
      /^ADMIN_LAST_NAME must be one line of text without control characters/,
    );
  });

  // each message reads "<VARIABLE> must be <rule> (got "<value>")"
  it.each([
    ['PORT', 'abc', 'a whole number from 0 to 65535'],
    ['PORT', '70000', 'a whole number from 0 to 65535'],
    ['RESORT_TZ', 'Manila', 'an IANA time zone such as Asia/Manila'],
    ['MAX_STAY_NIGHTS', 'ten', 'a whole number from 1 to 365'],
    ['BOOKING_HORIZON_DAYS', '1.5', 'a whole number from 1 to 3650'],
    ['SEARCH_CACHE_MS', '-1', 'a whole number from 0 to 86400000'],
    ['SEED_DEMO', 'no', 'one of true, false'],
    ['LOG_LEVEL', 'verbose', 'one of fatal, error, warn, info, debug, trace, silent'],
    ['ADMIN_EMAIL', 'admin', 'an email address'],
    ['STAFF_EMAIL', 'desk', 'an email address'],
    ['HOLD_HOURS', 'a day', 'a number of hours from 0.005 to 720, such as 24'],
    ['HOLD_HOURS', '0', 'a number of hours from 0.005 to 720, such as 24'],
    ['UNVERIFIED_HOLD_HOURS', 'two days', 'a number of hours from 0.005 to 720, such as 48'],
    ['CALENDAR_SYNC_MINUTES', '0', 'a whole number from 1 to 1440'],
    ['CALENDAR_ALLOW_PRIVATE_FEEDS', 'yes', 'one of true, false'],
  ])('stops at %s=%j with a message naming the variable', (name, value, rule) => {
    expect(messageOf({ [name]: value })).toBe(`${name} must be ${rule} (got "${value}")`);
  });

  it('reads TRUST_PROXY as one hop for true, a hop count, or the proxies’ addresses', () => {
    expect(read({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(read({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(read({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(read({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8,::1,loopback',
    );
    for (const value of ['yes', '0', '11', '10.0.0.0/33', 'proxy.example', '10.0.0.1,']) {
      expect(messageOf({ TRUST_PROXY: value }), value).toMatch(
        /^TRUST_PROXY must be false, true \(one proxy\)/,
      );
    }
  });

  it('never repeats a value that may hold a password', () => {
    expect(messageOf({ DATABASE_URL: 'mysql://root:hunter2@db/resort' })).toBe(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:pass@host:5432/db',
    );
  });

  it('reads REDIS_URL (a redis:// or rediss:// URL) without repeating a wrong one', () => {
    expect(read({ REDIS_URL: 'rediss://:pw@cache.example.com:6380' }).redisUrl).toBe(
      'rediss://:pw@cache.example.com:6380',
    );
    expect(read({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(messageOf({ REDIS_URL: 'http://:hunter2@cache' })).toBe(
      'REDIS_URL must be a Redis URL such as redis://:pass@redis.example.com:6379',
    );
  });

  it('reads METRICS_TOKEN (one word) without repeating a wrong one', () => {
    expect(read({ METRICS_TOKEN: ' k7Qw-metrics-token ' }).metricsToken).toBe('k7Qw-metrics-token');
    expect(read({}).metricsToken).toBeUndefined();
    expect(read({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(messageOf({ METRICS_TOKEN: 'two secret words' })).toBe(
      'METRICS_TOKEN must be one word without spaces (a bearer token), such as a long random string',
    );
  });

  it('refuses a SHUTDOWN_GRACE_MS that is not a whole number of milliseconds from 1000 to 600000', () => {
    for (const value of ['abc', '500', '600001', '2.5'])
      expect(messageOf({ SHUTDOWN_GRACE_MS: value })).toContain('SHUTDOWN_GRACE_MS');
  });

  it('lists every wrong variable, one per line', () => {
    expect(messageOf({ PORT: 'abc', RESORT_TZ: 'Nowhere/Land' }).split('\n')).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "abc")',
      'RESORT_TZ must be an IANA time zone such as Asia/Manila (got "Nowhere/Land")',
    ]);
  });

  it('turns S3_BUCKET and friends into the S3 storage settings', () => {
    expect(
      read({
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'photos',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(messageOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBe(
      'S3_BUCKET must be set when the other S3_ variables are',
    );
    expect(messageOf({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'id' })).toBe(
      'S3_SECRET_ACCESS_KEY must be set together with the other S3 key',
    );
    expect(messageOf({ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' })).toMatch(
      /^S3_ENDPOINT must be an http/,
    );
  });
});

describe('the README configuration table', () => {
  it('lists every variable the schema reads, and no other', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.split('## Configuration (environment variables)')[1]?.split('\n## ')[0] ?? '';
    // the first cell of each row names the variable(s): `ADMIN_EMAIL`, `ADMIN_PASSWORD`
    const listed = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) =>
        [...(line.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]),
      );
    expect(listed.sort()).toEqual(configVariables().sort());
  });
});
