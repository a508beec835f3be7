// The report's group figures (docs/financial-report.md "Group bookings"): the groups checking in in the
// period with a sold room and those rooms, beside the spec's figures (which they never change), in the
// report and the CSV summary.
import type { FinancialReportDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { bookingGroups } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser, createUser } from '../../test/factories';
import { callerOf } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { parseCsv } from './test-known-set';

const { app, db } = await createTestApp({ now: () => new Date('2026-05-04T04:00:00Z') });
const call = callerOf(app);
const admin = await createSignedInUser(app, { role: 'admin' });
const guest = await createUser(db);

/** A group of rooms with these statuses, checking in on `checkin` for two nights at ₱1,000 each. */
const group = async (
  code: string,
  checkin: string,
  statuses: ('confirmed' | 'completed' | 'pending' | 'cancelled')[],
) => {
  const [row] = await db.insert(bookingGroups).values({ referenceCode: code, userId: guest.id }).returning();
  for (const status of statuses)
    await createReservationRow(db, {
      userId: guest.id,
      roomId: (await createRoom(db)).id,
      groupId: row!.id,
      checkin,
      totalAmount: '2000.00',
      status,
    });
};

await group('GRPA2345', '2026-03-10', ['completed', 'completed', 'cancelled']);
await group('GRPB2345', '2026-03-20', ['confirmed', 'confirmed']);
// nothing sold: not counted
await group('GRPC2345', '2026-03-25', ['pending', 'pending']);
// another month
await group('GRPD2345', '2026-04-05', ['confirmed', 'confirmed']);
// a single booking is no group
await createReservationRow(db, {
  userId: guest.id,
  roomId: (await createRoom(db)).id,
  checkin: '2026-03-12',
  status: 'confirmed',
});

describe('the group figures', () => {
  it('counts the groups with a sold room checking in in the range, and those rooms', async () => {
    const response = await call('GET', '/api/financial-report?from=2026-03-01&to=2026-03-31', admin.cookie);
    expect(response.statusCode).toBe(200);
    const report = response.json<FinancialReportDto>();
    expect(report.groups).toEqual({ groupBookings: 2, roomsInGroups: 4 });
    // the spec's figures count every room as a reservation, as before: 3 + 2 + 2 rooms and the single one
    expect(report.totalReservations).toBe(8);

    const all = (await call('GET', '/api/financial-report', admin.cookie)).json<FinancialReportDto>();
    expect(all.groups).toEqual({ groupBookings: 3, roomsInGroups: 6 });
  });

  it('are in the CSV, a section of their own after the hotel and weather figures', async () => {
    const response = await call(
      'GET',
      '/api/export/financial-report?from=2026-03-01&to=2026-03-31',
      admin.cookie,
    );
    const rows = parseCsv(response.body);
    const at = rows.findIndex((row) => row[0] === 'Group Bookings (several rooms under one code)');
    expect(at).toBeGreaterThan(rows.findIndex((row) => row[0] === 'Weather Refunds Due'));
    expect(rows.slice(at + 1, at + 3)).toEqual([
      ['Group Bookings', '2'],
      ['Rooms in Group Bookings', '4'],
    ]);
  });
});
