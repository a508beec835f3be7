// Calendar export feeds: who may call them, and odd input on the feed routes.

import type { CalendarFeedDto } from '@domain/api-types';
import { CALENDAR_MSG } from '@domain/calendar';
import { FEED_URL_MAX_LENGTH } from '@domain/schemas/calendar';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../test/factories';
import { expectAnswer } from '../../test/http';
import { setUpCalendarExport } from './calendar-export.fixtures';
import { airbnbFeed } from './test-feeds';

const { db, call, feeds, cookies } = await setUpCalendarExport();

describe('who may call', () => {
  const ID = '00000000-0000-4000-8000-000000000000';
  const adminRoutes = [
    ['GET', `/api/admin/rooms/${ID}`],
    ['GET', `/api/admin/rooms/${ID}/calendar-feeds`],
    ['POST', `/api/admin/rooms/${ID}/calendar-feeds`],
    ['DELETE', `/api/admin/rooms/${ID}/calendar-feeds/${ID}`],
    ['POST', `/api/admin/rooms/${ID}/calendar-feeds/${ID}/sync`],
    ['POST', `/api/admin/rooms/${ID}/calendar-token`],
  ] as const;
  const staffRoutes = [
    ['GET', '/api/receptionist/calendar-conflicts'],
    ['POST', `/api/receptionist/calendar-conflicts/${ID}/resolve`],
    ['GET', '/api/receptionist/calendar-blocks'],
  ] as const;

  it.each(adminRoutes)('%s %s: visitor 401, customer and receptionist 403', async (method, url) => {
    expect((await call(method, url)).statusCode).toBe(401);
    expect((await call(method, url, cookies.guest, {})).statusCode).toBe(403);
    expect((await call(method, url, cookies.desk, {})).statusCode).toBe(403);
  });

  it.each(staffRoutes)('%s %s: visitor 401, customer 403', async (method, url) => {
    expect((await call(method, url)).statusCode).toBe(401);
    expect((await call(method, url, cookies.guest, {})).statusCode).toBe(403);
  });
});

describe('odd input', () => {
  let roomId = '';
  beforeAll(async () => {
    roomId = (await createRoom(db)).id;
  });

  it.each([
    ['a 20,000-character URL', { channel: 'airbnb', url: `https://example.com/${'a'.repeat(20_000)}` }],
    [
      'a URL just over the limit',
      { channel: 'airbnb', url: `https://example.com/${'a'.repeat(FEED_URL_MAX_LENGTH)}` },
    ],
    ['a NUL byte', { channel: 'airbnb', url: 'https://example.com/a\u0000b.ics' }],
    ['a NUL byte in the host', { channel: 'airbnb', url: 'https://exa\u0000mple.com/a.ics' }],
    ['a line break', { channel: 'airbnb', url: 'https://example.com/a\n.ics' }],
    ['ftp', { channel: 'airbnb', url: 'ftp://example.com/a.ics' }],
    ['credentials', { channel: 'airbnb', url: 'https://user:pw@example.com/a.ics' }],
    ['an unknown channel', { channel: 'expedia', url: 'https://example.com/a.ics' }],
    ['no body fields', {}],
    ['numbers', { channel: 1, url: 2 }],
  ])('adding a feed with %s is 400', async (_case, body) => {
    const answer = await call('POST', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin, body);
    expect(answer.statusCode, answer.body).toBe(400);
  });

  it.each([
    ['GET', '/api/admin/rooms/not-a-uuid/calendar-feeds', undefined],
    ['GET', '/api/admin/rooms/00000000-0000-4000-8000-000000000000/calendar-feeds', undefined],
    ['POST', '/api/admin/rooms/x/calendar-feeds', { channel: 'airbnb', url: 'https://example.com/a.ics' }],
    ['DELETE', '/api/admin/rooms/ROOM/calendar-feeds/x', undefined],
    ['DELETE', '/api/admin/rooms/ROOM/calendar-feeds/00000000-0000-4000-8000-000000000000', undefined],
    ['POST', '/api/admin/rooms/ROOM/calendar-feeds/%00/sync', undefined],
    ['POST', '/api/admin/rooms/%E2%80%AE/calendar-token', undefined],
    ['GET', '/api/admin/rooms/x', undefined],
    ['POST', '/api/receptionist/calendar-conflicts/x/resolve', { action: 'mark_handled' }],
    [
      'POST',
      '/api/receptionist/calendar-conflicts/00000000-0000-4000-8000-000000000000/resolve',
      { action: 'mark_handled' },
    ],
  ])('%s %s is 404', async (method, url, body) => {
    const answer = await call(method as 'GET', url.replace('ROOM', roomId), cookies.admin, body);
    expect(answer.statusCode, answer.body).toBe(404);
  });

  it.each([
    ['/api/receptionist/calendar-conflicts?state=bogus'],
    ['/api/receptionist/calendar-blocks?from=tomorrow'],
    ['/api/receptionist/calendar-blocks?to=2026-13-45'],
  ])('GET %s is 400', async (url) => {
    expect((await call('GET', url, cookies.desk)).statusCode).toBe(400);
  });

  it('a resolve body that is not an action, or a note with a NUL byte, is never a 500', async () => {
    const url = '/api/receptionist/calendar-conflicts/00000000-0000-4000-8000-000000000000/resolve';
    expect((await call('POST', url, cookies.desk, { action: 'delete_everything' })).statusCode).toBe(400);
    expect(
      (await call('POST', url, cookies.desk, { action: 'mark_handled', note: 'a\u0000b' })).statusCode,
    ).toBeLessThan(500);
    expect(
      (await call('POST', url, cookies.desk, { action: 'mark_handled', note: 'x'.repeat(501) })).statusCode,
    ).toBe(400);
  });

  it('the same feed twice is 409, and so is one feed too many', async () => {
    feeds.serve('/twice.ics', { body: airbnbFeed([]) });
    const body = { channel: 'airbnb', url: feeds.url('/twice.ics') };
    await expectAnswer(call('POST', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin, body), 201);
    const twice = await call('POST', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CALENDAR_MSG.feedExists);
    for (let n = 2; n <= 10; n++)
      await expectAnswer(
        call('POST', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin, {
          ...body,
          url: `${body.url}?n=${n}`,
        }),
        201,
      );
    const tooMany = await call('POST', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin, {
      ...body,
      url: `${body.url}?n=11`,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(CALENDAR_MSG.tooManyFeeds);

    const list = await expectAnswer<CalendarFeedDto[]>(
      call('GET', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin),
      200,
    );
    const [first] = list;
    const removed = await call(
      'DELETE',
      `/api/admin/rooms/${roomId}/calendar-feeds/${first?.id}`,
      cookies.admin,
    );
    expect(removed.statusCode).toBe(204);
    expect(
      (await call('DELETE', `/api/admin/rooms/${roomId}/calendar-feeds/${first?.id}`, cookies.admin))
        .statusCode,
    ).toBe(404);
  });
});
