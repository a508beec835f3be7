// deploy/nginx.conf, the file docs/operations.md shows, run by nginx in front of two instances of the
// app: pages and API answer through it over HTTPS, the app sees the client's own address (TRUST_PROXY as
// the docs set it) whatever X-Forwarded-For the client sends, and when one instance cannot reach its
// database (PostgreSQL, through a TCP proxy the test cuts) or is down, GETs go to the other while a POST
// is never sent twice. The only changes to the file: the instances' and the listeners' addresses, and
// where the certificate and the access log are (adapt below). Skipped when nginx is not installed.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../db/schema';
import type { PageRenderer } from '../plugins/server-rendering';
import { createRoom } from '../test/factories';
import { startTcpProxy, throughProxy } from '../test/tcp-proxy';
import { createSiblingApp, createTestApp, testDbKind } from '../test/test-app';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const CONFIG = path.resolve(import.meta.dirname, '../../../deploy/nginx.conf');
const onPostgres = testDbKind() === 'postgres';
/** The test's client connects from here: an address of its own, as a guest's is not the proxy's. */
const CLIENT_ADDRESS = '127.0.0.2';
/** What the instances are told to trust: nginx connects to them from 127.0.0.1. */
const TRUST_PROXY = '127.0.0.1';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** deploy/nginx.conf with test addresses: each replaced text must be in the file, or the test is stale. */
const adapt = (
  config: string,
  to: { instances: [number, number]; http: number; https: number; dir: string },
) => {
  const changes: [string, string][] = [
    ['server 10.0.0.11:3000 ', `server 127.0.0.1:${to.instances[0]} `],
    ['server 10.0.0.12:3000 ', `server 127.0.0.1:${to.instances[1]} `],
    ['listen 80;', `listen 127.0.0.1:${to.http};`],
    ['listen 443 ssl', `listen 127.0.0.1:${to.https} ssl`],
    ['/etc/letsencrypt/live/casaalon.ph/', `${to.dir}/`],
    ['/var/log/nginx/', `${to.dir}/`],
  ];
  return changes.reduce((text, [from, into]) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf has no "${from}" any more: adapt the test`);
    return text.replaceAll(from, into);
  }, config);
};

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

/** An instance's log lines (pino's JSON), to see which instance a request reached and from where. */
const recordingLog = () => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino({ level: 'info' }, destination), lines };
};

type Request = { method: string; url: string; remoteAddress: string };
/** The requests an instance received ('incoming request' lines): method, url and the client's address. */
const received = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => line.msg === 'incoming request').map((line) => line.req as Request);

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
/** A request to nginx as a browser sends it, from CLIENT_ADDRESS, on a connection of its own. */
const ask = (
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string; tls?: boolean },
) =>
  new Promise<Answer>((resolve, reject) => {
    const transport = options.tls === false ? http : https;
    const request = transport.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        localAddress: CLIENT_ADDRESS,
        agent: false,
        // the test's own certificate
        rejectUnauthorized: false,
        servername: 'casaalon.ph',
        headers: { host: 'casaalon.ph', ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
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
    ports.http = await freePort();
    ports.https = await freePort();
    await promisify(execFile)('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=casaalon.ph'],
      ...['-keyout', path.join(dir, 'privkey.pem'), '-out', path.join(dir, 'fullchain.pem')],
    ]);
    writeFileSync(
      path.join(dir, 'resort.conf'),
      adapt(readFileSync(CONFIG, 'utf8'), {
        instances: [portOf(base.app.server), secondInstance.port],
        ...ports,
        dir,
      }),
    );
    // what Debian's /etc/nginx/nginx.conf gives the file around it, with every path in the test's folder
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
        `  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
        `  access_log ${dir}/access.log;`,
        `  include ${dir}/resort.conf;`,
        '}',
      ].join('\n'),
    );
    const nginxArgs = ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`];
    await promisify(execFile)(NGINX ?? 'nginx', ['-t', ...nginxArgs]);
    nginx = spawn(NGINX ?? 'nginx', nginxArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
    const started = nginx;
    let nginxErrors = '';
    started.stderr?.on('data', (chunk) => {
      nginxErrors += String(chunk);
    });
    for (let tries = 0; ; tries++) {
      const up = await ask(ports.https, { path: '/api/health' }).catch(() => undefined);
      if (up?.status === 200) break;
      if (tries > 100 || started.exitCode !== null) throw new Error(`nginx did not start: ${nginxErrors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
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
