// A stand-in for a travel site's calendar server in the tests (API tests and Playwright journeys alike:
// plain node:http, no test-runner imports). It listens on 127.0.0.1 on a port of its own, so the app must
// run with CALENDAR_ALLOW_PRIVATE_FEEDS=true (or allowedPrivateAddresses: ['127.0.0.1']) to reach it.
//
//   const feeds = await startFeedServer();
//   feeds.serve('/airbnb.ics', { body: airbnbFeed([{ checkin: '2026-12-01', checkout: '2026-12-03' }]) });
//   await fetchFeed(feeds.url('/airbnb.ics'), { allowPrivate: true });
//   feeds.requests('/airbnb.ics'); // 1
//   await feeds.close();
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export type FeedAnswer = {
  /** The feed's text (default ''). */
  body?: string | Buffer;
  /** Default 200, or 302 with redirectTo. */
  status?: number;
  /** Wait this long before answering (a slow feed). */
  delayMs?: number;
  /** Extra response headers (Content-Type defaults to text/calendar). */
  headers?: Record<string, string>;
  /** Send the body gzip-compressed with Content-Encoding: gzip, as Airbnb does. */
  gzip?: boolean;
  /** Answer with a redirect to this path or absolute URL. */
  redirectTo?: string;
  /**
   * Ignore body and stream this many bytes of filler, without Content-Length, in 64 KB chunks;
   * Number.POSITIVE_INFINITY streams until the client hangs up (an endless feed).
   */
  streamBytes?: number;
};

export type FeedServer = {
  /** The absolute URL of a path on this server: url('/room-1.ics'). */
  url(path: string): string;
  /** What the server answers at `path` from now on (replaces the previous answer). Unknown paths get 404. */
  serve(path: string, answer: FeedAnswer): void;
  /** How many requests reached `path` so far. */
  requests(path: string): number;
  close(): Promise<void>;
};

const FILLER = Buffer.from(`${'X'.repeat(63)}\n`.repeat(1024)); // 64 KB

const streamFiller = (response: http.ServerResponse, bytes: number) => {
  let left = bytes;
  const writeMore = () => {
    while (left > 0 && !response.destroyed) {
      const chunk = left >= FILLER.length ? FILLER : FILLER.subarray(0, left);
      left -= chunk.length;
      if (!response.write(chunk)) return void response.once('drain', writeMore);
    }
    if (!response.destroyed) response.end();
  };
  writeMore();
};

const answer = (response: http.ServerResponse, reply: FeedAnswer) => {
  const headers: Record<string, string> = {
    'Content-Type': 'text/calendar; charset=utf-8',
    ...reply.headers,
  };
  if (reply.redirectTo) {
    response.writeHead(reply.status ?? 302, { ...headers, Location: reply.redirectTo });
    response.end();
    return;
  }
  if (reply.streamBytes !== undefined) {
    response.writeHead(reply.status ?? 200, headers);
    streamFiller(response, reply.streamBytes);
    return;
  }
  let body = typeof reply.body === 'string' ? Buffer.from(reply.body) : (reply.body ?? Buffer.alloc(0));
  if (reply.gzip) {
    body = zlib.gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  response.writeHead(reply.status ?? 200, { 'Content-Length': String(body.length), ...headers });
  response.end(body);
};

/** Starts a feed server on 127.0.0.1 with an ephemeral port. */
export const startFeedServer = async (): Promise<FeedServer> => {
  const answers = new Map<string, FeedAnswer>();
  const counts = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://feeds.test').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const reply = answers.get(path);
    if (!reply) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
      return;
    }
    if (!reply.delayMs) return answer(response, reply);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!response.destroyed) answer(response, reply);
    }, reply.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: (path) => `http://127.0.0.1:${port}${path.startsWith('/') ? path : `/${path}`}`,
    serve: (path, reply) => {
      answers.set(path, reply);
    },
    requests: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
