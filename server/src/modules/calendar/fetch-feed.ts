// Fetches a travel site's calendar feed without letting the URL reach the inside of our network:
// http(s) only, no credentials, one deadline for the whole fetch, a size limit on the bytes received and on
// the bytes decompressed, a few redirects each checked again, and no private or loopback address unless
// CALENDAR_ALLOW_PRIVATE_FEEDS says so. The address is checked inside the socket's DNS lookup, so the
// address checked is the address connected to (no DNS-rebinding gap); literal IP hosts skip the lookup
// and are checked before connecting.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';

export type FetchFeedOptions = {
  /** CALENDAR_ALLOW_PRIVATE_FEEDS: let feeds on loopback and private networks through (tests, LANs). */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * Private addresses let through even when allowPrivate is false, e.g. ['127.0.0.1'] for a test feed
   * server, so a test can show that a redirect from it to another private address is still refused.
   */
  allowedPrivateAddresses?: readonly string[];
};

export const FEED_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 };

export const MAX_FEED_URL_LENGTH = 2_000;

export type FeedFailure =
  | 'invalid_url'
  | 'private_address'
  | 'timeout'
  | 'too_large'
  | 'http_status'
  | 'network'
  | 'too_many_redirects';

const formatSeconds = (ms: number) => {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} second${seconds === 1 ? '' : 's'}`;
};

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Every sentence a feed failure can show the admin on the room page. */
export const FEED_FETCH_MESSAGES = {
  invalidUrl: 'Enter an http:// or https:// address',
  urlTooLong: `The address is longer than ${MAX_FEED_URL_LENGTH.toLocaleString('en-US')} characters`,
  credentials: 'Remove the user name and password from the address',
  privateAddress: "The feed's address is on a private network",
  timeout: (ms: number) => `The feed did not answer within ${formatSeconds(ms)}`,
  tooLarge: (bytes: number) => `The feed is larger than ${formatBytes(bytes)}`,
  httpStatus: (status: number) => `The feed answered HTTP ${status}`,
  tooManyRedirects: 'The feed redirected too many times',
  hostNotFound: "The feed's server name was not found",
  refused: "The feed's server refused the connection",
  certificate: "The feed's HTTPS certificate is not valid",
  badCompression: "The feed's compressed data is damaged",
  network: 'The feed could not be reached',
} as const;

export class FeedFetchError extends Error {
  constructor(
    readonly reason: FeedFailure,
    message: string,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

/** Synchronous check for the admin's form: null when acceptable, else the message. */
export const feedUrlProblem = (url: string): string | null => {
  if (url.length > MAX_FEED_URL_LENGTH) return FEED_FETCH_MESSAGES.urlTooLong;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return FEED_FETCH_MESSAGES.invalidUrl;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return FEED_FETCH_MESSAGES.invalidUrl;
  if (!parsed.hostname) return FEED_FETCH_MESSAGES.invalidUrl;
  if (parsed.username || parsed.password) return FEED_FETCH_MESSAGES.credentials;
  return null;
};

/** Global unicast only: loopback, private, link-local, CGNAT, multicast, documentation... are not. */
const isPublicAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false;
  // process() turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into the IPv4 address it carries.
  return ipaddr.process(address).range() === 'unicast';
};

/** The literal IP a URL's host names, if it is one ('[::1]' -> '::1'), else null. */
const literalAddress = (hostname: string): string | null => {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return net.isIP(bare) ? bare : null;
};

type AddressPolicy = (address: string) => boolean;

const addressPolicy = (options: FetchFeedOptions): AddressPolicy => {
  if (options.allowPrivate) return () => true;
  const allowed = new Set((options.allowedPrivateAddresses ?? []).map((a) => ipaddr.process(a).toString()));
  return (address) =>
    isPublicAddress(address) || (ipaddr.isValid(address) && allowed.has(ipaddr.process(address).toString()));
};

/** dns.lookup that refuses a host when any of its addresses is not allowed (the socket then fails). */
const checkedLookup =
  (allows: AddressPolicy): LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error('No address'), { code: 'ENOTFOUND' }), '');
      if (!addresses.every((entry) => allows(entry.address))) {
        return callback(new FeedFetchError('private_address', FEED_FETCH_MESSAGES.privateAddress), '');
      }
      if (options.all) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const REQUEST_HEADERS = {
  'User-Agent': 'ResortCalendarSync/1.0',
  Accept: 'text/calendar, */*',
  'Accept-Encoding': 'gzip, deflate',
};

/** A URL fit for a request (scheme, credentials, length, literal address), else FeedFetchError. */
const checkedUrl = (url: string, allows: AddressPolicy): URL => {
  const problem = feedUrlProblem(url);
  if (problem) throw new FeedFetchError('invalid_url', problem);
  const parsed = new URL(url);
  const literal = literalAddress(parsed.hostname);
  if (literal && !allows(literal)) {
    throw new FeedFetchError('private_address', FEED_FETCH_MESSAGES.privateAddress);
  }
  return parsed;
};

const CERTIFICATE_ERRORS = /^(CERT_|ERR_TLS_CERT|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED_CERT)/;

/** A socket or zlib error as a FeedFetchError with a sentence the admin can act on. */
const asNetworkError = (error: unknown): FeedFetchError => {
  if (error instanceof FeedFetchError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA') {
    return new FeedFetchError('network', FEED_FETCH_MESSAGES.hostNotFound);
  }
  if (code === 'ECONNREFUSED') return new FeedFetchError('network', FEED_FETCH_MESSAGES.refused);
  if (CERTIFICATE_ERRORS.test(code)) return new FeedFetchError('network', FEED_FETCH_MESSAGES.certificate);
  if (code.startsWith('Z_')) return new FeedFetchError('network', FEED_FETCH_MESSAGES.badCompression);
  return new FeedFetchError('network', FEED_FETCH_MESSAGES.network);
};

type Hop = { redirectTo: URL } | { body: string };

type HopContext = {
  signal: AbortSignal;
  lookup: LookupFunction | undefined;
  maxBytes: number;
  timeoutError: () => FeedFetchError | null;
};

const decoderFor = (encoding: string | undefined): zlib.Gunzip | zlib.Inflate | null => {
  const name = (encoding ?? '').trim().toLowerCase();
  if (name === 'gzip' || name === 'x-gzip') return zlib.createGunzip();
  if (name === 'deflate') return zlib.createInflate();
  return null;
};

/** One request: a redirect to follow, or the decoded body of a 2xx answer. */
const requestOnce = (url: URL, context: HopContext): Promise<Hop> =>
  new Promise<Hop>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      request.destroy();
      // An abort caused by the deadline surfaces as AbortError: report it as the timeout it is.
      reject(context.timeoutError() ?? asNetworkError(error));
    };
    const succeed = (hop: Hop) => {
      if (settled) return;
      settled = true;
      resolve(hop);
    };

    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'GET',
      headers: REQUEST_HEADERS,
      // A fresh connection per request: a pooled socket must not carry one feed's checks to another.
      agent: false,
      lookup: context.lookup,
      signal: context.signal,
    });
    request.on('error', fail);
    request.on('response', (response) => {
      response.on('error', fail);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.resume();
        let target: URL;
        try {
          target = new URL(location, url);
        } catch {
          return fail(new FeedFetchError('invalid_url', FEED_FETCH_MESSAGES.invalidUrl));
        }
        request.destroy();
        return succeed({ redirectTo: target });
      }
      if (status < 200 || status > 299) {
        return fail(new FeedFetchError('http_status', FEED_FETCH_MESSAGES.httpStatus(status)));
      }
      const tooLarge = () => new FeedFetchError('too_large', FEED_FETCH_MESSAGES.tooLarge(context.maxBytes));
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > context.maxBytes) return fail(tooLarge());

      // Count the bytes on the wire and, when compressed, the bytes they decode to: both stay under maxBytes.
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > context.maxBytes) fail(tooLarge());
      });
      const decoder = decoderFor(response.headers['content-encoding']);
      const body: Readable = decoder ? response.pipe(decoder) : response;
      if (decoder) decoder.on('error', fail);

      const chunks: Buffer[] = [];
      let decoded = 0;
      body.on('data', (chunk: Buffer) => {
        decoded += chunk.length;
        if (decoded > context.maxBytes) return fail(tooLarge());
        chunks.push(chunk);
      });
      body.on('end', () => {
        if (!response.complete) return fail(new Error('The answer ended early'));
        // TextDecoder drops a byte-order mark and replaces invalid sequences instead of throwing.
        succeed({ body: new TextDecoder('utf-8').decode(Buffer.concat(chunks)) });
      });
      response.on('aborted', () => fail(new Error('The answer ended early')));
    });
    request.end();
  });

/** The feed's text, or FeedFetchError with a message an admin understands. */
export const fetchFeed = async (url: string, options: FetchFeedOptions): Promise<string> => {
  const timeoutMs = options.timeoutMs ?? FEED_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? FEED_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? FEED_LIMITS.maxRedirects;
  const allows = addressPolicy(options);
  const lookup = options.allowPrivate ? undefined : checkedLookup(allows);

  // One deadline for every hop: connecting, waiting for headers and reading the body.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const context: HopContext = {
    signal: controller.signal,
    lookup,
    maxBytes,
    timeoutError: () =>
      timedOut ? new FeedFetchError('timeout', FEED_FETCH_MESSAGES.timeout(timeoutMs)) : null,
  };

  try {
    let current = checkedUrl(url, allows);
    for (let redirects = 0; ; redirects++) {
      const hop = await requestOnce(current, context);
      if ('body' in hop) return hop.body;
      if (redirects >= maxRedirects) {
        throw new FeedFetchError('too_many_redirects', FEED_FETCH_MESSAGES.tooManyRedirects);
      }
      current = checkedUrl(hop.redirectTo.href, allows);
    }
  } finally {
    clearTimeout(timer);
  }
};
