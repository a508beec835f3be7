// The world of the calendar export tests: a fresh app at noon of 2026-06-10 in Manila, a local feed server,
// an admin, a desk clerk and a guest.
import type { AdminRoomDto } from '@domain/api-types';
import { afterAll } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { startFeedServer } from '../../test/feed-server';
import { callerOf, expectAnswer } from '../../test/http';
import { createTestApp } from '../../test/test-app';

export const NOW = new Date('2026-06-10T04:00:00Z');
/** The window export feeds are read back in. */
export const WINDOW = { resortTz: 'Asia/Manila', from: '2026-06-01', to: '2027-12-31' };

/** The path and query of an absolute export URL, for inject(). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export const setUpCalendarExport = async () => {
  const { app, db } = await createTestApp({ now: () => NOW });
  const call = callerOf(app);
  const feeds = await startFeedServer();
  afterAll(() => feeds.close());
  const admin = await createSignedInUser(app, { role: 'admin' });
  const desk = await createSignedInUser(app, { role: 'receptionist' });
  const guest = await createSignedInUser(app, { firstName: 'Marisol', lastName: 'Reyes' });
  const cookies = { admin: admin.cookie, desk: desk.cookie, guest: guest.cookie };
  const guestId = guest.user.id;

  const adminRoom = (id: string) =>
    expectAnswer<AdminRoomDto>(call('GET', `/api/admin/rooms/${id}`, cookies.admin), 200);

  return { app, db, call, feeds, cookies, guestId, adminRoom };
};
