// Fetching a calendar feed safely: the answers a travel site can give (ok, gzip, errors, slow, huge,
// redirects) and the URLs that must never be fetched (private addresses, other schemes, credentials).
import { afterAll, describe, expect, it } from 'vitest';
import { startFeedServer } from '../../test/feed-server';
import {
  FEED_FETCH_MESSAGES,
  FEED_LIMITS,
  type FeedFailure,
  FeedFetchError,
  type FetchFeedOptions,
  feedUrlProblem,
  fetchFeed,
} from './fetch-feed';

const feeds = await startFeedServer();
afterAll(() => feeds.close());

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const LOCAL: FetchFeedOptions = { allowPrivate: true };
/** Private addresses refused, except the feed server's own, so a redirect elsewhere is checked for real. */
const GUARDED: FetchFeedOptions = { allowPrivate: false, allowedPrivateAddresses: ['127.0.0.1'] };

/** The FeedFetchError a fetch ends with (fails the test when it succeeds or throws something else). */
const failureOf = async (url: string, options: FetchFeedOptions): Promise<FeedFetchError> => {
  try {
    await fetchFeed(url, options);
  } catch (error) {
    expect(error).toBeInstanceOf(FeedFetchError);
    return error as FeedFetchError;
  }
  throw new Error(`fetchFeed(${url}) succeeded`);
};

const expectFailure = async (
  url: string,
  options: FetchFeedOptions,
  reason: FeedFailure,
  message?: string,
) => {
  const error = await failureOf(url, options);
  expect({ reason: error.reason, message: error.message }).toEqual({
    reason,
    message: message ?? error.message,
  });
};

describe('fetchFeed: answers', () => {
  it('returns the body of a 200 answer and sends our User-Agent and Accept', async () => {
    feeds.serve('/ok.ics', { body: ICS });
    await expect(fetchFeed(feeds.url('/ok.ics'), LOCAL)).resolves.toBe(ICS);
    expect(feeds.requests('/ok.ics')).toBe(1);
  });

  it('decodes a gzip body (Airbnb serves gzip) and UTF-8 text, dropping a byte-order mark', async () => {
    const text = `\uFEFF${ICS.replace('VERSION:2.0', 'X-WR-CALNAME:Café Ñandú')}`;
    feeds.serve('/gzip.ics', { body: text, gzip: true });
    await expect(fetchFeed(feeds.url('/gzip.ics'), LOCAL)).resolves.toBe(text.slice(1));
  });

  it('reports an HTTP error status', async () => {
    feeds.serve('/gone.ics', { status: 410, body: 'Gone' });
    await expectFailure(feeds.url('/missing.ics'), LOCAL, 'http_status', 'The feed answered HTTP 404');
    await expectFailure(feeds.url('/gone.ics'), LOCAL, 'http_status', 'The feed answered HTTP 410');
  });

  it('gives up on a slow feed at the deadline', async () => {
    // the feed would answer after a minute, long after the test's own timeout: only the deadline ends it
    feeds.serve('/slow.ics', { body: ICS, delayMs: 60_000 });
    await expectFailure(
      feeds.url('/slow.ics'),
      { ...LOCAL, timeoutMs: 200 },
      'timeout',
      'The feed did not answer within 0.2 seconds',
    );
    expect(FEED_FETCH_MESSAGES.timeout(FEED_LIMITS.timeoutMs)).toBe(
      'The feed did not answer within 10 seconds',
    );
  });

  it('the deadline covers the body too: an endless feed times out when it is under the size limit', async () => {
    feeds.serve('/endless.ics', { streamBytes: Number.POSITIVE_INFINITY });
    await expectFailure(
      feeds.url('/endless.ics'),
      { ...LOCAL, timeoutMs: 300, maxBytes: Number.MAX_SAFE_INTEGER },
      'timeout',
    );
  });

  it('refuses an oversized feed: by Content-Length, while streaming, and after decompression', async () => {
    const big = 'X'.repeat(FEED_LIMITS.maxBytes + 1);
    feeds.serve('/declared.ics', { body: big });
    feeds.serve('/streamed.ics', { streamBytes: 3 * 1024 * 1024 });
    feeds.serve('/endless.ics', { streamBytes: Number.POSITIVE_INFINITY });
    // 2 MB of one letter compresses to a few KB: the limit applies to what it decodes to.
    feeds.serve('/bomb.ics', { body: big, gzip: true });
    const tooLarge = 'The feed is larger than 2 MB';
    await expectFailure(feeds.url('/declared.ics'), LOCAL, 'too_large', tooLarge);
    await expectFailure(feeds.url('/streamed.ics'), LOCAL, 'too_large', tooLarge);
    await expectFailure(feeds.url('/endless.ics'), LOCAL, 'too_large', tooLarge);
    await expectFailure(feeds.url('/bomb.ics'), LOCAL, 'too_large', tooLarge);
    await expectFailure(feeds.url('/streamed.ics'), { ...LOCAL, maxBytes: 10_000 }, 'too_large');
  });

  it('reports a server that is not there', async () => {
    const closed = await startFeedServer();
    const url = closed.url('/feed.ics');
    await closed.close();
    await expectFailure(url, LOCAL, 'network', "The feed's server refused the connection");
  });
});

describe('fetchFeed: redirects', () => {
  it('follows up to three redirects, relative or absolute', async () => {
    feeds.serve('/r1', { redirectTo: '/r2', status: 301 });
    feeds.serve('/r2', { redirectTo: feeds.url('/r3'), status: 307 });
    feeds.serve('/r3', { redirectTo: '/final.ics', status: 308 });
    feeds.serve('/final.ics', { body: ICS });
    await expect(fetchFeed(feeds.url('/r1'), LOCAL)).resolves.toBe(ICS);
  });

  it('stops after too many redirects and on a loop', async () => {
    feeds.serve('/loop', { redirectTo: '/loop' });
    await expectFailure(
      feeds.url('/loop'),
      LOCAL,
      'too_many_redirects',
      'The feed redirected too many times',
    );
    expect(feeds.requests('/loop')).toBe(FEED_LIMITS.maxRedirects + 1);
    feeds.serve('/hop', { redirectTo: '/ok.ics' });
    await expectFailure(feeds.url('/hop'), { ...LOCAL, maxRedirects: 0 }, 'too_many_redirects');
  });

  it('checks every hop again: a redirect to a private address or another scheme is refused', async () => {
    feeds.serve('/ok.ics', { body: ICS });
    await expect(fetchFeed(feeds.url('/ok.ics'), GUARDED)).resolves.toBe(ICS);
    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/feed.ics',
      'http://[::1]/feed.ics',
    ]) {
      feeds.serve('/to-private', { redirectTo: target });
      await expectFailure(
        feeds.url('/to-private'),
        GUARDED,
        'private_address',
        "The feed's address is on a private network",
      );
    }
    feeds.serve('/to-file', { redirectTo: 'file:///etc/passwd' });
    await expectFailure(feeds.url('/to-file'), LOCAL, 'invalid_url', 'Enter an http:// or https:// address');
  });
});

describe('fetchFeed: addresses that are never fetched', () => {
  it.each([
    'http://127.0.0.1/feed.ics',
    'http://127.1/feed.ics',
    'http://2130706433/feed.ics',
    'http://localhost/feed.ics',
    'http://[::1]/feed.ics',
    'http://10.1.2.3/feed.ics',
    'http://172.16.0.1/feed.ics',
    'http://192.168.1.1/feed.ics',
    'http://100.64.0.1/feed.ics',
    'http://169.254.169.254/latest/meta-data/',
    'http://0.0.0.0/feed.ics',
    'http://224.0.0.1/feed.ics',
    'http://[::ffff:127.0.0.1]/feed.ics',
    'http://[::ffff:a9fe:a9fe]/feed.ics',
    'http://[fd00::1]/feed.ics',
    'http://[fe80::1]/feed.ics',
  ])('%s is a private address', async (url) => {
    await expectFailure(url, { allowPrivate: false }, 'private_address');
  });

  it('the feed server itself is refused unless private feeds are allowed', async () => {
    feeds.serve('/ok.ics', { body: ICS });
    const before = feeds.requests('/ok.ics');
    await expectFailure(feeds.url('/ok.ics'), { allowPrivate: false }, 'private_address');
    expect(feeds.requests('/ok.ics')).toBe(before);
  });

  it.each([
    ['file:///etc/passwd', 'Enter an http:// or https:// address'],
    ['ftp://example.com/feed.ics', 'Enter an http:// or https:// address'],
    ['javascript:alert(1)', 'Enter an http:// or https:// address'],
    ['webcal://example.com/feed.ics', 'Enter an http:// or https:// address'],
    ['not a url', 'Enter an http:// or https:// address'],
    ['', 'Enter an http:// or https:// address'],
    ['https://user:secret@example.com/feed.ics', 'Remove the user name and password from the address'],
    ['https://user@example.com/feed.ics', 'Remove the user name and password from the address'],
    [`https://example.com/${'a'.repeat(2_000)}`, 'The address is longer than 2,000 characters'],
  ])('%.40s is refused before any request', async (url, message) => {
    expect(feedUrlProblem(url)).toBe(message);
    await expectFailure(url, LOCAL, 'invalid_url', message);
  });

  it('accepts the addresses travel sites give', () => {
    expect(feedUrlProblem('https://www.airbnb.com/calendar/ical/12345678.ics?s=abcdef0123456789')).toBeNull();
    expect(feedUrlProblem('https://ical.booking.com/v1/export?t=0a1b2c3d-4e5f')).toBeNull();
    expect(feedUrlProblem('http://example.com/feed.ics')).toBeNull();
  });
});
