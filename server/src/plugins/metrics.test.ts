// GET /metrics through the app: the token, Prometheus's text format, requests counted by route pattern
// (never one series per address), the job queue, emails and calendar syncs, and the PostgreSQL pool.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarFeeds } from '../db/schema';
import { createMailer, type MailTransport } from '../lib/mailer';
import { airbnbFeed } from '../modules/calendar/test-feeds';
import { DELIVER_EMAIL_JOB } from '../modules/notifications';
import { createRoom, createSignedInUser } from '../test/factories';
import { startFeedServer } from '../test/feed-server';
import { createTestApp, testDbKind } from '../test/test-app';
import { METRICS_PATH, METRICS_TOKEN_MESSAGE } from './metrics';

const TOKEN = 'test-metrics-token-1234567890';
const { app, db, sentMail } = await createTestApp({ config: { metricsToken: TOKEN } });

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text answer (comments left out). */
const parseSamples = (text: string): Sample[] =>
  text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
        labels[key!] = value!;
      return { name: match[1]!, labels, value: Number(match[3]) };
    });

const scrape = async (target = app) => {
  const response = await target.inject({
    method: 'GET',
    url: METRICS_PATH,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return parseSamples(response.body);
};

/** The value of the one sample of `name` with these labels; 0 when there is none yet. */
const sampleValue = (samples: Sample[], name: string, labels: Record<string, string> = {}) => {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value ?? 0;
};

/** How much a sample grew between two scrapes. */
const growth = (
  scrapes: { before: Sample[]; after: Sample[] },
  name: string,
  labels: Record<string, string>,
) => sampleValue(scrapes.after, name, labels) - sampleValue(scrapes.before, name, labels);

describe('GET /metrics with METRICS_TOKEN set', () => {
  it('answers 401 in the API shape without the token or with a wrong one', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      'Bearer',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: METRICS_PATH,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ message: METRICS_TOKEN_MESSAGE });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it("answers the Prometheus text format with the token: the app's metrics and the process's", async () => {
    const response = await app.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4; charset=utf-8/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('# TYPE resort_http_requests_total counter');
    expect(response.body).toContain('# TYPE resort_http_request_duration_seconds histogram');
    expect(response.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(response.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    // every line parses as a sample or a comment
    expect(parseSamples(response.body).length).toBeGreaterThan(20);
  });

  it('is not in the API reference', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).not.toContain(METRICS_PATH);
  });
});

describe('request counts and latencies', () => {
  it('counts by route pattern: a missing room under /api/rooms/:id, unknown addresses in one series', async () => {
    const before = await scrape();
    const room = await createRoom(db);
    for (const id of [room.id, randomUUID(), randomUUID()])
      await app.inject({ method: 'GET', url: `/api/rooms/${id}` });
    const unknown = Array.from({ length: 5 }, (_, i) => `/api/no-such-thing-${i}-${randomUUID()}`);
    for (const url of unknown) await app.inject({ method: 'GET', url });

    const after = await scrape();
    const counted = (labels: Record<string, string>) =>
      growth({ before, after }, 'resort_http_requests_total', labels);
    const missingRoom = { method: 'GET', route: '/api/rooms/:id', status: '404' };
    expect(counted({ ...missingRoom, status: '200' })).toBe(1);
    expect(counted(missingRoom)).toBe(2);
    expect(counted({ method: 'GET', route: 'unmatched', status: '404' })).toBe(5);
    // the histogram counts the same requests
    expect(growth({ before, after }, 'resort_http_request_duration_seconds_count', missingRoom)).toBe(2);

    // no label holds an address: every route label is a registered pattern (or the one of no route)
    const patterns = new Set([...app.routeTable.map((route) => route.url), 'unmatched']);
    const routes = after
      .filter((sample) => sample.name.startsWith('resort_http_'))
      .map((s) => s.labels.route);
    for (const route of routes) expect(patterns).toContain(route);
    expect(routes.some((route) => route?.includes('no-such-thing'))).toBe(false);
  });
});

describe("beside the site's pages (a client build served)", () => {
  it('is not taken by the page route, whose addresses count under its one pattern', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'resort-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><body></body></html>');
    try {
      const site = await createTestApp({ config: { clientDir, metricsToken: TOKEN } });
      const refused = await site.app.inject({ method: 'GET', url: METRICS_PATH });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      for (const url of ['/rooms', '/no-such-page-1', '/no-such-page-2', '/api/no-such-call'])
        await site.app.inject({ method: 'GET', url });
      const samples = await scrape(site.app);
      const pages = (status: string) =>
        sampleValue(samples, 'resort_http_requests_total', { method: 'GET', route: '/*', status });
      expect(pages('200')).toBe(1);
      expect(pages('404')).toBe(2);
      // the page route hands an unknown /api/ address to the 404 of no route
      expect(
        sampleValue(samples, 'resort_http_requests_total', {
          method: 'GET',
          route: 'unmatched',
          status: '404',
        }),
      ).toBe(1);
      expect(samples.some((sample) => sample.labels.route?.includes('no-such'))).toBe(false);
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe('jobs', () => {
  it('reports the due backlog, failed tries and jobs given up', async () => {
    const name = `metrics-test-${randomUUID().slice(0, 8)}`;
    app.jobs.define(name, async () => {
      throw new Error('this job always fails');
    });
    await app.jobs.enqueue(db, name, {}, { maxAttempts: 1 });
    await app.jobs.enqueue(db, name, {}, { maxAttempts: 1, runAt: new Date(Date.now() + 3_600_000) });
    const queued = await scrape();
    expect(sampleValue(queued, 'resort_jobs_due', { job: name })).toBe(1);
    expect(sampleValue(queued, 'resort_job_failures_total', { job: name })).toBe(0);

    await app.jobs.runDue();
    const ran = await scrape();
    expect(sampleValue(ran, 'resort_jobs_due', { job: name })).toBe(0);
    expect(sampleValue(ran, 'resort_job_failures_total', { job: name })).toBe(1);
    expect(sampleValue(ran, 'resort_jobs_failed', { job: name })).toBe(1);
  });
});

describe('emails', () => {
  const inquiry = (subject: string) => ({
    method: 'POST' as const,
    url: '/api/inquiries',
    payload: { name: 'Maria Cruz', email: 'maria@example.com', subject, message: 'Do you have a crib?' },
    remoteAddress: `10.77.0.${Math.floor(Math.random() * 250) + 1}`,
  });

  it('counts the mails printed without SMTP', async () => {
    const before = await scrape();
    const mailsBefore = sentMail.length;
    expect((await app.inject(inquiry('Rooms'))).statusCode).toBe(201);
    await app.jobs.runDue(); // the job runner sends them
    const printed = sentMail.length - mailsBefore;
    expect(printed).toBeGreaterThan(0);
    const after = await scrape();
    expect(growth({ before, after }, 'resort_emails_total', { outcome: 'printed' })).toBe(printed);
  });

  it('counts a mail the SMTP server refused, and its retry once it is sent', async () => {
    let refuse = true;
    const delivered: string[] = [];
    const transport: MailTransport = {
      sendMail: async (message) => {
        if (refuse) throw new Error('421 Service not available');
        delivered.push(message.subject);
      },
    };
    let clock = new Date();
    const mailer = createMailer({ from: 'resort@example.com', transport });
    const smtp = await createTestApp({ config: { metricsToken: TOKEN }, mailer, now: () => clock });
    expect((await smtp.app.inject(inquiry('Events'))).statusCode).toBe(201);
    await smtp.app.jobs.runDue(); // refused, and its retry too: due again 30 s later
    clock = new Date(clock.getTime() + 31_000);
    const refused = await scrape(smtp.app);
    expect(sampleValue(refused, 'resort_emails_total', { outcome: 'failed' })).toBeGreaterThan(0);
    expect(sampleValue(refused, 'resort_emails_total', { outcome: 'sent' })).toBe(0);
    expect(sampleValue(refused, 'resort_jobs_due', { job: DELIVER_EMAIL_JOB })).toBeGreaterThan(0);
    refuse = false;
    await smtp.app.jobs.runDue();
    const retried = await scrape(smtp.app);
    expect(delivered.length).toBeGreaterThan(0);
    expect(sampleValue(retried, 'resort_emails_total', { outcome: 'sent' })).toBe(delivered.length);
    expect(sampleValue(retried, 'resort_jobs_due', { job: DELIVER_EMAIL_JOB })).toBe(0);
  });
});

describe('calendar syncs', () => {
  it('counts the syncs that worked and the ones that failed', async () => {
    const feeds = await startFeedServer();
    try {
      const { cookie } = await createSignedInUser(app, { role: 'admin' });
      const room = await createRoom(db);
      feeds.serve('/room.ics', { body: airbnbFeed([]) });
      const before = await scrape();
      const added = await app.inject({
        method: 'POST',
        url: `/api/admin/rooms/${room.id}/calendar-feeds`,
        headers: { cookie },
        payload: { channel: 'airbnb', url: feeds.url('/room.ics') },
      });
      expect(added.statusCode, added.body).toBe(201);
      feeds.serve('/room.ics', { status: 500, body: 'down' });
      const synced = await app.inject({
        method: 'POST',
        url: `/api/admin/rooms/${room.id}/calendar-feeds/${added.json().id}/sync`,
        headers: { cookie },
      });
      expect(synced.json().lastError).toBeTruthy();
      const after = await scrape();
      expect(growth({ before, after }, 'resort_calendar_syncs_total', { result: 'synced' })).toBe(1);
      expect(growth({ before, after }, 'resort_calendar_syncs_total', { result: 'failed' })).toBe(1);
      await db.delete(calendarFeeds);
    } finally {
      await feeds.close();
    }
  });
});

describe('database pool', () => {
  it(
    testDbKind() === 'postgres'
      ? "reports the PostgreSQL pool's connections"
      : 'has no pool gauges on PGlite (one connection inside the process)',
    async () => {
      const samples = await scrape();
      const names = new Set(samples.map((sample) => sample.name));
      const poolGauges = [
        'resort_db_pool_connections',
        'resort_db_pool_idle_connections',
        'resort_db_pool_waiting_queries',
        'resort_db_pool_max_connections',
      ];
      if (testDbKind() !== 'postgres') {
        for (const name of poolGauges) expect(names).not.toContain(name);
        return;
      }
      for (const name of poolGauges) expect(names).toContain(name);
      expect(sampleValue(samples, 'resort_db_pool_max_connections')).toBe(10);
      // the scrape itself read the jobs table through the pool: a connection is open
      expect(sampleValue(samples, 'resort_db_pool_connections')).toBeGreaterThan(0);
      expect(sampleValue(samples, 'resort_db_pool_waiting_queries')).toBe(0);
    },
  );
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers anyone, as the runtime contract says', async () => {
    const open = await createTestApp();
    const response = await open.app.inject({ method: 'GET', url: METRICS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('resort_http_requests_total');
  });
});
