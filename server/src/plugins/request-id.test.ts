// Request ids: the answer's X-Request-Id is the proxy's when it is safe, else a new one, and every log
// line a request writes (Fastify's own, and a service's) carries it as reqId.
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { REQUEST_ID_HEADER } from './request-id';

type LogLine = { reqId?: string; msg?: string; level: number };

const lines: LogLine[] = [];
const destination = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});
const { app } = await createTestApp({ log: pino({ level: 'info' }, destination) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const answeredId = async (headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url: '/api/health', headers });
  expect(response.statusCode).toBe(200);
  return response.headers[REQUEST_ID_HEADER];
};

describe('X-Request-Id', () => {
  it('echoes the id a proxy sent', async () => {
    expect(await answeredId({ 'x-request-id': 'nginx-7f3a9c2e.01:a_b' })).toBe('nginx-7f3a9c2e.01:a_b');
  });

  it('makes a new UUID when none was sent, one per request', async () => {
    const first = await answeredId();
    const second = await answeredId();
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('makes a new one instead of an unsafe or too long id', async () => {
    for (const sent of ['two words', 'a"quote', 'line\\nbreak', '<script>', 'x'.repeat(101)])
      expect(await answeredId({ 'x-request-id': sent }), sent).toMatch(UUID);
    expect(await answeredId({ 'x-request-id': 'x'.repeat(100) })).toBe('x'.repeat(100));
  });

  it.each([
    ['answers that end before any route: a 404 of no route', '/api/no-such-thing', 404, 'lost-1'],
    ["the router's own refusals (a bad %-escape), which no hook sees", '/api/rooms/%ZZ', 400, 'bad-escape-1'],
  ])('is on %s', async (_answers, url, status, id) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'x-request-id': id } });
    expect(response.statusCode).toBe(status);
    expect(response.headers[REQUEST_ID_HEADER]).toBe(id);
  });
});

describe('log lines of a request', () => {
  it("carry the request's id: Fastify's lines and a service's (the admin's backup)", async () => {
    const { cookie } = await createSignedInUser(app, { role: 'admin' });
    const id = `backup-${Date.now()}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: { cookie, 'x-request-id': id },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers[REQUEST_ID_HEADER]).toBe(id);

    const ours = () => lines.filter((line) => line.reqId === id).map((line) => line.msg);
    expect(ours()).toContain('incoming request');
    // written once the answer has gone out, which may be after inject() resolves
    await vi.waitFor(() => expect(ours()).toContain('request completed'));
    // the backup's own line, written by the use case during the request
    const backupLine = lines.find((line) => line.msg?.startsWith('Backed up '));
    expect(backupLine, JSON.stringify(lines.map((line) => line.msg))).toBeDefined();
    expect(backupLine?.reqId).toBe(id);
  });
});
