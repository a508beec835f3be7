// The reports tests' known set of stays, seeded into a fresh test app on 2026-05-04 (resort time), and the
// calls the tests make: a GET as a role, and the CSV read as a spreadsheet reads it.
import type { ReservationStatus } from '@domain/reservation-status';
import { parse } from 'csv-parse/sync';
import { beforeAll } from 'vitest';
import {
  createRefundRow,
  createReservationRow,
  createRoom,
  createSignedInUser,
  createStayOfNewGuest,
  createUser,
} from '../../test/factories';
import { callerOf } from '../../test/http';
import { createTestApp } from '../../test/test-app';

/** The CSV file as a spreadsheet reads it: BOM dropped, quoted cells whole, rows of any width. */
export const parseCsv = (text: string): string[][] => parse(text, { bom: true, relax_column_count: true });

// The known set: odd centavo totals over four check-in months and every status. Cancelled and expired
// bookings count in the breakdown and the cancellations, never in revenue; one cancelled booking's down
// payment is cash in January and its refund takes it back out in February; a completed stay is archived
// and still counts. Payments are at noon, resort time.
const KNOWN = [
  { status: 'pending', checkin: '2026-01-10', total: '1234.57' },
  { status: 'confirmed', checkin: '2026-01-20', total: '2000.10' },
  {
    status: 'cancelled',
    checkin: '2026-01-15',
    total: '9999.99',
    calledOff: '2026-01-05',
    paid: [{ amount: '2999.99', on: '2026-01-03' }],
    refund: { amount: '2999.99', on: '2026-02-02' },
  },
  { status: 'checked_in', checkin: '2026-02-05', total: '333.33' },
  {
    status: 'completed',
    checkin: '2026-02-14',
    total: '4500.99',
    paid: [{ amount: '4500.99', on: '2026-02-14' }],
    archived: true,
  },
  {
    status: 'completed',
    checkin: '2026-03-01',
    total: '10.01',
    paid: [{ amount: '10.01', on: '2026-03-01' }],
  },
  { status: 'pending', checkin: '2026-03-30', total: '0.10' },
  { status: 'cancelled', checkin: '2026-04-02', total: '50.50', calledOff: '2026-03-20' },
  { status: 'expired', checkin: '2026-04-10', total: '700.00', calledOff: '2026-04-01' },
  {
    status: 'no_show',
    checkin: '2026-04-20',
    total: '800.00',
    paid: [{ amount: '240.00', on: '2026-04-01' }],
  },
] as const satisfies readonly KnownStay[];

type KnownStay = {
  status: ReservationStatus;
  checkin: string;
  total: string;
  calledOff?: string;
  paid?: readonly { amount: string; on: string }[];
  refund?: { amount: string; on: string };
  archived?: boolean;
};

const noonIn = (day: string) => new Date(`${day}T12:00:00+08:00`);

function addOne(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A fresh test app for one test file, the known set and the signed-in roles seeded before its tests. */
export const knownSetApp = async () => {
  const { app, db } = await createTestApp({ now: () => new Date('2026-05-04T02:00:00Z') });
  const cookies = { receptionist: '', admin: '', customer: '' };
  const known = { injectionReference: '' };

  /** A GET as the caller whose cookie is given (none: a visitor). */
  const get = (url: string, cookie?: string) => callerOf(app)('GET', url, cookie);

  beforeAll(async () => {
    cookies.receptionist = (await createSignedInUser(app, { role: 'receptionist' })).cookie;
    cookies.admin = (await createSignedInUser(app, { role: 'admin' })).cookie;
    cookies.customer = (await createSignedInUser(app)).cookie;

    const guest = await createUser(db, {
      firstName: 'Maria',
      lastName: 'Cruz, Jr.',
      email: 'maria@example.com',
    });
    const room = await createRoom(db, { name: 'Garden Room' });
    for (const stay of KNOWN as readonly KnownStay[]) {
      const row = await createReservationRow(db, {
        userId: guest.id,
        roomId: room.id,
        status: stay.status,
        checkin: stay.checkin,
        checkout: addOne(stay.checkin),
        totalAmount: stay.total,
        ...(stay.calledOff ? { updatedAt: noonIn(stay.calledOff) } : {}),
        ...(stay.archived ? { archivedAt: noonIn('2026-02-20') } : {}),
        payments: (stay.paid ?? []).map((payment) => ({
          amount: payment.amount,
          paymentDate: noonIn(payment.on),
        })),
      });
      if (stay.refund)
        await createRefundRow(db, {
          reservationId: row.id,
          amount: stay.refund.amount,
          paymentDate: noonIn(stay.refund.on),
        });
    }

    // CSV injection: a guest and a room whose names are spreadsheet formulas (on a cancelled booking,
    // so the money figures above stay the known ones apart from the counts)
    const evil = await createStayOfNewGuest(db, {
      guest: {
        firstName: '=HYPERLINK("http://evil.example","Click")',
        lastName: '@SUM(1+1)',
        email: 'attacker@example.com',
      },
      room: { name: '+cmd|calc' },
      status: 'cancelled',
      checkin: '2026-04-02',
      checkout: '2026-04-03',
      totalAmount: '1.00',
      updatedAt: noonIn('2026-03-20'),
    });
    known.injectionReference = evil.referenceCode;
  });

  return { get, cookies, known };
};
