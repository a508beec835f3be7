// What the calendar import tests share: an app on the resort's clock of 2026-06-10 noon (a test may move
// it), a local feed server, an admin, a receptionist and a guest signed in, and helpers that import and
// sync feeds through the API (then run the job runner, which sends the staff's alerts).
import type { CalendarBlockDto, CalendarConflictDto, CalendarFeedDto, RoomDto } from '@domain/api-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { syncDueFeeds } from '../modules/calendar/sync-feed';
import { createReservationRow, createRoom, createSignedInUser } from './factories';
import { startFeedServer } from './feed-server';
import { expectAnswer } from './http';
import { type ReservationTestApp, reservationTestApp } from './reservation-test-app';

export const NOW = new Date('2026-06-10T04:00:00Z');

type Cookies = { admin: string; desk: string; guest: string };
type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

/** The admin, the desk and the guest, signed in before the file's tests. */
const signInBeforeAll = (app: FastifyInstance) => {
  const cookies: Cookies = { admin: '', desk: '', guest: '' };
  const ids = { guest: '' };
  beforeAll(async () => {
    cookies.admin = (
      await createSignedInUser(app, { role: 'admin', firstName: 'Ana', lastName: 'Admin' })
    ).cookie;
    cookies.desk = (
      await createSignedInUser(app, { role: 'receptionist', firstName: 'Rosa', lastName: 'Desk' })
    ).cookie;
    const guest = await createSignedInUser(app, { firstName: 'Lina', lastName: 'Santos' });
    cookies.guest = guest.cookie;
    ids.guest = guest.user.id;
  });
  return { cookies, ids };
};

/** Feeds imported and synced through the API, and the blocks and conflicts the desk sees. */
const feedCalls = ({ app, call }: ReservationTestApp, feeds: FeedServer, cookies: Cookies) => {
  let paths = 0;
  /** Serves `body` at a new path and imports it into the room as `channel`; the feed as the POST answers it. */
  const importFeed = async (roomId: string, body: string, channel = 'airbnb') => {
    const path = `/feed-${++paths}.ics`;
    feeds.serve(path, { body });
    const feed = await expectAnswer<CalendarFeedDto>(
      call('POST', `/api/admin/rooms/${roomId}/calendar-feeds`, cookies.admin, {
        channel,
        url: feeds.url(path),
      }),
      201,
    );
    // the staff's alerts are sent by the job runner
    await app.jobs.runDue();
    return { feed, path };
  };

  const syncNow = async (feed: CalendarFeedDto) => {
    const synced = await expectAnswer<CalendarFeedDto>(
      call('POST', `/api/admin/rooms/${feed.roomId}/calendar-feeds/${feed.id}/sync`, cookies.admin),
      200,
    );
    await app.jobs.runDue();
    return synced;
  };

  /** The job's run, then the job runner that sends the alerts it queued. */
  const syncDue = async () => {
    await syncDueFeeds(app);
    await app.jobs.runDue();
  };

  const blocksOf = async (roomId: string) =>
    (
      await expectAnswer<CalendarBlockDto[]>(
        call('GET', '/api/receptionist/calendar-blocks', cookies.desk),
        200,
      )
    )
      .filter((block) => block.roomId === roomId)
      .map(({ checkin, checkout, channel }) => ({ checkin, checkout, channel }));

  const openConflicts = () =>
    expectAnswer<CalendarConflictDto[]>(
      call('GET', '/api/receptionist/calendar-conflicts', cookies.desk),
      200,
    );

  /** POST …/resolve for a conflict, as the desk unless told. */
  const resolveConflict = (
    id: string | undefined,
    body: { action: 'mark_handled' | 'cancel_ours'; note?: string; reservationIds?: string[] },
    cookie = cookies.desk,
  ) => call('POST', `/api/receptionist/calendar-conflicts/${id}/resolve`, cookie, body);

  return { importFeed, syncNow, syncDue, blocksOf, openConflicts, resolveConflict };
};

/** Bookings of ours the feeds meet, and what the room search says of them. */
const ourBookings = ({ db, call }: ReservationTestApp, ids: { guest: string }) => {
  /** A new room with one booking of ours (pending unless told) on [checkin, checkout). */
  const roomBookedFor = async (
    checkin: string,
    checkout: string,
    options: { status?: 'pending' | 'confirmed'; name?: string } = {},
  ) => {
    const room = await createRoom(db, options.name ? { name: options.name } : {});
    const ours = await createReservationRow(db, {
      userId: ids.guest,
      roomId: room.id,
      checkin,
      checkout,
      ...(options.status ? { status: options.status } : {}),
    });
    return { room, ours };
  };

  const searchFinds = async (roomId: string, checkin: string, checkout: string) =>
    (
      await expectAnswer<RoomDto[]>(call('GET', `/api/rooms?checkin=${checkin}&checkout=${checkout}`), 200)
    ).some((room) => room.id === roomId);

  return { roomBookedFor, searchFinds };
};

/** Called at the top of a test file: the file's app and feed server (closed after it) and its helpers. */
export const calendarSyncApp = async () => {
  let clock = NOW;
  const setClock = (at: Date) => {
    clock = at;
  };
  const world = await reservationTestApp({ now: () => clock });
  const feeds = await startFeedServer();
  afterAll(() => feeds.close());
  const { cookies, ids } = signInBeforeAll(world.app);
  return {
    ...world,
    feeds,
    cookies,
    ids,
    setClock,
    ...feedCalls(world, feeds, cookies),
    ...ourBookings(world, ids),
  };
};
