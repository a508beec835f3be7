// Running deploy/nginx.conf in a real nginx for the tests: the configuration adapted to test addresses,
// a client that speaks to nginx as a browser does, and the instances' request logs.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import pino from 'pino';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
export const CONFIG = path.resolve(import.meta.dirname, '../../../deploy/nginx.conf');
/** The test's client connects from here: an address of its own, as a guest's is not the proxy's. */
export const CLIENT_ADDRESS = '127.0.0.2';
/** What the instances are told to trust: nginx connects to them from 127.0.0.1. */
export const TRUST_PROXY = '127.0.0.1';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** deploy/nginx.conf with test addresses: each replaced text must be in the file, or the test is stale. */
export const adapt = (
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

/** An instance's log lines (pino's JSON), to see which instance a request reached and from where. */
export const recordingLog = () => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino({ level: 'info' }, destination), lines };
};

export type Request = { method: string; url: string; remoteAddress: string };
/** The requests an instance received ('incoming request' lines): method, url and the client's address. */
export const received = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => line.msg === 'incoming request').map((line) => line.req as Request);

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
/** A request to nginx as a browser sends it, from CLIENT_ADDRESS, on a connection of its own. */
export const ask = (
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

/**
 * Starts nginx with deploy/nginx.conf adapted to the test (its own certificate, ports and folder) in front
 * of the two instances' ports, filling in `ports`, and waits until it answers over HTTPS.
 */
export const startNginx = async (
  dir: string,
  instances: [number, number],
  ports: { http: number; https: number },
): Promise<ChildProcess> => {
  ports.http = await freePort();
  ports.https = await freePort();
  await promisify(execFile)('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=casaalon.ph'],
    ...['-keyout', path.join(dir, 'privkey.pem'), '-out', path.join(dir, 'fullchain.pem')],
  ]);
  writeFileSync(
    path.join(dir, 'resort.conf'),
    adapt(readFileSync(CONFIG, 'utf8'), {
      instances,
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
  const started = spawn(NGINX ?? 'nginx', nginxArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
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
  return started;
};
