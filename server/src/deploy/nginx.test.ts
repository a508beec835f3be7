// deploy/nginx.conf, the file docs/operations.md shows, run by nginx in front of two instances of the
// app: pages and API answer through it over HTTPS, the app sees the client's own address (TRUST_PROXY as
// the docs set it) whatever X-Forwarded-For the client sends, and when one instance cannot reach its
// database (PostgreSQL, through a TCP proxy the test cuts) or is down, GETs go to the other while a POST
// is never sent twice. The only changes to the file: the instances' and the listeners' addresses, and
// where the certificate and the access log are (adapt, in nginx-harness.ts). Skipped when nginx is not
// installed.
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../db/schema';
import type { PageRenderer } from '../plugins/server-rendering';
import { createRoom } from '../test/factories';
import { startTcpProxy, throughProxy } from '../test/tcp-proxy';
import { createSiblingApp, createTestApp, testDbKind } from '../test/test-app';
import {
  ask,
  CLIENT_ADDRESS,
  CONFIG,
  NGINX,
  type Request,
  received,
  recordingLog,
  startNginx,
  TRUST_PROXY,
} from './nginx-harness';

const onPostgres = testDbKind() === 'postgres';

describe('deploy/nginx.conf', () => {
  it('is the configuration docs/operations.md shows, as it is', () => {
    const docs = readFileSync(path.resolve(import.meta.dirname, '../../../docs/operations.md'), 'utf8');
    expect(docs).toContain(`\`\`\`nginx\n${readFileSync(CONFIG, 'utf8')}\`\`\``);
  });
});

if (!NGINX)
  describe('nginx in front of two instances', () => {
    it.skip('needs nginx: apt-get install -y nginx-light (.ci/run installs it)');
  });

const inquiry = (name: string) =>
  JSON.stringify({ name, email: 'ana@example.com', subject: 'General Inquiry', message: 'Hello there' });

describe.runIf(NGINX)('nginx in front of two instances', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'resort-nginx-'));
  // nginx's workers run as nobody: they write request bodies under it
  chmodSync(dir, 0o755);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // the site's pages need a client build: the shell, and the renderer from the client's source
  const clientDir = path.join(dir, 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Casa Alon</title></head><body><div id="root"></div></body></html>',
  );
  const RENDERER = '@/server-render';
  const shared = (await import(/* @vite-ignore */ RENDERER)) as PageRenderer;
  // Both instances run in this process and so share the renderer's module, whose API fetch is one: each
  // render here sets its own instance's first, one render at a time (a process of its own in production).
  let renders: Promise<unknown> = Promise.resolve();
  const rendererOfItsOwn = (): PageRenderer => {
    let fetchApi: typeof fetch = fetch;
    return {
      setUpRendering: async (instanceFetch) => {
        fetchApi = instanceFetch;
      },
      renderPage: (request) => {
        const render = renders.then(async () => {
          await shared.setUpRendering(fetchApi);
          return shared.renderPage(request);
        });
        renders = render.catch(() => undefined);
        return render;
      },
    };
  };
  const config = { trustProxy: TRUST_PROXY, clientDir, siteUrl: 'https://casaalon.ph' };

  const first = recordingLog();
  const base = await createTestApp({ config, pageRenderer: rendererOfItsOwn(), log: first.log });
  await createRoom(base.db, { name: 'Sunset Suite', basePrice: '6800.00' });
  // the second instance reaches PostgreSQL through a proxy the test cuts
  const databaseProxy = base.databaseUrl
    ? await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(base.databaseUrl).port || 5432) })
    : undefined;
  afterAll(() => databaseProxy?.close());
  const second = recordingLog();
  const sibling = await createSiblingApp(base, {
    config,
    pageRenderer: rendererOfItsOwn(),
    log: second.log,
    databaseUrl:
      base.databaseUrl && databaseProxy ? throughProxy(base.databaseUrl, databaseProxy) : undefined,
  });
  await base.app.listen({ port: 0, host: '127.0.0.1' });
  await sibling.app.listen({ port: 0, host: '127.0.0.1' });
  const portOf = (server: http.Server) => (server.address() as net.AddressInfo).port;
  // nginx reaches the second instance through a proxy the test cuts: an instance that is down
  const secondInstance = await startTcpProxy({ host: '127.0.0.1', port: portOf(sibling.app.server) });
  afterAll(() => secondInstance.close());

  // nginx is started before the tests, not while they are collected: a run that filters them all out
  // (-t) runs no hook, and would leave it running
  const ports = { http: 0, https: 0 };
  let nginx: ChildProcess | undefined;
  beforeAll(async () => {
    nginx = await startNginx(dir, [portOf(base.app.server), secondInstance.port], ports);
  });
  afterAll(async () => {
    if (!nginx || nginx.exitCode !== null) return;
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  });

  /** Waits until nginx sends requests to the second instance again (fail_timeout after its failures). */
  let probes = 0;
  const untilBothServe = async () => {
    for (let tries = 0; ; tries++) {
      const probe = `/api/health?probe=${probes++}`;
      expect((await ask(ports.https, { path: probe })).status).toBe(200);
      if (received(second.lines).some((request) => request.url === probe)) return;
      if (tries > 150) throw new Error('nginx sent nothing to the second instance for 15 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** The status the second instance answered `url` with, if it was asked. */
  const answeredBySecond = (url: string) => {
    const asked = second.lines.find(
      (line) => line.msg === 'incoming request' && (line.req as Request).url === url,
    );
    const completed = second.lines.find(
      (line) => line.msg === 'request completed' && line.reqId === asked?.reqId,
    );
    return (completed?.res as { statusCode?: number } | undefined)?.statusCode;
  };

  const countInquiries = async (prefix: string) =>
    (
      await base.db
        .select()
        .from(inquiries)
        .where(like(inquiries.name, `${prefix}%`))
    ).length;
  const postsOf = (lines: Record<string, unknown>[], name: string) =>
    received(lines).filter(
      (request) => request.method === 'POST' && request.url === `/api/inquiries?${name}`,
    );

  it('serves the pages and the API from both instances, over HTTPS', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => ask(ports.https, { path: '/api/rooms?round=robin' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(JSON.parse(answers[0]?.body ?? '[]')[0].name).toBe('Sunset Suite');
    for (const lines of [first.lines, second.lines])
      expect(received(lines).some((request) => request.url === '/api/rooms?round=robin')).toBe(true);
    // nginx's request id is the one the instance used
    expect(answers[0]?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

    for (const [url, language] of [
      ['/rooms', 'en'],
      ['/fil/rooms', 'fil'],
    ] as const) {
      const page = await ask(ports.https, { path: url, headers: { accept: 'text/html' } });
      expect(page.status, url).toBe(200);
      expect(page.body, url).toContain(`<html lang="${language}">`);
      expect(page.body, url).toContain('Sunset Suite');
    }
    expect((await ask(ports.https, { path: '/metrics' })).status).toBe(404);
    const plain = await ask(ports.http, { path: '/rooms?adults=2', tls: false });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://casaalon.ph/rooms?adults=2');
  });

  it("gives the app the client's own address, whatever X-Forwarded-For the client sends", async () => {
    const answers = await Promise.all(
      Array.from({ length: 2 }, () =>
        ask(ports.https, { path: '/api/rooms?spoofed', headers: { 'x-forwarded-for': '203.0.113.9' } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const seen = [...received(first.lines), ...received(second.lines)].filter(
      (request) => request.url === '/api/rooms?spoofed',
    );
    expect(seen.map((request) => request.remoteAddress)).toEqual([CLIENT_ADDRESS, CLIENT_ADDRESS]);
  });

  it("passes the site's Host, so a same-site form post is accepted, and bodies up to the uploads' size", async () => {
    const posted = await ask(ports.https, {
      method: 'POST',
      path: '/api/inquiries?host',
      headers: { 'content-type': 'application/json', origin: 'https://casaalon.ph' },
      body: inquiry('Nginx host'),
    });
    expect(posted.status, posted.body).toBe(201);
    // over nginx's default 1 MB: the instance's own 413 answers (JSON), not nginx's
    const large = await ask(ports.https, {
      method: 'POST',
      path: '/api/inquiries?large',
      headers: { 'content-type': 'application/json', origin: 'https://casaalon.ph' },
      body: JSON.stringify({ message: 'x'.repeat(1_500_000) }),
    });
    expect(large.status).toBe(413);
    expect(large.headers['content-type']).toContain('application/json');
  });

  describe.runIf(onPostgres)('one instance cannot reach its database', () => {
    it('sends GETs to the other, pages included, and a POST to either instance once', async () => {
      await untilBothServe();
      await databaseProxy?.cut();
      // two in a row: the round robin gives one to each instance; the second answers its 503 page
      // (it cannot read the rooms), and nginx asks the first instance instead
      for (const url of ['/rooms?cut=1', '/rooms?cut=2']) {
        const page = await ask(ports.https, { path: url, headers: { accept: 'text/html' } });
        expect(page.status, url).toBe(200);
        expect(page.body, url).toContain('Sunset Suite');
      }
      expect([answeredBySecond('/rooms?cut=1'), answeredBySecond('/rooms?cut=2')]).toContain(503);
      // two POSTs in a row: the round robin gives one to each instance; the one that cannot reach its
      // database answers 503, and nginx hands that answer back instead of sending the POST again
      const posts = [];
      for (const name of ['Nginx cut 1', 'Nginx cut 2'])
        posts.push(
          await ask(ports.https, {
            method: 'POST',
            path: '/api/inquiries?cut',
            headers: { 'content-type': 'application/json', origin: 'https://casaalon.ph' },
            body: inquiry(name),
          }),
        );
      expect(posts.map((answer) => answer.status).sort()).toEqual([201, 503]);
      expect(postsOf(first.lines, 'cut')).toHaveLength(1);
      expect(postsOf(second.lines, 'cut')).toHaveLength(1);
      expect(await countInquiries('Nginx cut')).toBe(1);

      for (let request = 0; request < 6; request++) {
        const answer = await ask(ports.https, { path: '/api/rooms' });
        expect(answer.status, answer.body).toBe(200);
      }
      await databaseProxy?.restore();
    });
  });

  describe('one instance is down', () => {
    it('sends every request to the other, a POST included (it never reached the one that is down)', async () => {
      await untilBothServe();
      await secondInstance.cut();
      for (let request = 0; request < 4; request++) {
        const answer = await ask(ports.https, { path: '/api/rooms' });
        expect(answer.status, answer.body).toBe(200);
      }
      const page = await ask(ports.https, { path: '/rooms', headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      for (const name of ['Nginx down 1', 'Nginx down 2']) {
        const posted = await ask(ports.https, {
          method: 'POST',
          path: '/api/inquiries?down',
          headers: { 'content-type': 'application/json', origin: 'https://casaalon.ph' },
          body: inquiry(name),
        });
        expect(posted.status, posted.body).toBe(201);
      }
      expect(await countInquiries('Nginx down')).toBe(2);
      expect(postsOf(second.lines, 'down')).toHaveLength(0);
      await secondInstance.restore();
    });
  });
});
