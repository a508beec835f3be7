// A June 2031 of one room and the beach: a stay and day visits of every kind of outcome (paid, partly
// refunded after a cancellation, pending, no-show), each number worked out by hand in the tests
// (day-visit-report.test.ts, day-visit-csv.test.ts). Resort time is Asia/Manila (UTC+8); today is June 15.
import { addDays } from '@domain/dates';
import type { ReservationStatus } from '@domain/reservation-status';
import { reservationCottages, reservations } from '../../db/schema';
import { insertTestCottages } from '../../test/cottages';
import {
  createCancellation,
  createPaymentRow,
  createReservationRow,
  createRoom,
  createSignedInUser,
  createUser,
  randomReferenceCode,
} from '../../test/factories';
import { callerOf } from '../../test/http';
import { createTestApp } from '../../test/test-app';

/** A moment given in Manila wall-clock time. */
export const manila = (local: string) => new Date(`${local}+08:00`);

type DayVisitRow = {
  userId: string;
  day: string;
  status: ReservationStatus;
  total: string;
  infants?: number;
  cottageId?: string;
  paid?: { amount: string; on: string }[];
};

/**
 * A day visit as the database keeps it (docs/adr/0063): no room, checkin its day, checkout the day after,
 * its cottage's day in reservation_cottages. Inserted as a row, like the reports' other worlds, so its
 * status and money can be any a real booking reaches.
 */
const insertDayVisit = async (db: Awaited<ReturnType<typeof createTestApp>>['db'], visit: DayVisitRow) => {
  const [row] = await db
    .insert(reservations)
    .values({
      referenceCode: randomReferenceCode(),
      kind: 'day_visit',
      userId: visit.userId,
      roomId: null,
      checkin: visit.day,
      checkout: addDays(visit.day, 1),
      adults: 2,
      kids: 1,
      infants: visit.infants ?? 0,
      totalAmount: visit.total,
      status: visit.status,
      paymentMethod: 'GCash',
      transactionId: `TX-DV-${visit.day}-${visit.status}`,
    })
    .returning();
  if (!row) throw new Error('insertDayVisit: no row');
  if (visit.cottageId)
    await db
      .insert(reservationCottages)
      .values({ reservationId: row.id, cottageId: visit.cottageId, day: visit.day });
  for (const payment of visit.paid ?? [])
    await createPaymentRow(db, {
      reservationId: row.id,
      amount: payment.amount,
      paymentDate: manila(`${payment.on}T12:00:00`),
    });
  return row;
};

/** The world, and the calls the tests make as the desk and the admin. */
export const dayVisitWorld = async () => {
  const { app, db } = await createTestApp({ now: () => new Date('2031-06-15T04:00:00Z') });
  const call = callerOf(app);
  const desk = (await createSignedInUser(app, { role: 'receptionist' })).cookie;
  const admin = (await createSignedInUser(app, { role: 'admin' })).cookie;
  const guest = await createUser(db, { firstName: 'Maria', lastName: 'Santos' });
  const room = await createRoom(db, { name: 'Room A' });
  const [kubo] = await insertTestCottages(db);

  // the stay: 2 nights, 6,000.00 sold, 1,800.00 down payment
  await createReservationRow(db, {
    userId: guest.id,
    roomId: room.id,
    status: 'confirmed',
    checkin: '2031-06-10',
    checkout: '2031-06-12',
    totalAmount: '6000.00',
    payments: [{ amount: '1800.00', paymentDate: manila('2031-06-01T12:00:00') }],
  });
  // D1 completed, paid in full on the day, in a cottage, with an infant (free)
  const d1 = await insertDayVisit(db, {
    userId: guest.id,
    day: '2031-06-14',
    status: 'completed',
    total: '1250.50',
    infants: 1,
    cottageId: kubo?.id,
    paid: [{ amount: '1250.50', on: '2031-06-14' }],
  });
  // D2 confirmed: 240.00 down, 560.00 still owed
  await insertDayVisit(db, {
    userId: guest.id,
    day: '2031-06-20',
    status: 'confirmed',
    total: '800.00',
    paid: [{ amount: '240.00', on: '2031-06-05' }],
  });
  // D3 cancelled on June 8 after a 300.00 down payment; 100.00 refunded on June 9, 200.00 still due back
  const d3 = await insertDayVisit(db, {
    userId: guest.id,
    day: '2031-06-21',
    status: 'cancelled',
    total: '1000.00',
    paid: [{ amount: '300.00', on: '2031-06-02' }],
  });
  await createCancellation(db, {
    reservationId: d3.id,
    from: 'confirmed',
    at: manila('2031-06-08T10:00:00'),
    refund: { amount: '100.00', at: manila('2031-06-09T12:00:00') },
  });
  // D4 pending: waiting for the desk
  await insertDayVisit(db, { userId: guest.id, day: '2031-06-22', status: 'pending', total: '500.00' });
  // D5 no-show: sold, its 210.00 kept, owes nothing
  await insertDayVisit(db, {
    userId: guest.id,
    day: '2031-06-25',
    status: 'no_show',
    total: '700.00',
    paid: [{ amount: '210.00', on: '2031-06-03' }],
  });

  return { app, db, call, desk, admin, d1, kubo };
};
