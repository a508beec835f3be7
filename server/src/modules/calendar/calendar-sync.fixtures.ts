// The world of the calendar-sync tests: a fresh app on the resort's clock (noon of 2026-06-10 in Manila,
// moved by setClock), a local feed server serving Airbnb- and Booking.com-shaped feeds, an admin, a desk
// clerk and a guest, and the calls the tests make on feeds, blocks and conflicts.
import type {
  CalendarBlockDto,
  CalendarConflictDto,
  CalendarFeedAlertDto,
  CalendarFeedDto,
  RoomDto,
} from '@domain/api-types';
import { afterAll } from 'vitest';
import {
  createReservationRow,
  createRoom,
  createSignedInUser,
  storedReservations,
} from '../../test/factories';
import { startFeedServer } from '../../test/feed-server';
import { callerOf, expectAnswer } from '../../test/http';
import { createTestApp } from '../../test/test-app';

export const NOW = new Date('2026-06-10T04:00:00Z');

export const setUpCalendarSync = async () => {
  let clock = NOW;
  /** Moves the resort's clock (back to NOW with `setClock(NOW)`). */
  const setClock = (now: Date) => {
    clock = now;
  };
  const { app, db, sentMail, databaseUrl } = await createTestApp({ now: () => clock });
  const { rowOf, eventsOf } = storedReservations(db);
  const call = callerOf(app);
  const feeds = await startFeedServer();
  afterAll(() => feeds.close());

  const admin = await createSignedInUser(app, { role: 'admin', firstName: 'Ana', lastName: 'Admin' });
  const desk = await createSignedInUser(app, { role: 'receptionist', firstName: 'Rosa', lastName: 'Desk' });
  const guest = await createSignedInUser(app, { firstName: 'Lina', lastName: 'Santos' });
  const cookies = { admin: admin.cookie, desk: desk.cookie, guest: guest.cookie };
  const guestId = guest.user.id;

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
    return { feed, path };
  };

  const syncNow = (feed: CalendarFeedDto) =>
    expectAnswer<CalendarFeedDto>(
      call('POST', `/api/admin/rooms/${feed.roomId}/calendar-feeds/${feed.id}/sync`, cookies.admin),
      200,
    );

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

  /** A new room with one booking of ours (pending unless told) on [checkin, checkout). */
  const roomBookedFor = async (
    checkin: string,
    checkout: string,
    options: { status?: 'pending' | 'confirmed'; name?: string } = {},
  ) => {
    const room = await createRoom(db, options.name ? { name: options.name } : {});
    const ours = await createReservationRow(db, {
      userId: guestId,
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

  const feedAlerts = (cookie = cookies.desk) =>
    expectAnswer<CalendarFeedAlertDto[]>(call('GET', '/api/receptionist/calendar-feed-alerts', cookie), 200);

  const roomAlerts = async (roomId: string) =>
    (
      await expectAnswer<{ calendarAlerts: CalendarFeedAlertDto[] }>(
        call('GET', `/api/admin/rooms/${roomId}`, cookies.admin),
        200,
      )
    ).calendarAlerts;

  const mailsAbout = (roomName: string) => sentMail.filter((m) => m.subject.endsWith(`(${roomName})`));

  return {
    app,
    db,
    sentMail,
    databaseUrl,
    rowOf,
    eventsOf,
    call,
    feeds,
    cookies,
    guestId,
    setClock,
    importFeed,
    syncNow,
    blocksOf,
    openConflicts,
    resolveConflict,
    roomBookedFor,
    searchFinds,
    feedAlerts,
    roomAlerts,
    mailsAbout,
  };
};
